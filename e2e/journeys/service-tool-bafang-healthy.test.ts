// A healthy Bafang CAN bike (the Bafang simulator behind the bridge): connected by VIN and frame
// number, its devices and versions as the bus reports them, a setting written and read back from the
// drive unit, live speed and cadence moving while it is ridden (torque not reported, decision 1123),
// and every activity the system cannot do shown unavailable with the bridge's reason.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoBafangBike } from '@dealer/contracts';
import { bafangBridgeForThisFile } from '../harness/bridge-swap.ts';
import {
  checkScreen,
  healthBand,
  openDialogText,
  openFromNav,
  openTaskNames,
} from './service-tool-b-support.ts';
import { ride } from './service-tool-b-bench.ts';
import {
  expectBafangDevicesWithVersions,
  expectUnavailablePage,
  liveValue,
  openBafangLive,
  reasonOf,
  startBafang,
  switchLightStartup,
} from './service-tool-bafang-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
bafangBridgeForThisFile();

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startBafang(urls.baseUrl, urls.bridgeUrl, 'bafang_healthy'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('shows the Bafang bike healthy, with its four devices and their versions', async () => {
  expect(await healthBand(page)).toBe('Healthy');
  expect(await openTaskNames(page)).toContain('No open tasks.');
  await expectBafangDevicesWithVersions(page);
  await checkScreen(page, 'bafang-healthy-overview');
});

it('writes the light start-up state to the drive unit and reads it back', async () => {
  const light = await switchLightStartup(page, urls);
  expect(light.onBike).toBe(light.written);
  // The odometer from the display, in km: the display unit is one of the things Bafang CAN lacks.
  await expect.poll(() => page.getByTestId('odometer').innerText()).toBe('1,843 km');
  await expect
    .poll(() => page.getByTestId('unavailable-speed_unit').innerText())
    .toBe(await reasonOf(page, urls, 'speed_unit'));
  await expect
    .poll(() => page.getByTestId('unavailable-real_time_clock').innerText())
    .toBe(await reasonOf(page, urls, 'real_time_clock'));
  await page.getByText('726 mm', { exact: true }).first().waitFor();
  await checkScreen(page, 'bafang-bike-setting');
});

it('lists the devices in the components overview', async () => {
  await openFromNav(page, 'Components overview');
  await page.getByText(DemoBafangBike.devices.driveUnit.serial).first().waitFor();
  await checkScreen(page, 'bafang-components-overview');
});

it('shows firmware update and performance tuning unavailable with the reason, marked in the navigation', async () => {
  const nav = page.getByRole('navigation', { name: 'Service tool tasks' });
  await expect
    .poll(() => nav.getByRole('link', { name: 'Firmware update (not available on this bike)' }).count())
    .toBe(1);
  await openFromNav(page, 'Firmware update');
  await page.getByRole('heading', { name: 'Firmware update is not available on this bike' }).waitFor();
  expect(await page.getByTestId('unavailable-firmware_update').innerText()).toBe(
    await reasonOf(page, urls, 'firmware_update'),
  );
  await checkScreen(page, 'bafang-firmware-update');
  await expectUnavailablePage(
    page,
    urls,
    '/service-tool/performance-tuning',
    'assist_levels',
    'bafang-performance-tuning',
  );
  expect(errors).toEqual([]);
});

it('waits for what the bike can do after a reload before it calls the bike, so no refusal pops up', async () => {
  // A slow capability read (a busy workshop PC, a long serial line) must not let the screen ask the
  // drive unit for assist levels it cannot report: that refusal used to open an error alert.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v2/drive_unit/setting/assist_level_performance')) asked.push(r.method());
  });
  await page.route('**/v2/bike/capabilities', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto('/service-tool/performance-tuning');
  await page.getByTestId('unavailable-page').waitFor({ timeout: 30_000 });
  await page.unroute('**/v2/bike/capabilities');
  await page.getByRole('navigation', { name: 'Service tool tasks' }).waitFor();
  expect(await openDialogText(page)).toBe('');
  expect(asked).toEqual([]);
});

it('charts the speed and cadence the drive reports while it is ridden, torque as not reported', async () => {
  await ride(urls.bridgeUrl, 'stopped');
  await openBafangLive(page);
  await expect.poll(() => liveValue(page, 'speed_kmh')).toBe('0.0 km/h');
  await ride(urls.bridgeUrl, 'ride');
  await expect
    .poll(async () => Number.parseFloat(await liveValue(page, 'speed_kmh')), { timeout: 15_000 })
    .toBeGreaterThan(15);
  // The pace builds up over a second and a half after the start.
  await expect
    .poll(async () => Number.parseFloat(await liveValue(page, 'cadence_rpm')), { timeout: 15_000 })
    .toBeGreaterThan(50);
  // Moving: the shown values change from sample to sample.
  const before = `${await liveValue(page, 'speed_kmh')} ${await liveValue(page, 'cadence_rpm')}`;
  await expect
    .poll(async () => `${await liveValue(page, 'speed_kmh')} ${await liveValue(page, 'cadence_rpm')}`)
    .not.toBe(before);
  expect(await page.getByTestId('live-torque_nm-not-reported').innerText()).toContain(
    'Not reported by this drive system',
  );
  await checkScreen(page, 'bafang-live-data-riding', { ongoing: true });
  await ride(urls.bridgeUrl, 'stopped');
  expect(errors).toEqual([]);
});
