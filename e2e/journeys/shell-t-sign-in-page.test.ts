// Issue 17 point 11, the sign-in page: it offers the portal's languages and the choice carries over
// (German sign-in → German portal); "Forgot password?" leads to a portal page where a technician
// asks for a code, reads it from the mail (an SMTP sink stands in for the mail server), sets a new
// password with it and signs in with that. An API of its own delivers mails to the sink.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { startOwnApi, type OwnApi } from '../harness/own-api.ts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { startMailSink, type MailSink } from '../harness/mail-sink.ts';
import { signInFromLogin } from '../harness/sign-in.ts';

let browser: Browser;
let sink: MailSink;
let api: OwnApi;
let baseUrl: string;

beforeAll(async () => {
  sink = await startMailSink();
  api = await startOwnApi('API with an SMTP sink', { SMTP_URL: sink.url, MAIL_POLL_MS: '200' });
  baseUrl = api.baseUrl;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await api?.stop();
  await sink?.close();
});

/** From the portal's /login to the provider's page. */
async function toProviderPage(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByRole('heading', { name: 'Sign in to Dealer Portal' }).waitFor();
  const accept = page.getByRole('button', { name: 'Accept' });
  if (await accept.isVisible()) await accept.click();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/\/idp\/interaction\//);
}

describe('the sign-in page', () => {
  it('signs in in German and opens the portal in German', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await toProviderPage(page);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.getByText('Language:').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await page.getByRole('heading', { name: 'Bei Ihrem Konto anmelden' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('de');
    expect(await axeViolations(page), 'sign-in page in German').toEqual([]);
    await page.getByLabel('E-Mail-Adresse').fill('service@example.com');
    await page.getByLabel('Passwort').fill('wrong-password1');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    // A wrong password reads in German, with its catalogue code in small print.
    await page.getByText('E-Mail-Adresse oder Passwort ist falsch.').waitFor();
    expect(await page.locator('#sign-in-error small').textContent()).toBe('Fehlercode 401700');
    await page.getByLabel('Passwort').fill('demo1234');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/idp') && !url.searchParams.has('code'), {
      timeout: 30_000,
    });
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await nav.getByRole('link', { name: 'Startseite' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    expect(await page.getAttribute('html', 'lang')).toMatch(/^de/);
    await context.close();
  });

  it('resets a forgotten password with the code from the mail and signs in with the new one', async () => {
    const context = await newContext(browser, baseUrl);
    const page = await context.newPage();
    await toProviderPage(page);
    await page.getByLabel('E-mail address').fill('dealer@example.com');
    await page.getByLabel('Password').fill('not-it-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Wrong e-mail address or password.').waitFor();
    // The link carries the address typed and the page's language to the portal's reset page.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(/\/forgot-password\?/);
    await page.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await page.getByLabel(/E-mail address/).inputValue()).toBe('dealer@example.com');
    expect(await axeViolations(page), 'reset page, first step').toEqual([]);

    const since = sink.mails.length;
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText(/If an account exists for dealer@example\.com/).waitFor();
    const code = await sink.waitFor('dealer@example.com', /reset code is (\d{6})/, { since });

    // A wrong code first: plain words, the catalogue code in small print.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(/Code from the e-mail/).fill(wrong);
    await page.getByLabel(/^New password/).fill('Werkstatt2026');
    await page.getByLabel(/Confirm new password/).fill('Werkstatt2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/The code is wrong or has expired/).waitFor();
    expect(await page.locator('.reset-error-code').textContent()).toBe('Error code 400700');
    expect(await axeViolations(page), 'reset page with an error').toEqual([]);

    await page.getByLabel(/Code from the e-mail/).fill(code);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login$/);
    await signInFromLogin(page, 'dealer@example.com', 'Werkstatt2026');
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
