// Issue 17 point 4, the screenshot matrix: the help centre and an error-code article in both themes,
// German and Japanese, at 390, 768 and 1440 px, with axe finding nothing and nothing scrolling
// sideways; no category description or section name is left in English on the help centre.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { screenMatrix } from '../harness/screen-matrix.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const CODE = '0x0301';
/** What the English help centre says, which no other language may show. */
const ENGLISH = ['Step-by-step help for common workshop problems.', 'Cases and warranty', 'Getting started'];
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let articlePath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, baseUrl, { acceptCookies: true });
  page = await context.newPage();
  errors = watchErrors(page);
  await signIn(page, 'dealer@example.com', '/help');
  await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
  // The article's address, as a technician reaches it: the error-code lookup.
  for (const text of ENGLISH) await page.getByText(text).first().waitFor();
  await page.getByLabel('Error code or description').fill(CODE);
  await page.getByRole('link', { name: CODE, exact: true }).click();
  await page.waitForURL(/\/help\/article\//);
  articlePath = new URL(page.url()).pathname;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('help screens of issue 17 point 4', () => {
  it('the help centre, with no English category description or section name', async () => {
    await screenMatrix(page, '/help', 'help-centre', async () => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('main').getByRole('link').nth(3).waitFor();
      const text = await page.locator('main').innerText();
      for (const english of ENGLISH) expect(text, 'English left on the help centre').not.toContain(english);
    });
  });

  it('an error-code article', async () => {
    await screenMatrix(page, articlePath, 'error-code-article', async () => {
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.getByTestId('language-fallback').count()).toBe(0);
    });
    expect(errors).toEqual([]);
  });
});
