// Shared steps of the service-tool (b) journeys: choose the simulated bike, connect it through the
// connect-bike flow, check a screen with axe in both themes and take its screenshots.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoFleet, type ScenarioName } from '@dealer/contracts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot, spinnersGone } from '../harness/screenshots.ts';
import {
  chooseWorkspace,
  confirmVin,
  startConnectFlow,
  startConnected as startConnectedOnBench,
} from '../harness/service-tool.ts';

/** Puts a demo-fleet bike on the simulated bench (PUT /sim/scenario); returns its VIN. */
export async function setScenario(bridgeUrl: string, scenario: ScenarioName): Promise<string> {
  const res = await fetch(`${bridgeUrl}/sim/scenario`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  expect(res.status).toBe(200);
  return DemoFleet[scenario].vin;
}

/**
 * A journey's set-up: a browser, the dealer signed in, the scenario's bike connected in the service tool
 * (the shared set-up of e2e/harness/service-tool.ts, through this file's connect-bike steps).
 */
export async function startConnected(
  baseUrl: string,
  bridgeUrl: string,
  scenario: ScenarioName,
): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const { browser, page, errors } = await startConnectedOnBench(baseUrl, bridgeUrl, scenario, {
    connect: (p) => connectBike(p, DemoFleet[scenario].vin),
  });
  return { browser, page, errors };
}

/** The connect-bike flow: HMI notice, cable, VIN, a new workspace, connect, open the service tool. */
export async function connectBike(page: Page, vin: string): Promise<void> {
  await page.goto('/service-tool');
  await startConnectFlow(page);
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Cable/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmVinAndOpen(page, vin);
}

/** After the link step: the VIN, a new workspace, connect, open the service tool. */
export async function confirmVinAndOpen(page: Page, vin: string): Promise<void> {
  await confirmVin(page, vin);
  await page.keyboard.press('Enter');
  await chooseWorkspace(page, { newWorkspace: true });
  await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.locator('#st-tasks-title').waitFor();
}

/**
 * After the connector slipped and was plugged in again: the service tool offers to reconnect the bike
 * of the open workspace (issue 17 point 7); one press brings it back into the same workspace.
 */
export async function reconnectBike(page: Page): Promise<void> {
  await page.goto('/service-tool');
  await page.getByRole('heading', { name: 'Reconnect the bike' }).waitFor();
  // The session-ended alert may still be up from the slip; its own button reconnects as well.
  const alert = page.getByRole('dialog', { name: 'Bike disconnected' });
  if (await alert.isVisible()) await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reconnect Bike' }).last().click();
  await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.locator('#st-tasks-title').waitFor();
}

/** The health band shown beside the tasks. */
export async function healthBand(page: Page): Promise<string> {
  const band = page.locator('.st-band').first();
  await band.waitFor();
  return (await band.innerText()).trim();
}

/** Names of the open tasks in the task list. */
export async function openTaskNames(page: Page): Promise<string> {
  return page.locator('[aria-labelledby="st-tasks-title"]').innerText();
}

/** Opens a service-tool screen from the side navigation (client-side, the bike reading is kept). */
export async function openFromNav(page: Page, name: string): Promise<void> {
  // A blocked page's link carries a hidden " (blocked)" mark in its name.
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // A dialog left open by an earlier step covers the navigation: name it instead of timing out.
  expect(await openDialogText(page), `opening ${name}: a dialog is open`).toBe('');
  const link = page
    .getByRole('navigation', { name: 'Service tool tasks' })
    .getByRole('link', { name: new RegExp(`^${escaped}( \\(|$)`) });
  const href = await link.getAttribute('href');
  await link.click();
  // The tap must reach the screen (a blocked one answers with its alert on the same address).
  if (href) await page.waitForURL((url) => url.pathname === href, { timeout: 15_000 });
}

/**
 * axe in light and dark theme, a screenshot of each; returns to the light theme. `ongoing`: an
 * operation on the screen keeps its spinner running, so the data-loading wait is skipped.
 */
export async function checkScreen(
  page: Page,
  name: string,
  options: { ongoing?: boolean } = {},
): Promise<void> {
  if (!options.ongoing) await spinnersGone(page, 10_000).catch(() => undefined);
  // A full-page shot taken while scrolled shows the sticky header half-way down.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page), `${name} light`).toEqual([]);
  await screenshot(page, `service-tool-b-${name}-light`, options);
  // An alert that opened unasked covers the theme switch; name it instead of timing out on the click.
  expect(await openDialogText(page), `${name}: a dialog is open`).toBe('');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page), `${name} dark`).toEqual([]);
  await screenshot(page, `service-tool-b-${name}-dark`, options);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

