// A Bafang CAN bike whose speed-sensor magnet slipped: BF-21 on the speed sensor with its article,
// the sensor check shown unavailable with the bridge's reason (it judges torque, which the bike does
// not give in our units), and live data showing the symptom: the crank turns, the speed stays 0, and
// torque is "not reported" rather than faked (decision 1123).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bafangBridgeForThisFile } from '../harness/bridge-swap.ts';
import { checkScreen, openFromNav } from './service-tool-b-support.ts';
import { ride } from './service-tool-b-bench.ts';
import {
  expectUnavailablePage,
  liveValue,
  openBafangLive,
  startBafang,
} from './service-tool-bafang-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
bafangBridgeForThisFile();

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startBafang(urls.baseUrl, urls.bridgeUrl, 'bafang_slipped_magnet'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('reports BF-21 on the speed sensor with its article', async () => {
  await openFromNav(page, 'Component diagnosis');
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'BF-21', exact: true }) });
  await row.waitFor();
  expect(await row.innerText()).toMatch(/speed sensor/i);
  await row.getByRole('link').click();
  await page.getByText('Error code BF-21').first().waitFor();
  await checkScreen(page, 'bafang-slipped-magnet-article');
});

it('shows the sensor check unavailable with the reason, and live data with torque not reported', async () => {
  await expectUnavailablePage(
    page,
    urls,
    '/service-tool/component-diagnosis/sensor-diagnosis',
    'sensor_check',
    'bafang-sensor-diagnosis',
  );
  await ride(urls.bridgeUrl, 'crank');
  await openBafangLive(page);
  // The slipped magnet: the crank turns, the wheel speed stays 0.
  await expect
    .poll(async () => Number.parseFloat(await liveValue(page, 'cadence_rpm')), { timeout: 15_000 })
    .toBeGreaterThan(20);
  expect(await liveValue(page, 'speed_kmh')).toBe('0.0 km/h');
  expect(await page.getByTestId('live-torque_nm-not-reported').innerText()).toContain(
    'Not reported by this drive system',
  );
  await checkScreen(page, 'bafang-live-data', { ongoing: true });
  await ride(urls.bridgeUrl, 'stopped');
  expect(errors).toEqual([]);
});
