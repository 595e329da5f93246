// Issue 28 point 9: a claim's evidence comes from the server's records, not from one browser. The
// dealer runs a full diagnosis on the workshop computer; at the counter (a new browser, nothing in its
// storage) the claim form still finds that diagnosis, says it is attached, and the filed claim carries it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../harness/browser.ts';
import { screenMatrix } from '../harness/screen-matrix.ts';
import { spinnersGone } from '../harness/screenshots.ts';
import { connectedPage, side, vinOf } from '../harness/service-tool.ts';
import { thisLane } from '../harness/lane.ts';
import { DEALER, checkScreen, expectStatus, signedIn } from './claims-support.ts';

const { baseUrl, bridgeUrl } = thisLane();
const vin = vinOf('error_code_danger');
let browser: Browser;
const contexts: BrowserContext[] = [];
let counter: Page;
let counterErrors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const c of contexts) await c.close();
  await browser?.close();
});

it('the workshop computer runs a full diagnosis of the bike', async () => {
  const workshop = await connectedPage(browser, { baseUrl, bridgeUrl }, 'error_code_danger', {
    newWorkspace: true,
  });
  contexts.push(workshop.context);
  const { page } = workshop;
  await side(page).getByRole('link', { name: 'Full Diagnosis', exact: true }).click();
  await page.getByRole('button', { name: 'Start full diagnosis' }).click();
  await page.getByRole('heading', { name: 'Diagnosis finished' }).waitFor({ timeout: 60_000 });
  // The service book (the server's record) lists it: the run reached the server.
  await page.goto(`/service-book?vin=${vin}`);
  await page.getByTestId('diagnosis-runs').getByRole('listitem').first().waitFor();
  expect(workshop.errors).toEqual([]);
});

it('the counter computer, with nothing stored, files the claim with that diagnosis attached', async () => {
  const c = await signedIn(browser, baseUrl, DEALER);
  contexts.push(c.context);
  ({ page: counter, errors: counterErrors } = c);
  expect(await counter.evaluate(() => localStorage.getItem('fullDiagnosisInfoList'))).toBeNull();
  await counter.goto(`/claim/new?vin=${vin}`);
  await counter.getByRole('heading', { level: 1, name: 'File a warranty claim' }).waitFor();
  const note = counter.getByTestId('claim-diagnosis-note');
  await expect
    .poll(() => note.innerText(), { timeout: 15_000 })
    .toMatch(/^The full diagnosis of .+ is attached\.$/);
  expect(await counter.getByText('on this computer').count()).toBe(0);
  await checkScreen(counter, 'workshop-claim-new-evidence');
  await counter.getByLabel('What the technician found').fill('Motor cuts out under load; 0x0101 active');
  await counter.getByRole('button', { name: 'Send to the service center' }).click();
  await counter.waitForURL(/\/claim\/\d+$/);
  await expectStatus(counter, 'claim-status', 'Submitted');
  expect(await counter.getByTestId('claim-diagnosis').innerText()).toMatch(/Error codes: Failed/);
  expect(counterErrors).toEqual([]);
});

it('the claim form in German and Japanese, both themes, phone to desktop', async () => {
  await counter.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
  await screenMatrix(counter, `/claim/new?vin=${vin}`, 'workshop-claim-new-evidence', async (page) => {
    await page.getByTestId('claim-diagnosis-note').waitFor();
    await spinnersGone(page);
    expect(await page.getByTestId('claim-diagnosis-note').innerText()).toMatch(/\d/);
  });
  await counter.setViewportSize({ width: 1440, height: 900 });
});
