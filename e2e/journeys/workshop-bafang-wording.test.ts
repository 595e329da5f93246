// Issue 28 point 12: Bafang wording. The VIN step says a Bafang CAN system stores no VIN (not "after
// a new display was fitted"); "Module ID" does not repeat the serial; "Start HMI diagnosis" is a
// disabled button beside "Not available on this bike"; reconnecting the known bike into its
// workspace does not ask for the frame number again.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DemoBafangBike } from '@dealer/contracts';
import { bafangBridgeForThisFile } from '../harness/bridge-swap.ts';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { screenMatrix } from '../harness/screen-matrix.ts';
import { signIn } from '../harness/sign-in.ts';
import { checkScreen, openFromNav, sessionToken } from './service-tool-b-support.ts';
import { componentRows, connectBafangBike, putBafangScenario } from './service-tool-bafang-support.ts';
import { thisLane } from '../harness/lane.ts';

const urls = thisLane();
bafangBridgeForThisFile();

let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  await putBafangScenario(urls.bridgeUrl, 'bafang_healthy');
  browser = await launchBrowser();
  const context = await newContext(browser, urls.baseUrl, { acceptCookies: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/service-tool');
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

it('says at the VIN step that Bafang CAN stores no VIN', async () => {
  await page.getByLabel('The HMI is on and stays on').check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /Cable/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page
    .getByText('A Bafang CAN drive system stores no VIN.', { exact: false })
    .waitFor({ timeout: 60_000 });
  expect(await page.getByText(/new display/).count()).toBe(0);
  await checkScreen(page, 'workshop-bafang-vin-step');
  await connectBafangBike(page, 'workshop-bafang');
});

it('leaves the module ID empty where the serial stood in for it', async () => {
  const rows = componentRows(page);
  await expect.poll(() => rows.count()).toBe(4);
  for (const row of await rows.all()) {
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells[1], 'serial').toMatch(/\S/);
    expect(cells[2], `module ID of ${cells[0]}`).toBe('—');
  }
});

it('shows the HMI diagnosis it cannot do as a disabled button beside the reason', async () => {
  await openFromNav(page, 'Component diagnosis');
  await page.getByRole('heading', { level: 1, name: 'Component diagnosis' }).waitFor();
  const hmi = page
    .locator('section.panel')
    .filter({ has: page.getByRole('heading', { name: 'HMI Function Diagnosis' }) });
  await hmi.getByText('Not available on this bike').waitFor();
  expect(await hmi.getByRole('link', { name: 'Start HMI diagnosis' }).count()).toBe(0);
  expect(await hmi.getByRole('button', { name: 'Start HMI diagnosis' }).isDisabled()).toBe(true);
  await checkScreen(page, 'workshop-bafang-component-diagnosis');
});

it('reconnects the known bike into its workspace without asking for the frame number', async () => {
  // The bike went away (switched off, connector slipped): the bridge session ends.
  const res = await fetch(`${urls.bridgeUrl}/v2/disconnection`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(page)}`, origin: urls.baseUrl },
  });
  expect(res.status).toBe(200);
  await page.goto('/service-tool');
  await page.getByRole('heading', { name: 'Reconnect the bike' }).waitFor();
  const alert = page.getByRole('dialog', { name: 'Bike disconnected' });
  if (await alert.isVisible()) await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Reconnect Bike' }).last().click();
  const frameStep = page.getByRole('heading', { name: 'Confirm the bike by its frame number' });
  const connected = page.getByRole('heading', { name: 'Bike connected' });
  await frameStep.or(connected).waitFor({ timeout: 60_000 });
  expect(await frameStep.isVisible(), 'asked for the frame number again').toBe(false);
  await page.getByRole('button', { name: 'Open the service tool' }).click();
  await page.locator('#st-tasks-title').waitFor();
  expect(await page.locator('.st-vin').first().innerText()).toBe(DemoBafangBike.vin);
  expect(errors).toEqual([]);
});

it('the component diagnosis in German and Japanese, both themes, phone to desktop', async () => {
  await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
  await screenMatrix(
    page,
    '/service-tool/component-diagnosis',
    'workshop-bafang-component-diagnosis',
    async (p) => {
      await p.locator('.unavailable-note').first().waitFor();
    },
  );
});
