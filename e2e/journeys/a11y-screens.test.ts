// axe-core finds no violation on any shell screen, in the light and the dark theme; screenshots of
// login, home frame and 404 in both themes (account setup: account-setup.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, type Theme } from '../harness/browser.ts';
import { signInFromLogin } from '../harness/sign-in.ts';
import { axeViolations } from '../harness/axe.ts';
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

async function expectAccessible(page: Page, what: string) {
  await page.locator('h1').first().waitFor();
  expect(await axeViolations(page), what).toEqual([]);
}

// The shell's own screens; each feature's journeys check their screens themselves.
const SIGNED_IN_SCREENS: [string, string][] = [
  ['/', 'home'],
  ['/account-detail', 'Account detail'],
  ['/change-password', 'Change password'],
  ['/no-permission', 'No access to Dealer Portal'],
];

for (const theme of ['light', 'dark'] as Theme[]) {
  describe(`${theme} theme`, () => {
    it('screens without a session', async () => {
      const context = await newContext(browser, baseUrl, { theme });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByRole('region', { name: 'Cookies and browser storage' }).waitFor();
      await expectAccessible(page, 'login with cookie prompt');
      await screenshot(page, `login-${theme}`);
      await page.goto('/cookie-reject');
      await expectAccessible(page, 'cookie-reject');
      await page.goto('/account-setup');
      await expectAccessible(page, 'account-setup without session');
      await page.goto('/404');
      await expectAccessible(page, '404 without session');
      await context.close();

      const phone = await newContext(browser, baseUrl, { theme, viewport: { width: 390, height: 844 } });
      const mobile = await phone.newPage();
      await mobile.goto('/');
      await mobile.waitForURL(/\/mobile-init\?redirectUrl=/);
      await expectAccessible(mobile, 'mobile-init');
      await phone.close();
    });

    it('screens of a signed-in dealer, with the account menu and an alert open', async () => {
      const context = await newContext(browser, baseUrl, { theme, acceptCookies: true });
      const page = await context.newPage();
      await page.goto('/login');
      await signInFromLogin(page, 'dealer@example.com');
      await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
      await screenshot(page, `home-${theme}`);
      for (const [path, title] of SIGNED_IN_SCREENS) {
        await page.goto(path);
        if (title !== 'home') await page.getByRole('heading', { level: 1, name: title }).waitFor();
        await expectAccessible(page, path);
      }
      await page.goto('/nothing-here');
      await page.waitForURL('**/404');
      await expectAccessible(page, '404 signed in');
      await screenshot(page, `404-${theme}`);

      await page.getByRole('button', { name: /^Account/ }).click();
      await page.getByRole('button', { name: 'Log out' }).waitFor();
      expect(await axeViolations(page), 'account menu').toEqual([]);

      // An alert over the frame: the session-expired alert after a failed refresh.
      await page.evaluate(() => {
        const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
        localStorage.setItem('accessToken', `${b64({ alg: 'none' })}.${b64({ exp: 1 })}.sig`);
        localStorage.setItem('refreshToken', 'invalid');
        window.dispatchEvent(new Event('focus'));
      });
      await page.getByRole('alertdialog', { name: 'Session expired' }).waitFor();
      expect(await axeViolations(page), 'alert modal').toEqual([]);
      await screenshot(page, `alert-${theme}`);
      await context.close();
    });
  });
}
