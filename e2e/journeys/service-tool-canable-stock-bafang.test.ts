// The Bafang bike behind a CANable on its stock slcan firmware (the emulator written from
// normaldotcom/canable2-fw, in its own process on a pseudo-terminal): the adapter answers no command
// and never confirms a frame, and the bridge still finds it, listens the bus's 250 kbit/s out without
// sending, connects, shows the bike and writes a setting it reads back.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bafangSerialBridgeForThisFile } from '../harness/bafang-pty.ts';
import { bridgeGet, healthBand, sessionToken } from './service-tool-b-support.ts';
import {
  expectBafangDevicesWithVersions,
  openBafang,
  switchLightStartup,
} from './service-tool-bafang-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
const { devicePath } = bafangSerialBridgeForThisFile('bafang_healthy', 'canable2');

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await openBafang(urls.baseUrl, 'canable-stock-bafang'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('finds the stock CANable and the Bafang bus behind it', async () => {
  expect(
    await bridgeGet(urls.bridgeUrl, await sessionToken(page), '/v2/connector/basic_info', urls.baseUrl),
  ).toMatchObject({
    driver: 'serial',
    serial_path: devicePath,
    adapter_kind: 'canable',
    bus_bitrate: 250_000,
    bus_protocol: 'bafang',
  });
  expect(await healthBand(page)).toBe('Healthy');
  await expectBafangDevicesWithVersions(page);
});

it('writes the light start-up state through the adapter and reads it back', async () => {
  const light = await switchLightStartup(page, urls);
  expect(light.onBike).toBe(light.written);
  expect(errors).toEqual([]);
});
