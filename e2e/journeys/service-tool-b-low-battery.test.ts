// low_battery: the pack is at 8 %. Connect, see the firmware task of this bike and its band, and the
// battery screen shows the low charge (red ring, the warning) read from the pack.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { checkScreen, connectBike, healthBand, openTaskNames, setScenario } from './service-tool-b-support.ts';

const baseUrl = inject('baseUrl');
const bridgeUrl = inject('bridgeUrl');
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl, { acceptCookies: true })).newPage();
  errors = watchErrors(page);
  const vin = await setScenario(bridgeUrl, 'low_battery');
  await signIn(page, 'dealer@example.com', '/service-tool');
  await connectBike(page, vin);
});
afterAll(async () => {
  await browser?.close();
});

it('shows the low charge on the battery screen', async () => {
  expect(await openTaskNames(page)).toContain('Firmware update available');
  expect(await healthBand(page)).toBe('Healthy');
  await page.goto('/service-tool/battery');
  await page.getByRole('img', { name: 'Charge: 8 %' }).waitFor();
  await page.getByRole('alert').filter({ hasText: 'The charge is low (8 %)' }).waitFor();
  await checkScreen(page, 'battery-low');
  expect(errors).toEqual([]);
});
