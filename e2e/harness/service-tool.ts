// Service-tool helpers for journeys: put a demo-fleet bike on the simulator's bench (PUT /sim/scenario
// on the bridge, optionally arming the cable-pull fault) and connect it through the portal's
// connect-bike flow, as a technician would.
import type { Page } from 'playwright-core';
import { DemoFleet, type ScenarioName } from '@dealer/contracts';

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
  await page.getByRole('heading', { name: 'Switch the bike on' }).waitFor();
  await options.screenshots?.('notice');
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'How is the bike connected?' }).waitFor();
  await page.getByText('System bridge').first().waitFor();
  await options.screenshots?.('method');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('VIN').fill(vinOf(scenario));
  await options.screenshots?.('identify');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: 'Choose the workspace' }).waitFor();
  if (options.newWorkspace) await page.getByLabel('Start a new workspace').check();
  await options.screenshots?.('workspace');
  await page.getByRole('button', { name: 'Connect bike' }).click();
  await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
  await options.screenshots?.('connected');
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.getByRole('navigation', { name: 'Service tool tasks' }).waitFor();
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
export const tinyPng = {
  name: 'label.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
};

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
