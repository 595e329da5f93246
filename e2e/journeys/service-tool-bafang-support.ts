// Shared steps of the Bafang CAN journeys: the Bafang simulator's scenario on the bench, the demo
// Bafang bike connected through the connect-bike flow (named by VIN, confirmed by its frame number
// typed twice: its bus stores no VIN) and the bridge's capability matrix to compare the screens with.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoBafangBike } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import {
  bridgeGet,
  checkScreen,
  dismissNotification,
  openFromNav,
  sessionToken,
} from './service-tool-b-support.ts';

export type BafangScenario =
  'bafang_healthy' | 'bafang_error_code' | 'bafang_low_battery' | 'bafang_slipped_magnet';

export async function putBafangScenario(bridgeUrl: string, scenario: BafangScenario): Promise<void> {
  const res = await fetch(`${bridgeUrl}/sim/scenario`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ scenario }),
  });
  expect(res.status, `PUT /sim/scenario ${scenario}`).toBe(200);
  expect(((await res.json()) as { system: string }).system).toBe('bafang');
}

/** The connect-bike flow for the Bafang bike, axe-checked at the frame-number step. */
export async function connectBafangBike(page: Page, name: string): Promise<void> {
  await page.goto('/service-tool');
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Cable/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('VIN').fill(DemoBafangBike.vin);
  await page.getByRole('button', { name: 'Next' }).click();
  // The workspace step shows only when an earlier workspace of this bike could be continued.
  const fresh = page.getByRole('radio', { name: /Start a new workspace/ });
  const frameStep = page.getByRole('heading', { name: 'Confirm the bike by its frame number' });
  await fresh.or(frameStep).waitFor({ timeout: 60_000 });
  if (await fresh.isVisible()) {
    await fresh.check();
    await page.getByRole('button', { name: 'Connect bike' }).click();
  }
  await frameStep.waitFor({ timeout: 60_000 });
  await page.getByText('This drive system stores no VIN (Bafang CAN)').waitFor();
  await checkScreen(page, `${name}-frame-number`);
  await page.getByLabel('Frame number', { exact: true }).fill(DemoBafangBike.frameNumber);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Enter the frame number again').fill(DemoBafangBike.frameNumber.toLowerCase());
  await page.getByRole('button', { name: 'Confirm frame number' }).click();
  await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.locator('#st-tasks-title').waitFor();
}

/** A browser with the dealer signed in and the scenario's Bafang bike connected. */
export async function startBafang(
  baseUrl: string,
  bridgeUrl: string,
  scenario: BafangScenario,
): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  await putBafangScenario(bridgeUrl, scenario);
  return openBafang(baseUrl, scenario);
}

/**
 * A browser with the dealer signed in and the Bafang bike already on the bench connected (a bridge
 * with no simulator of its own, e.g. its serial driver on the simulator's pty, has no /sim to set).
 */
export async function openBafang(
  baseUrl: string,
  name: string,
): Promise<{ browser: Browser; page: Page; errors: string[] }> {
  const browser = await launchBrowser();
  const context = await newContext(browser, baseUrl, { acceptCookies: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/service-tool');
  await connectBafangBike(page, name);
  return { browser, page, errors };
}

/** The bridge's reason why the connected bike cannot do `activity` (GET /v2/bike/capabilities). */
export async function reasonOf(page: Page, urls: { baseUrl: string; bridgeUrl: string }, activity: string) {
  const matrix = await bridgeGet<{
    protocol_type: string;
    capabilities: { activity: string; supported: boolean; reason: string | null }[];
  }>(urls.bridgeUrl, await sessionToken(page), '/v2/bike/capabilities', urls.baseUrl);
  expect(matrix.protocol_type).toBe('BAFANG_CAN');
  const entry = matrix.capabilities.find((c) => c.activity === activity);
  expect(entry?.supported, activity).toBe(false);
  return entry!.reason!;
}

/** A whole screen the bike cannot use: its unavailable panel with the bridge's reason, axe-clean. */
export async function expectUnavailablePage(
  page: Page,
  urls: { baseUrl: string; bridgeUrl: string },
  path: string,
  activity: string,
  name: string,
): Promise<void> {
  await page.goto(path);
  await page.getByTestId('unavailable-page').waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.getByTestId(`unavailable-${activity}`).innerText())
    .toBe(await reasonOf(page, urls, activity));
  await checkScreen(page, name);
}

/** The component rows of the overview's "Components on the bus" table. */
export const componentRows = (page: Page) => page.locator('table').last().locator('tbody tr');

/** The overview lists the four Bafang devices, each with the software and hardware version it reports. */
export async function expectBafangDevicesWithVersions(page: Page): Promise<void> {
  const rows = componentRows(page);
  await expect.poll(() => rows.count()).toBe(4);
  const text = await rows.allInnerTexts();
  for (const d of Object.values(DemoBafangBike.devices)) {
    const row = text.find((r) => r.includes(d.serial));
    expect(row, d.model).toContain(d.softwareVersion);
    expect(row, d.model).toContain(d.hardwareVersion);
  }
}

/**
 * Bike settings: the light start-up state switched to the other value and saved, then read from the
 * drive unit through the bridge; returns both so the journey compares them.
 */
export async function switchLightStartup(
  page: Page,
  urls: { baseUrl: string; bridgeUrl: string },
): Promise<{ written: string; onBike: string }> {
  await openFromNav(page, 'Bike settings');
  const light = page.getByLabel('Lights at start-up');
  await expect.poll(() => light.isEnabled()).toBe(true);
  const written = (await light.inputValue()) === 'turn_off' ? 'turn_on' : 'turn_off';
  await light.selectOption(written);
  await page
    .locator('section[aria-labelledby="setting-light"]')
    .getByRole('button', { name: 'Save' })
    .click();
  await page.getByText('Setting saved on the bike.').waitFor();
  await dismissNotification(page);
  const onBike = await bridgeGet<{ light_startup_state: string }>(
    urls.bridgeUrl,
    await sessionToken(page),
    '/v2/accessory/light/setting/startup_state',
    urls.baseUrl,
  );
  return { written, onBike: onBike.light_startup_state };
}

/** A live chart's current value as shown (decision 1123). */
export const liveValue = (page: Page, signal: string) =>
  page.getByTestId(`live-${signal}`).locator('output').innerText();

/** Opens the live-data screen and waits for the stream to be live. */
export async function openBafangLive(page: Page): Promise<void> {
  await openFromNav(page, 'Live data');
  await page.getByTestId('live-state').getByText('Live').waitFor({ timeout: 30_000 });
}