/** The text of the open dialogs (alerts included), '' when none is open. */
export async function openDialogText(page: Page): Promise<string> {
  const dialogs = page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
  return (await dialogs.allInnerTexts()).join(' | ');
}

/**
 * axe and screenshots of an open modal in both themes. The modal's backdrop covers the header's theme
 * switch, so the theme attribute the switch sets is set directly (the colours come from it alone).
 */
export async function checkDialog(page: Page, name: string): Promise<void> {
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
    expect(await axeViolations(page), `${name} ${theme}`).toEqual([]);
    await screenshot(page, `service-tool-b-${name}-${theme}`);
  }
  await page.evaluate(() => (document.documentElement.dataset.theme = 'light'));
}

/** The session token the portal keeps for the connected workspace (the bridge's v2 credential). */
export const sessionToken = (page: Page) => page.evaluate(() => localStorage.getItem('sessionToken') ?? '');

/** GET a v2 bridge call with the workspace credential, as the portal does. */
export async function bridgeGet<T>(
  bridgeUrl: string,
  token: string,
  path: string,
  origin: string,
): Promise<T> {
  const res = await fetch(`${bridgeUrl}${path}`, { headers: { authorization: `Bearer ${token}`, origin } });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

/** Changes bytes on the bike behind the portal's back, as another tool or a field fault would. */
export async function patchParameters(
  page: Page,
  bridgeUrl: string,
  origin: string,
  changes: { index: number; value: number }[],
): Promise<void> {
  const res = await fetch(`${bridgeUrl}/v2/parameter/controller`, {
    method: 'PATCH',
    headers: {
      authorization: `Bearer ${await sessionToken(page)}`,
      origin,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ changes }),
  });
  expect(res.status).toBe(200);
}

/** The activity-complete dialog the layout opens after a successful activity: check it and close it. */
export async function closeActivityDialog(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Waits for "Setting saved on the bike." and closes it; an alert that opened instead (the write
 * refused or failed) fails the step at once with its text.
 */
export async function settingSaved(page: Page): Promise<void> {
  const saved = page.getByText('Setting saved on the bike.');
  await saved.or(page.locator('[role="alertdialog"]:visible, [role="dialog"]:visible')).first().waitFor();
  expect(await openDialogText(page), 'an alert instead of "Setting saved on the bike."').toBe('');
  await dismissNotification(page);
}

/** Closes the top notification (it covers the top of the page for six seconds). */
export async function dismissNotification(page: Page): Promise<void> {
  const note = page.locator('.notification');
  if (await note.isVisible()) await note.getByRole('button').click();
  await note.waitFor({ state: 'detached' });
}

/**
 * A full diagnosis from the navigation to its results by stage. Returns each stage's status (its
 * heading's name → pass, fail or skip) and the findings as shown; a run that stopped fails at once.
 */
export async function runFullDiagnosis(
  page: Page,
): Promise<{ status: Record<string, string>; findings: string[] }> {
  await openFromNav(page, 'Full Diagnosis');
  await page.getByRole('button', { name: 'Start full diagnosis' }).click();
  const finished = page.getByRole('heading', { name: 'Diagnosis finished' });
  const stopped = page.getByRole('heading', { name: 'Diagnosis stopped' });
  await finished.or(stopped).waitFor({ timeout: 120_000 });
  expect(await stopped.isVisible(), `the diagnosis stopped: ${await openDialogText(page)}`).toBe(false);
  await page.getByRole('button', { name: 'See the results' }).click();
  const stages = page.getByRole('region', { name: 'Results by stage' }).locator('.fd-result');
  await expect.poll(() => stages.count()).toBe(6);
  const status = await stages.evaluateAll((els) =>
    els.map((el) => [
      el.querySelector('h3')?.firstChild?.textContent?.trim() ?? '',
      /fd-result-(\w+)/.exec(el.className)?.[1] ?? '',
    ]),
  );
  const findings = await stages.locator('.fd-finding').allInnerTexts();
  return { status: Object.fromEntries(status), findings: findings.map((f) => f.trim()) };
}
