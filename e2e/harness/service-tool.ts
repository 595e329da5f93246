// Service-tool helpers for journeys: put a demo-fleet bike on the simulator's bench (PUT /sim/scenario
// on the bridge, optionally arming the cable-pull fault) and connect it through the portal's
// connect-bike flow, as a technician would. `journeyBrowser()` + `connectedPage()` (or
// `startConnected()` with its own browser) are a service-tool journey's whole set-up.
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { DemoFleet, type ScenarioName } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors, type ContextOptions } from './browser.ts';
import { signIn } from './sign-in.ts';

export async function putScenario(
  bridgeUrl: string,
  scenario: ScenarioName,
  fault?: { cablePullAfterBytes: number },
): Promise<void> {
  const res = await fetch(`${bridgeUrl}/sim/scenario`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario, ...(fault ? { fault } : {}) }),
  });
  if (!res.ok) throw new Error(`PUT /sim/scenario ${scenario} → ${res.status} ${await res.text()}`);
}

export async function simState(bridgeUrl: string): Promise<{
  scenario: string;
  fault: { cablePullAfterBytes: number; fired: boolean } | null;
  cable_connected: boolean;
}> {
  return (await (await fetch(`${bridgeUrl}/sim/scenario`)).json()) as never;
}

export const vinOf = (scenario: ScenarioName) => DemoFleet[scenario].vin;

/** From anywhere in the portal: the connect-bike flow for the bike on the bench, up to the overview. */
export async function connectBike(
  page: Page,
  scenario: ScenarioName,
  options: { screenshots?: (name: string) => Promise<void>; newWorkspace?: boolean } = {},
): Promise<void> {
  await page.goto('/service-tool');
  await startConnectFlow(page);
  await options.screenshots?.('notice');
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'How is the bike connected?' }).waitFor();
  await page.getByText('System Bridge').first().waitFor();
  await options.screenshots?.('method');
  await page.getByRole('button', { name: 'Next' }).click();
  await leftConnectionStep(page);
  await confirmVin(page, vinOf(scenario));
  await options.screenshots?.('identify');
  await page.keyboard.press('Enter');
  await chooseWorkspace(page, options);
  await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
  await options.screenshots?.('connected');
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.getByRole('navigation', { name: 'Service tool tasks' }).waitFor();
}

/** The connect flow's first step: a workspace whose bike went away starts at "Reconnect the bike". */
export async function startConnectFlow(page: Page): Promise<void> {
  const notice = page.getByRole('heading', { name: 'Switch the bike on' });
  const resume = page.getByRole('heading', { name: 'Reconnect the bike' });
  await notice.or(resume).waitFor();
  if (await resume.isVisible()) await page.getByRole('button', { name: 'Connect another bike' }).click();
  await notice.waitFor();
}

/** Next on step 2 leads to step 3; if not, say what the page shows (a busy CI run once stayed there). */
async function leftConnectionStep(page: Page): Promise<void> {
  await page
    .getByText('Step 3 of 4')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(async (e: unknown) => {
      const shown = await page
        .locator('body')
        .innerText()
        .catch(() => '(page gone)');
      throw new Error(`Next on step 2 did not lead to step 3; the page shows:\n${shown}`, { cause: e });
    });
}

/**
 * The identify step: the VIN is read from the bike and waits, selected, in the focused field; `vin`
 * replaces it (a scanner typing over it) unless it is the same. Enter (the scanner's) confirms.
 */
export async function confirmVin(page: Page, vin: string): Promise<void> {
  const field = page.getByLabel('VIN');
  await field.waitFor({ timeout: 30_000 });
  await page.waitForFunction(() => document.activeElement?.closest('.cb-vin-field') != null);
  if ((await field.inputValue()) !== vin) await page.keyboard.type(vin);
}

/** The workspace step, when there is a choice (no earlier workspace: it is skipped). */
export async function chooseWorkspace(page: Page, options: { newWorkspace?: boolean } = {}): Promise<void> {
  const choose = page.getByRole('heading', { name: 'Choose the workspace' });
  const connected = page.getByRole('heading', { name: 'Bike connected' });
  await choose.or(connected).waitFor({ timeout: 60_000 });
  if (!(await choose.isVisible())) return;
  if (options.newWorkspace) await page.getByLabel('Start a new workspace').check();
  await page.getByRole('button', { name: 'Connect bike' }).click();
}

/** One browser for the journeys of a file: launched before its tests, closed after them. */
export function journeyBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll: call this inside a test');
    return browser;
  };
}

