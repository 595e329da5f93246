// The UDS bike behind a CANable on its stock slcan firmware (the emulator written from
// normaldotcom/canable2-fw, in its own process on a pseudo-terminal): the adapter answers no command
// and never confirms a frame; the silent bike is found by one read-only probe after listening, the
// portal connects it by VIN and shows it healthy.
import { DemoFleet } from '@dealer/contracts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bafangSerialBridgeForThisFile } from '../harness/bafang-pty.ts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { bridgeGet, connectBike, healthBand, sessionToken } from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
const { devicePath } = bafangSerialBridgeForThisFile('healthy', 'canable2');

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, urls.baseUrl, { acceptCookies: true })).newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/service-tool');
  await connectBike(page, DemoFleet.healthy.vin);
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('connects the UDS bike through the stock CANable and shows it healthy', async () => {
  expect(
    await bridgeGet(urls.bridgeUrl, await sessionToken(page), '/v2/connector/basic_info', urls.baseUrl),
  ).toMatchObject({
    driver: 'serial',
    serial_path: devicePath,
    adapter_kind: 'canable',
    bus_bitrate: 500_000,
    bus_protocol: 'uds',
  });
  expect(await healthBand(page)).toBe('Healthy');
  expect(errors).toEqual([]);
});
