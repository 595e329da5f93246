// Sign-in journeys: deep link → /login?redirectUrl → provider → back at the deep link; the
// no-permission account; logout keeps only the two spec'd keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, storageKeys, watchErrors } from '../harness/browser.ts';
import { signInFromLogin } from '../harness/sign-in.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('sign-in', () => {
  it('a deep link without a session goes through /login and the provider back to the deep link', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/service-tool/firmware-update?vin=ABC');
    await page.waitForURL('**/login?redirectUrl=*');
    expect(new URL(page.url()).searchParams.get('redirectUrl')).toBe('/service-tool/firmware-update?vin=ABC');
    await signInFromLogin(page, 'dealer@example.com');
    await page.waitForURL('**/service-tool/firmware-update?vin=ABC');
    // The screen itself belongs to the firmware issue; the shell's job is to arrive there signed in.
    await page.getByRole('button', { name: /^Account/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/service-tool/firmware-update');
    const keys = await storageKeys(page);
    expect(keys).toEqual(expect.arrayContaining(['accessToken', 'idToken', 'refreshToken']));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the account without permissions lands on /no-permission', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login?redirectUrl=*');
    await signInFromLogin(page, 'nopermission@example.com');
    await page.waitForURL('**/no-permission');
    await page.getByRole('heading', { name: 'No access to Dealer Portal' }).waitFor();
    await context.close();
  });

  it('logout clears storage except the diagnosis list and the cookie flag, then returns to /login', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForURL('**/login?redirectUrl=*');
    await signInFromLogin(page, 'dealer@example.com');
    await page.waitForURL(`${baseUrl}/`);
    await page.evaluate(() => {
      localStorage.setItem(
        'fullDiagnosisInfoList',
        JSON.stringify([{ vin: 'X', lastPerformTimeStamp: Date.now() }]),
      );
      localStorage.setItem('lang', 'en');
    });
    expect((await storageKeys(page)).length).toBeGreaterThan(4);
    // Record storage as the portal page is left for the provider's logout address (sessionStorage
    // survives the round trip in this tab, localStorage is shared with the provider's origin).
    await page.evaluate(() =>
      window.addEventListener('pagehide', () =>
        sessionStorage.setItem('keysAtLogout', JSON.stringify(Object.keys(localStorage).sort())),
      ),
    );
    await page.getByRole('button', { name: /^Account/ }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/, { timeout: 30_000 });
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('keysAtLogout'))) ?? 'null')).toEqual(
      ['cookieDismissed', 'fullDiagnosisInfoList'],
    );
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await context.close();
  });
});