export interface ConnectedOptions {
  /** Arm the simulator's cable-pull fault for the next firmware transfer. */
  fault?: { cablePullAfterBytes: number };
  theme?: ContextOptions['theme'];
  /** Choose "Start a new workspace" in the connect-bike flow. */
  newWorkspace?: boolean;
  /** Called at each step of the connect-bike flow (axe checks, screenshots). */
  onConnectStep?: (page: Page, step: string) => Promise<void>;
  /** Another way through the connect-bike flow (default: `connectBike` with the options above). */
  connect?: (page: Page, scenario: ScenarioName) => Promise<void>;
}

export interface ConnectedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests of the page (watchErrors). */
  errors: string[];
}

/**
 * A service-tool journey's set-up: the scenario's bike on the bench, a new browser context with the
 * cookie choice made, the dealer signed in and the bike connected through the connect-bike flow.
 */
export async function connectedPage(
  browser: Browser,
  urls: { baseUrl: string; bridgeUrl: string },
  scenario: ScenarioName,
  options: ConnectedOptions = {},
): Promise<ConnectedPage> {
  await putScenario(urls.bridgeUrl, scenario, options.fault);
  const context = await newContext(browser, urls.baseUrl, {
    acceptCookies: true,
    ...(options.theme ? { theme: options.theme } : {}),
  });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/service-tool');
  const onConnectStep = options.onConnectStep;
  await (options.connect
    ? options.connect(page, scenario)
    : connectBike(page, scenario, {
        ...(options.newWorkspace ? { newWorkspace: true } : {}),
        ...(onConnectStep ? { screenshots: (step: string) => onConnectStep(page, step) } : {}),
      }));
  return { context, page, errors };
}

/** `connectedPage` in a browser of its own (closed by the caller with `browser.close()`). */
export async function startConnected(
  baseUrl: string,
  bridgeUrl: string,
  scenario: ScenarioName,
  options: ConnectedOptions = {},
): Promise<ConnectedPage & { browser: Browser }> {
  const browser = await launchBrowser();
  return { browser, ...(await connectedPage(browser, { baseUrl, bridgeUrl }, scenario, options)) };
}

/** Samples the value of the screen's (first) progress bar until `done()` holds; returns every value seen. */
export async function sampleProgress(
  page: Page,
  done: () => Promise<boolean>,
  timeoutMs = 120_000,
): Promise<number[]> {
  const seen: number[] = [];
  const until = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > until)
      throw new Error(`progress did not finish within ${timeoutMs} ms; seen ${seen.join(',')}`);
    const value = await page
      .locator('.service-tool-content')
      .getByRole('progressbar')
      .first()
      .getAttribute('aria-valuenow', { timeout: 200 })
      .catch(() => null);
    if (value !== null && seen.at(-1) !== Number(value)) seen.push(Number(value));
    await page.waitForTimeout(40);
  }
  return seen;
}

/** The side column of the service tool (bike, health, navigation, tasks, events). */
export const side = (page: Page) => page.locator('.service-tool-side');
export const openTaskList = (page: Page) => page.locator('[aria-labelledby="st-tasks-title"]');

/** A 1×1 PNG, for photo uploads (the API recognises images by their first bytes). */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const tinyPng = { name: 'label.png', mimeType: 'image/png', buffer: Buffer.from(PNG_1X1, 'base64') };

/**
 * Records every value the screen's progress bars take from now on (a MutationObserver in the page,
 * so fast operations are not missed between samples); `values()` reads them back.
 */
export async function recordProgress(page: Page): Promise<{ values: () => Promise<number[]> }> {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[]; __progressObserver?: MutationObserver };
    w.__progress = [];
    w.__progressObserver?.disconnect();
    const note = (el: Element) => {
      const v = el.getAttribute('aria-valuenow');
      // The screen's bars only, not the side column's task-reload bar.
      const screenBar =
        el.getAttribute('role') === 'progressbar' && el.closest('.service-tool-content') !== null;
      if (screenBar && v !== null && w.__progress.at(-1) !== Number(v)) w.__progress.push(Number(v));
    };
    w.__progressObserver = new MutationObserver((records) => {
      for (const r of records) {
        if (r.type === 'attributes' && r.target instanceof Element) note(r.target);
        for (const n of r.addedNodes)
          if (n instanceof Element) [n, ...n.querySelectorAll('[role="progressbar"]')].forEach(note);
      }
    });
    w.__progressObserver.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return { values: () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress) };
}
