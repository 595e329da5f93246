// error_code_danger and error_code_warning: connect each bike, see its error-code task and band, and
// open the problem-solving article of the reported code from component diagnosis.
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import {
  checkScreen,
  connectBike,
  healthBand,
  openFromNav,
  openTaskNames,
  setScenario,
} from './service-tool-b-support.ts';

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

const cases = [
  { scenario: 'error_code_danger', task: 'Serious error code', band: 'Poor', code: '0x0101' },
  { scenario: 'error_code_warning', task: 'Error code', band: 'Healthy', code: '0x0302' },
] as const;

for (const c of cases) {
  it(`${c.scenario}: the ${c.code} article opens from the error code`, async () => {
    await connectBike(page, await setScenario(bridgeUrl, c.scenario));
    expect(await openTaskNames(page)).toContain(c.task);
    expect(await healthBand(page)).toBe(c.band);
    await openFromNav(page, 'Component diagnosis');
    const row = page.getByRole('row', { name: new RegExp(c.code) }).filter({ hasText: 'Current' });
    await row.waitFor();
    await checkScreen(page, `component-diagnosis-${c.scenario}`);
    await row.getByRole('link').click();
    await page.waitForURL('**/service-tool/problem-solving/*');
    await page.getByText(`Error code ${c.code}`).waitFor();
    await checkScreen(page, `problem-solving-${c.scenario}`);
    expect(errors).toEqual([]);
  });
}
