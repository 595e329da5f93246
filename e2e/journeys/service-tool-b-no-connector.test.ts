// no_connector: the service connector is unplugged. Connecting the bike ends in the connection alert
// (NO_CONNECTOR_DETECTED → "E-Bike connection failed" with Reconnect Bike), and no workspace screen opens.
// The technician then plugs the connector in at the bench (PUT /sim/connector); after Reconnect Bike
// the connect flow completes and the service tool opens with the bike's tasks.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoFleet } from '@dealer/contracts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';
import { checkScreen, healthBand, openTaskNames, setScenario } from './service-tool-b-support.ts';
import { plugConnector } from './service-tool-b-bench.ts';
import { confirmVin } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl, bridgeUrl } = thisLane();
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
  // The VIN cannot be read without the connector: the step says why in plain words, and the VIN
  // can still be typed or scanned.
  await page
    .getByRole('status')
    .filter({ hasText: 'The VIN could not be read from the bike. The service connector does not answer.' })
    .waitFor({ timeout: 30_000 });
  await page.getByText('Code 300001').waitFor();
  await confirmVin(page, vin);
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog').filter({ hasText: 'E-Bike connection failed' });
  const choose = page.getByRole('heading', { name: 'Choose the workspace' });
  await alert.or(choose).waitFor({ timeout: 30_000 });
  if (await choose.isVisible()) {
    await page.getByRole('radio', { name: /Start a new workspace/ }).check();
    await page.getByRole('button', { name: 'Connect bike' }).click();
  }
  await alert.waitFor({ timeout: 30_000 });
  await alert
    .getByText('We were unable to retrieve e-bike information. Please reconnect your bike.')
    .waitFor();
  expect(await axeViolations(page)).toEqual([]);
  await screenshot(page, 'service-tool-b-no-connector');
  await plugConnector(bridgeUrl);
  await alert.getByRole('button', { name: 'Reconnect Bike' }).click();
  expect(await page.locator('#st-tasks-title').count()).toBe(0);
  expect(errors).toEqual([]);
});

it('connects once the connector is plugged in and opens the service tool with the tasks', async () => {
  // The connect flow is back at the connection type (no page load): the same visit goes on.
  await page.getByRole('radio', { name: /Cable/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await confirmVin(page, DemoFleet.no_connector.vin);
  await page.keyboard.press('Enter');
  const resume = page.getByRole('radio', { name: /Continue workspace #/ });
  await resume.check();
  await page.getByRole('button', { name: 'Connect bike' }).click();
  await page.getByRole('heading', { name: 'Bike connected' }).waitFor({ timeout: 60_000 });
  await checkScreen(page, 'connector-bike-connected');
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.locator('#st-tasks-title').waitFor();
  expect(await openTaskNames(page)).toContain('No open tasks.');
  expect(await healthBand(page)).toBe('Healthy');
  await checkScreen(page, 'connector-plugged');
  expect(errors).toEqual([]);
});
