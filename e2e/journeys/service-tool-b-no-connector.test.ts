// no_connector: the service connector is unplugged. Connecting the bike ends in the connection alert
// (NO_CONNECTOR_DETECTED → "E-Bike connection failed" with Reconnect Bike), and no workspace screen opens.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { setScenario } from './service-tool-b-support.ts';

const baseUrl = inject('baseUrl');
const bridgeUrl = inject('bridgeUrl');
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  page = await (await newContext(browser, baseUrl, { acceptCookies: true })).newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/');
});
afterAll(async () => {
  await browser?.close();
});

it('shows the connector alert when the connector is missing', async () => {
  const vin = await setScenario(bridgeUrl, 'no_connector');
  await page.goto('/service-tool');
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Cable/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('VIN').fill(vin);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Start a new workspace/ }).check();
  await page.getByRole('button', { name: 'Connect bike' }).click();
  const alert = page.getByRole('alertdialog').filter({ hasText: 'E-Bike connection failed' });
  await alert.waitFor({ timeout: 30_000 });
  await alert
    .getByText('We were unable to retrieve e-bike information. Please reconnect your bike.')
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'service-tool-b-no-connector');
  await alert.getByRole('button', { name: 'Reconnect Bike' }).click();
  expect(await page.locator('#st-tasks-title').count()).toBe(0);
  expect(errors).toEqual([]);
});
