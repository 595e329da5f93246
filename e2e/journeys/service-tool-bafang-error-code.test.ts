// A Bafang CAN bike whose display reports error 14 (the motor stopped talking to the display): the
// code as BF-14 on the drive unit, a serious error-code task scored by the danger level its help
// article states (High), the article, and the error history and clearing shown unavailable with the
// bridge's reasons (a Bafang display keeps no history).
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
  ({ browser, page, errors } = await startBafang(urls.baseUrl, urls.bridgeUrl, 'bafang_error_code'));
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('raises a serious error-code task for BF-14 and scores it as the danger it is (60, Poor)', async () => {
  await expect.poll(() => openTaskNames(page)).toContain('Serious error code');
  expect(await healthBand(page)).toBe('Poor');
  expect(await page.locator('.st-health-score').first().textContent()).toBe('60');
  await checkScreen(page, 'bafang-error-code-overview');
});

it('lists BF-14 on the drive unit with its article, and no history as unavailable', async () => {
  await openFromNav(page, 'Component diagnosis');
  await page.getByRole('cell', { name: 'BF-14', exact: true }).waitFor();
  await expect
    .poll(() => page.getByTestId('unavailable-error_code_history').innerText())
    .toBe(await reasonOf(page, urls, 'error_code_history'));
  expect(await page.getByTestId('unavailable-clear_error_codes').innerText()).toBe(
    await reasonOf(page, urls, 'clear_error_codes'),
  );
  await expect.poll(() => page.getByRole('button', { name: /Clear/ }).count()).toBe(0);
  await checkScreen(page, 'bafang-component-diagnosis');
  await page.getByRole('link', { name: /BF-14/ }).click();
  await page.getByText('Error code BF-14').first().waitFor();
  await page.getByText(/motor/i).first().waitFor();
  await checkScreen(page, 'bafang-problem-solving');
  expect(errors).toEqual([]);
});
