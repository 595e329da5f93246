// bundle_rule_not_match: a hub motor fitted to a mid-motor model. Connect, see the task and the Normal
// band; other screens are blocked with "Go to Component Incompatibility", which opens the bike
// difference screen; the technician reports the bike to the service center. Then the repair: the
// technician fits the shop's spare MOT-M500 drive unit at the bench (PUT /sim/component/motor) and
// registers it on the component replacement screen; after the task reload the rule task is completed
// and no screen is blocked any more.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoFleet, DemoSpareParts } from '@dealer/contracts';
import {
  checkScreen,
  closeActivityDialog,
  dismissNotification,
  startConnected,
  healthBand,
  openFromNav,
  openTaskNames,
} from './service-tool-b-support.ts';
import { swapComponent } from './service-tool-b-bench.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
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

it('replaces the hub motor by an allowed drive unit and completes the rule task', async () => {
  const spare = DemoSpareParts.find((p) => p.partType === 'motor' && p.partSpecCode === 'MOT-M500')!;
  const fitted = DemoFleet.bundle_rule_not_match.components.find((c) => c.partType === 'motor')!;
  await dismissNotification(page);
  await swapComponent(bridgeUrl, 'motor', spare.barcode);

  await openFromNav(page, 'Component replacement');
  await page.getByRole('heading', { name: 'Component replacement' }).waitFor();
  await page.getByLabel('Part type').selectOption('motor');
  await expect.poll(() => page.getByLabel('Serial number being removed').inputValue()).toBe(fitted.barcode);
  await page.getByLabel('New serial number').fill(spare.barcode);
  const checking = page.getByRole('status').filter({ hasText: 'Checking' }).waitFor();
  await page.getByRole('button', { name: 'Replace and link' }).click();
  await checking;
  const report = page.locator('section[aria-labelledby="report-step"]');
  await report.getByText(spare.barcode, { exact: true }).waitFor();
  await report.getByText(DemoFleet.bundle_rule_not_match.frameNumber, { exact: true }).waitFor();

  // The activity-complete dialog names the rule task the reload completed.
  const dialog = page.getByRole('dialog');
  await dialog.waitFor({ timeout: 30_000 });
  expect(await dialog.textContent()).toContain('Component not allowed on this model');
  await closeActivityDialog(page);
  await report.getByText('Linked to the bike').waitFor();
  // The cloud now registers the drive unit instead of the hub motor.
  await page.getByText(`${spare.barcode} (MOT-M500)`, { exact: true }).waitFor();
  expect(await page.getByText(`${fitted.barcode} (MOT-H250)`).count()).toBe(0);
  await checkScreen(page, 'component-replaced');

  expect(await openTaskNames(page)).toContain('No open tasks.');
  expect(await healthBand(page)).toBe('Healthy');
  // Nothing is blocked any more: the parameter check opens instead of the alert.
  await openFromNav(page, 'Parameter check');
  await page.getByRole('heading', { name: 'Parameter check', level: 1 }).waitFor();
  expect(await page.getByRole('alertdialog').count()).toBe(0);
  expect(errors).toEqual([]);
});
