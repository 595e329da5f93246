// The Bafang bike over the Wi-Fi adapter: the Bafang simulator behind the WiCAN emulator (written from
// meatpiHQ/wican-fw) on a TCP port, in its own process, and the bridge's tcp driver on that address
// (BRIDGE_DRIVER=tcp): detection finds the bus's 250 kbit/s through the adapter over TCP. The portal
// connects the bike, runs a full diagnosis and writes a setting that the drive unit reads back.
// The portal does not show the link in use yet: the bridge's connector identification says it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { wicanTcpBridgeForThisFile } from '../harness/bafang-pty.ts';
import { bridgeGet, healthBand, runFullDiagnosis, sessionToken } from './service-tool-b-support.ts';
import {
  expectBafangDevicesWithVersions,
  openBafang,
  switchLightStartup,
} from './service-tool-bafang-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
const { tcpAddress } = wicanTcpBridgeForThisFile('bafang_healthy');

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBafang(urls.baseUrl, 'wifi-bafang'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('connects the Bafang bike through the Wi-Fi adapter at the address the bridge was given', async () => {
  expect(
    await bridgeGet(urls.bridgeUrl, await sessionToken(page), '/v2/connector/basic_info', urls.baseUrl),
  ).toMatchObject({
    driver: 'tcp',
    serial_path: tcpAddress(),
    adapter_kind: 'wican',
    bus_bitrate: 250_000,
    bus_protocol: 'bafang',
  });
  expect(await healthBand(page)).toBe('Healthy');
  await expectBafangDevicesWithVersions(page);
});

it('runs a full diagnosis over the Wi-Fi link, what the bike cannot do skipped with the reason', async () => {
  const { status, findings } = await runFullDiagnosis(page);
  expect(status).toMatchObject({
    Identification: 'pass',
    Firmware: 'skip',
    'Tasks and health score': 'pass',
  });
  expect(findings).toContain('4 components answered');
  expect(findings).toContain('No active error code');
  expect(findings.some((f) => f.startsWith('Firmware updates: not available on this bike ('))).toBe(true);
  expect(findings.some((f) => /^Odometer 1,?843 km$/.test(f))).toBe(true);
});

it('writes the light start-up state over the Wi-Fi link and reads it back from the drive unit', async () => {
  const light = await switchLightStartup(page, urls);
  expect(light.onBike).toBe(light.written);
  // A fresh read of the settings screen shows what the drive unit now holds.
  await page.reload();
  const field = page.getByLabel('Lights at start-up');
  await expect.poll(() => field.isEnabled(), { timeout: 30_000 }).toBe(true);
  expect(await field.inputValue()).toBe(light.written);
  expect(errors).toEqual([]);
});
