// A Bafang CAN bike with a worn, nearly empty pack: the overview scores it honestly (two battery
// tasks, 70, Normal), the battery screen shows the charge and health the battery reports, warns about
// the low charge, and shows riding statistics and sleep mode unavailable with the bridge's reasons.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bafangBridgeForThisFile } from '../harness/bridge-swap.ts';
import { checkScreen, healthBand, openFromNav, openTaskNames } from './service-tool-b-support.ts';
import { reasonOf, startBafang } from './service-tool-bafang-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
bafangBridgeForThisFile();

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startBafang(urls.baseUrl, urls.bridgeUrl, 'bafang_low_battery'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('opens a task for the worn pack and one for its low charge, and scores the bike 70 (Normal)', async () => {
  await expect.poll(() => openTaskNames(page)).toContain('Battery worn');
  expect(await openTaskNames(page)).toContain('Battery charge low');
  expect(await healthBand(page)).toBe('Normal');
  expect(await page.locator('.st-health-score').first().textContent()).toBe('70');
});

it('shows the low charge and health of the Bafang pack, and what it cannot report', async () => {
  await openFromNav(page, 'Components overview');
  await page.getByTestId('component-battery').getByRole('link', { name: 'Battery information' }).click();
  // 840 of 14,000 mAh left; health 71 % (bafang_low_battery).
  await page
    .getByRole('img', { name: /Charge: 6%/ })
    .first()
    .waitFor({ timeout: 30_000 });
  await page
    .getByRole('img', { name: /Health: 71%/ })
    .first()
    .waitFor();
  await page.getByRole('alert').filter({ hasText: /6/ }).first().waitFor();
  await expect
    .poll(() => page.getByTestId('unavailable-riding_stats').innerText())
    .toBe(await reasonOf(page, urls, 'riding_stats'));
  expect(await page.getByTestId('unavailable-power_off').innerText()).toBe(
    await reasonOf(page, urls, 'power_off'),
  );
  await checkScreen(page, 'bafang-battery');
  expect(errors).toEqual([]);
});
