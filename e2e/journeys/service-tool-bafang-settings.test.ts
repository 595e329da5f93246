// Bafang settings with guard rails (decision 1124) in the browser: the typed drive unit parameters,
// the speed limit and the wheel edited on the bike settings screen, a limit above 25 km/h refused,
// each write read back from the bike through the bridge, and the snapshots restoring the bike as it came.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bafangBridgeForThisFile } from '../harness/bridge-swap.ts';
import { thisLane } from '../harness/lane.ts';
import { screenshot } from '../harness/screenshots.ts';
import { bridgeGet, dismissNotification, openFromNav, sessionToken } from './service-tool-b-support.ts';
import { startBafang } from './service-tool-bafang-support.ts';

const urls = thisLane();
bafangBridgeForThisFile();

let browser: Browser;
let page: Page;

beforeAll(async () => {
  ({ browser, page } = await startBafang(urls.baseUrl, urls.bridgeUrl, 'bafang_healthy'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const onBike = async <T>(path: string) =>
  bridgeGet<T>(urls.bridgeUrl, await sessionToken(page), path, urls.baseUrl);
const speed = () =>
  onBike<{ speed_limit_kmh: number; wheel: string; circumference_mm: number }>('/v2/bafang/drive_unit/speed');
const field = async (name: string) =>
  (
    await onBike<{ fields: { name: string; value: number }[] }>('/v2/bafang/drive_unit/parameters')
  ).fields.find((f) => f.name === name)?.value;
const speedPanel = () => page.locator('section[aria-labelledby="bafang-speed"]');
const paramsPanel = () => page.locator('section[aria-labelledby="bafang-params"]');

it('shows the devices, trip statistics and cell voltages the Bafang system reports', async () => {
  await openFromNav(page, 'Bike settings');
  // Three text reads per device, one after the other on the bus: give the table its time.
  await expect
    .poll(() => page.getByTestId('bafang-devices').innerText(), { timeout: 30_000 })
    .toContain('DPC18BL 1.2');
  await expect
    .poll(() => page.getByTestId('bafang-trip').innerText(), { timeout: 30_000 })
    .toContain('31.2 km/h');
  await expect
    .poll(() => page.getByTestId('bafang-cells').locator('li').count(), { timeout: 30_000 })
    .toBe(10);
});

it('refuses a speed limit above the legal one, then writes speed limit and wheel and reads them back', async () => {
  const limit = speedPanel().getByLabel('Speed limit (km/h)');
  await expect.poll(() => limit.inputValue()).toBe('25');
  await limit.fill('32');
  await speedPanel().getByRole('button', { name: 'Save' }).click();
  await page.getByText('above what the law allows for a pedelec', { exact: false }).first().waitFor();
  expect((await speed()).speed_limit_kmh).toBe(25);
  await page.keyboard.press('Escape');
  await limit.fill('22');
  await speedPanel().getByLabel('Wheel size').selectOption('28″');
  await speedPanel().getByLabel('Circumference (mm)').fill('2205');
  await speedPanel().getByRole('button', { name: 'Save' }).click();
  await page.getByText('Written and read back from the bike.').waitFor();
  await dismissNotification(page);
  expect(await speed()).toMatchObject({ speed_limit_kmh: 22, wheel: '28″', circumference_mm: 2205 });
});

it('writes a typed parameter and reads it back, then restores both snapshots', async () => {
  const current = paramsPanel().getByLabel('Current limit (A)');
  await expect.poll(() => current.inputValue()).toBe('18');
  await current.fill('15');
  await paramsPanel().getByRole('button', { name: 'Save' }).click();
  await page.getByText('Written and read back from the bike.').waitFor();
  await dismissNotification(page);
  expect(await field('currentLimitA')).toBe(15);
  const restore = (id: number) =>
    page.getByTestId('bafang-snapshot-list').getByRole('button', { name: `Restore #${id}` });
  await restore(2).click();
  await page.getByText('Snapshot restored and read back.').waitFor();
  await dismissNotification(page);
  await restore(1).click();
  await page.getByText('Snapshot restored and read back.').waitFor();
  expect(await field('currentLimitA')).toBe(18);
  expect(await speed()).toMatchObject({ speed_limit_kmh: 25, wheel: '29″', circumference_mm: 2280 });
});

const torquePanel = () => page.locator('section[aria-labelledby="bafang-torque"]');
const displayPanel = () => page.locator('section[aria-labelledby="bafang-display"]');
const torque = () => onBike<{ profiles: Record<string, number>[] }>('/v2/bafang/drive_unit/torque_profiles');
const trip = () => onBike<{ total_km: number; service_km: number }>('/v2/bafang/trip_statistics');
const confirmAlert = async (title: string, button: string) => {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
};

it('edits a torque profile, the mileage and the clock, resets the service mileage, calibrates, and restores the profiles', async () => {
  const cell = torquePanel().getByLabel('Maximum current (%) · Profile 2');
  await expect.poll(() => cell.inputValue(), { timeout: 30_000 }).not.toBe('');
  const before = (await torque()).profiles[1]!.maxCurrentPercent!;
  await cell.fill(String(before === 80 ? 75 : 80));
  await torquePanel().getByRole('button', { name: 'Save' }).click();
  await page.getByText('Written and read back from the bike.').waitFor();
  await dismissNotification(page);
  expect((await torque()).profiles[1]!.maxCurrentPercent).toBe(before === 80 ? 75 : 80);

  // A new display is fitted: the workshop writes the old display's total into it.
  const total = displayPanel().getByLabel('Total mileage (km)');
  const km = (await trip()).total_km + 100;
  await total.fill(String(km));
  await displayPanel().getByRole('button', { name: 'Save mileage' }).click();
  await page.getByText('Written and read back from the bike.').waitFor();
  await dismissNotification(page);
  expect((await trip()).total_km).toBe(km);

  await displayPanel().getByRole('button', { name: "Set the display clock to this computer's time" }).click();
  await page.getByText('Display clock set to', { exact: false }).waitFor();
  await dismissNotification(page);

  expect((await trip()).service_km).toBeGreaterThan(0);
  await displayPanel().getByRole('button', { name: 'Reset service mileage' }).click();
  await confirmAlert('Reset the service mileage?', 'Reset service mileage');
  await page.getByText('Written and read back from the bike.').waitFor();
  await dismissNotification(page);
  expect((await trip()).service_km).toBe(0);
  await expect.poll(() => displayPanel().getByTestId('bafang-service-km').innerText()).toContain('0 km');

  await page.getByRole('button', { name: 'Calibrate' }).click();
  await confirmAlert('Start the calibration?', 'Calibrate');
  await page.getByText('The drive unit started the calibration', { exact: false }).waitFor();
  await dismissNotification(page);

  const snaps = await onBike<{ snapshots: { id: number; kind: string }[] }>('/v2/bafang/snapshots');
  const torqueSnap = snaps.snapshots.find((s) => s.kind === 'parameter2')!;
  await page
    .getByTestId('bafang-snapshot-list')
    .getByRole('button', { name: `Restore #${torqueSnap.id}` })
    .click();
  await page.getByText('Snapshot restored and read back.').waitFor();
  expect((await torque()).profiles[1]!.maxCurrentPercent).toBe(before);
  await torquePanel().scrollIntoViewIfNeeded();
  await screenshot(page, 'bafang-settings-torque-display');
});
