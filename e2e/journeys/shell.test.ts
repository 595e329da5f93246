// Shell journeys: cookie rejection, phone user agent, unknown path, language persistence, token
// refresh on focus, the /service-tool-layout alias.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { cspViolations, launchBrowser, newContext, watchErrors } from '../harness/browser.ts';
import { signIn } from '../harness/sign-in.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('shell', () => {
  it('serves the portal with its Content-Security-Policy, and the journeys see a violation', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const response = await page.goto('/login');
    const csp = response!.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response!.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // An inline script is refused, and the harness records it (every journey file fails on one).
    await page.evaluate(() => {
      const s = document.createElement('script');
      s.textContent = 'window.__inlineRan = true';
      document.head.append(s);
    });
    await expect.poll(() => cspViolations.some((v) => v.startsWith('script-src-elem inline'))).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { __inlineRan?: boolean }).__inlineRan),
    ).toBeUndefined();
    cspViolations.splice(0); // this one was caused on purpose
    await context.close();
  });

  it('rejecting cookies leads to /cookie-reject and signing in stays impossible until accepted', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/login');
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isDisabled()).toBe(true);
    await page
      .getByRole('region', { name: 'Cookies and browser storage' })
      .getByRole('button', { name: 'Reject' })
      .click();
    await page.waitForURL('**/cookie-reject');
    await page.getByRole('heading', { name: 'The portal needs browser storage' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('cookieDismissed'))).toBeNull();
    await page.getByRole('button', { name: 'Review my choice' }).click();
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'Accept' }).click();
    expect(await page.getByRole('button', { name: 'Sign in', exact: true }).isEnabled()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('cookieDismissed'))).toBe('true');
    await context.close();
  });

  it('a phone user agent is sent to /mobile-init', async () => {
    const context = await newContext(browser, baseUrl, {
      userAgent: PHONE_UA,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(/\/mobile-init\?redirectUrl=/);
    await page.getByRole('heading', { name: 'A small screen' }).waitFor();
    // Coming from mobile-init the user may go on (rule 7 exemption): login is next.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/login?redirectUrl=*');
    await context.close();
  });

  it('a narrow desktop window counts as mobile too', async () => {
    const context = await newContext(browser, baseUrl, { viewport: { width: 480, height: 800 } });
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL(/\/mobile-init\?redirectUrl=/);
    await context.close();
  });

  it('an unknown path goes to /404', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/no/such/page');
    await page.waitForURL('**/404');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await context.close();
  });

  it('signed in: unknown paths, the alias route, language that survives a reload, refresh on focus', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signIn(page, 'dealer@example.com');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();

    await page.goto('/service-tool/does-not-exist');
    await page.waitForURL('**/404');
    await page.goto('/service-tool-layout');
    await page.waitForURL(/\/service-tool$/);

    // Language: German, kept under `lang` and after a reload.
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('link', { name: 'Startseite' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    await page.reload();
    await page.getByRole('link', { name: 'Startseite' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de-DE');
    await page.getByLabel('Sprache').selectOption('en');
    await page.getByRole('link', { name: 'Home' }).waitFor();

    // An access token whose exp has passed is refreshed when the window gains focus.
    const expired = await page.evaluate(() => {
      const b64 = (o: object) =>
        btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
      const token = `${b64({ alg: 'none' })}.${b64({ sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 })}.sig`;
      localStorage.setItem('accessToken', token);
      return token;
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.waitForFunction((old) => localStorage.getItem('accessToken') !== old, expired, {
      timeout: 15_000,
    });
    const fresh = await page.evaluate(() => localStorage.getItem('accessToken'));
    expect(fresh?.split('.')).toHaveLength(3);
    // The refreshed token works: navigating still shows the signed-in frame.
    await page.getByRole('link', { name: 'Service book' }).click();
    await page.getByRole('heading', { level: 1, name: 'Service book' }).waitFor();
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a screen whose chunk fails to load is reached by reloading the target path', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, 'dealer@example.com');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    // Every fetch of the screen's chunk fails until the document is reloaded (Vite may preload the
    // chunk and import it again: both attempts fail, as they would with a removed deployment).
    let loads = 0;
    page.on('load', () => (loads += 1));
    let failed = 0;
    let served = 0;
    await context.route('**/assets/AccountDetailPage-*.js', async (route) => {
      if (loads === 0) {
        failed += 1;
        await route.abort('failed');
      } else {
        served += 1;
        await route.continue();
      }
    });
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('link', { name: 'Account detail' }).click();
    await reloaded;
    await page.getByRole('heading', { level: 1, name: 'Account detail' }).waitFor();
    expect(failed).toBeGreaterThan(0);
    expect(served).toBeGreaterThan(0);
    expect(loads).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/account-detail');
    await context.close();
  });

  it('username and token in the address clear the diagnosis list and cookie flag and go to /login', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('fullDiagnosisInfoList', '[]'));
    await page.goto('/?username=anna&token=handoff');
    await page.waitForURL(/\/login$/);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('fullDiagnosisInfoList'),
        localStorage.getItem('cookieDismissed'),
      ]),
    ).toEqual([null, null]);
    await context.close();
  });

  it('a refresh that fails shows the session-expired alert', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, 'service@example.com');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
      localStorage.setItem('accessToken', `${b64({ alg: 'none' })}.${b64({ exp: 1 })}.sig`);
      localStorage.setItem('refreshToken', 'not-a-refresh-token');
    });
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const alert = page.getByRole('alertdialog', { name: 'Session expired' });
    await alert.waitFor();
    await expect(alert.getByText('Please log in again to continue using the app.').isVisible()).resolves.toBe(
      true,
    );
    await alert.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/login/, { timeout: 30_000 });
    await context.close();
  });
});
