// The healthy Bafang CAN bike through the bridge's serial driver: the Bafang simulator runs in its own
// process as an SLCAN adapter on a pseudo-terminal, and the bridge (no simulator of its own) opens that
// device path at its default 500 kbit/s, so detection must find the bus's 250 kbit/s and the Bafang
// protocol through the adapter. The portal connects the bike by frame number, shows its devices,
// error codes, odometer, battery and settings, writes a setting the drive unit reads back, and marks
// what the system cannot do with the bridge's reason.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bafangSerialBridgeForThisFile } from '../harness/bafang-pty.ts';
import {
  bridgeGet,
  checkScreen,
  healthBand,
  openFromNav,
  openTaskNames,
  sessionToken,
} from './service-tool-b-support.ts';
import {
  expectBafangDevicesWithVersions,
  expectUnavailablePage,
  openBafang,
  reasonOf,
  switchLightStartup,
} from './service-tool-bafang-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
const { devicePath } = bafangSerialBridgeForThisFile('bafang_healthy');

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBafang(urls.baseUrl, 'bafang-serial'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const fromBridge = async <T>(path: string) =>
  bridgeGet<T>(urls.bridgeUrl, await sessionToken(page), path, urls.baseUrl);

it('reaches the bike through the serial device, at the bitrate and protocol detection found', async () => {
  expect(await fromBridge('/v2/connector/basic_info')).toMatchObject({
    driver: 'serial',
    serial_path: devicePath,
    // The simulator's SLCAN adapter answers V and N like a CANable does.
    serial_number: 'SIM1',
    bus_bitrate: 250_000,
    bus_protocol: 'bafang',
  });
  expect(await fromBridge('/v2/bike/basic_info')).toMatchObject({
    protocol_type: 'BAFANG_CAN',
    bus_bitrate: 250_000,
  });
});

it('shows the bike healthy with its four devices and their versions', async () => {
  expect(await healthBand(page)).toBe('Healthy');
  expect(await openTaskNames(page)).toContain('No open tasks.');
  await expectBafangDevicesWithVersions(page);
  await checkScreen(page, 'bafang-serial-overview');
});

it('shows no error codes, and the error history unavailable with the reason', async () => {
  await openFromNav(page, 'Component diagnosis');
  await page.getByText('No error codes', { exact: false }).first().waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.getByTestId('unavailable-error_code_history').innerText())
    .toBe(await reasonOf(page, urls, 'error_code_history'));
  await checkScreen(page, 'bafang-serial-diagnosis');
});

it('writes the light start-up state over the serial line and shows it read back', async () => {
  const light = await switchLightStartup(page, urls);
  expect(light.onBike).toBe(light.written);
  // A fresh read of the settings screen shows what the drive unit now holds.
  await page.reload();
  const field = page.getByLabel('Lights at start-up');
  await expect.poll(() => field.isEnabled(), { timeout: 30_000 }).toBe(true);
  expect(await field.inputValue()).toBe(light.written);
  // The odometer the display keeps, and the wheel the drive unit is set to.
  await expect.poll(() => page.getByTestId('odometer').innerText()).toBe('1,843 km');
  await page.getByText('726 mm', { exact: true }).first().waitFor();
  await expect
    .poll(() => page.getByTestId('unavailable-speed_unit').innerText())
    .toBe(await reasonOf(page, urls, 'speed_unit'));
  await checkScreen(page, 'bafang-serial-settings');
});

it('shows the charge and health the pack reports, and riding statistics unavailable', async () => {
  await openFromNav(page, 'Components overview');
  await page.getByTestId('component-battery').getByRole('link', { name: 'Battery information' }).click();
  // 10,500 of 14,000 mAh left; health 94 % (bafang_healthy).
  await page
    .getByRole('img', { name: /Charge: 75%/ })
    .first()
    .waitFor({ timeout: 30_000 });
  await page
    .getByRole('img', { name: /Health: 94%/ })
    .first()
    .waitFor();
  await expect
    .poll(() => page.getByTestId('unavailable-riding_stats').innerText())
    .toBe(await reasonOf(page, urls, 'riding_stats'));
  await checkScreen(page, 'bafang-serial-battery');
});

it('shows firmware update and performance tuning unavailable with the reason', async () => {
  await openFromNav(page, 'Firmware update');
  await page.getByRole('heading', { name: 'Firmware update is not available on this bike' }).waitFor();
  expect(await page.getByTestId('unavailable-firmware_update').innerText()).toBe(
    await reasonOf(page, urls, 'firmware_update'),
  );
  await checkScreen(page, 'bafang-serial-firmware-update');
  await expectUnavailablePage(
    page,
    urls,
    '/service-tool/performance-tuning',
    'assist_levels',
    'bafang-serial-performance-tuning',
  );
  expect(errors).toEqual([]);
});
