// part_bundle_not_found: a replacement battery on the bus that no bike has registered. Connect, see the
// task and the Normal band, link the battery in component replacement (the post-bundle report step),
// and see the task completed after the reload.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  checkScreen,
  startConnected,
  closeActivityDialog,
  healthBand,
  openFromNav,
  openTaskNames,
} from './service-tool-b-support.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startConnected(baseUrl, bridgeUrl, 'part_bundle_not_found'));
});
afterAll(async () => {
  await browser?.close();
});

it('links the unregistered battery to the bike and the task completes', async () => {
  expect(await openTaskNames(page)).toContain('Component not linked to the bike');
  // 100 − 20 for the critical bundle task: still in the Healthy band (≥ 80).
  expect(await page.locator('.st-health-score').first().innerText()).toBe('80');
  expect(await healthBand(page)).toBe('Healthy');

  await openFromNav(page, 'Components overview');
  await page.getByTestId('component-battery').getByText('Different part').waitFor();
  await openFromNav(page, 'Component replacement');
  await page.getByLabel('Part type').selectOption('battery');
  await page.getByText('The bike reports serial BT0299006 for this part.').waitFor();
  await page.getByRole('button', { name: 'Use it' }).click();
  expect(await page.getByLabel('New serial number').inputValue()).toBe('BT0299006');
  await page.getByText('For battery, Scan the QR Code to get correct serial number.').waitFor();
  await checkScreen(page, 'component-replacement');
  await page.getByRole('button', { name: 'Replace and link' }).click();
  await page
    .getByText("Links the components serial number to bike's frame number for identification.")
    .waitFor();
  await closeActivityDialog(page);
  await page.getByText('Linked to the bike', { exact: true }).waitFor();
  await checkScreen(page, 'component-replacement-linked');

  await expect.poll(() => openTaskNames(page)).toContain('No open tasks.');
  expect(await page.locator('.st-health-score').first().innerText()).toBe('100');
  expect(errors).toEqual([]);
});
