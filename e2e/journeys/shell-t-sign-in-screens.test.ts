// Issue 17 point 11: the sign-in page and the reset page in the portal's look, in both themes (the
// provider's page follows prefers-color-scheme), German and Japanese, at 390, 768 and 1440 px; axe
// finds nothing and nothing scrolls sideways.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { LANGS, sidewaysScroll, WIDTHS } from '../harness/screen-matrix.ts';
import { screenshot } from '../harness/screenshots.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in and reset screens', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`look like the portal in the ${theme} theme`, async () => {
      const context = await newContext(browser, baseUrl, { acceptCookies: true, theme });
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: theme });
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/\/idp\/interaction\//);
      const interaction = new URL(page.url()).pathname;
      for (const lang of LANGS) {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 860 });
          await page.goto(`${interaction}?lang=${lang}`);
          expect(await page.getAttribute('html', 'lang')).toBe(lang);
          await page.locator('details.lang summary').click();
          expect(await page.locator('details.lang a').count()).toBe(12);
          expect(await sidewaysScroll(page), `sign-in ${lang} ${width}`).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), `sign-in ${theme} ${lang} ${width}`).toEqual([]);
          await screenshot(page, `sign-in-page-${lang}-${theme}-${width}`);

          await page.goto(`/forgot-password?lang=${lang}&email=dealer%40example.com`);
          await page.locator('.forgot-password h1').waitFor();
          await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
          expect(await sidewaysScroll(page), `reset ${lang} ${width}`).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), `reset ${theme} ${lang} ${width}`).toEqual([]);
          await screenshot(page, `forgot-password-${lang}-${theme}-${width}`);
        }
      }
      await context.close();
    });
  }
});
