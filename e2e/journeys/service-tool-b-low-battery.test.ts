// low_battery: the pack is at 8 %. Connect, see the firmware task of this bike and its band, and the
// battery screen shows the low charge (red ring, the warning) read from the pack.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { checkScreen, startConnected, healthBand, openTaskNames } from './service-tool-b-support.ts';

const baseUrl = inject('baseUrl');
const bridgeUrl = inject('bridgeUrl');
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startConnected(baseUrl, bridgeUrl, 'low_battery'));
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
