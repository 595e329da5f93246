// bundle_rule_not_match: a hub motor fitted to a mid-motor model. Connect, see the task and the Normal
// band; other screens are blocked with "Go to Component Incompatibility", which opens the bike
// difference screen; the technician reports the bike to the service center.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  checkScreen,
  startConnected,
  healthBand,
  openFromNav,
  openTaskNames,
} from './service-tool-b-support.ts';

const baseUrl = inject('baseUrl');
const bridgeUrl = inject('bridgeUrl');
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ browser, page, errors } = await startConnected(baseUrl, bridgeUrl, 'bundle_rule_not_match'));
});
afterAll(async () => {
  await browser?.close();
});

it('blocks other screens and reports the incompatible motor from the bike difference screen', async () => {
  expect(await openTaskNames(page)).toContain('Component not allowed on this model');
  expect(await healthBand(page)).toBe('Normal');

  await openFromNav(page, 'Parameter check');
  await page.getByRole('alertdialog').getByText('Parameter check page not accessible').waitFor();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: 'Go to Component Incompatibility' })
    .click();
  await page.waitForURL('**/service-tool/bike-diff');
  // The motor is registered as fitted, so it is no serial difference: the rule section names it.
  await page.getByTestId('rule-parts').getByText('MOT-H250', { exact: false }).waitFor();
  await page.getByRole('heading', { name: 'Component incompatibility' }).waitFor();
  await page.getByRole('button', { name: 'Report to service center' }).click();
  await page.getByText('Report sent to the service center').first().waitFor();
  await checkScreen(page, 'bike-diff-rule');
  expect(errors).toEqual([]);
});
