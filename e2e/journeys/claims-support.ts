// Shared by the warranty-claim journeys (not a test file): a second signed-in party, axe in both
// themes with screenshots, a real PNG for the photo upload, and the status and history as the
// claim and order screens show them.
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { newContext, watchErrors } from '../harness/browser.ts';
import { screenshot } from '../harness/screenshots.ts';
import { signIn } from '../harness/sign-in.ts';

export const DEALER = 'dealer@example.com';
export const CENTER = 'service@example.com';

export async function signedIn(
  browser: Browser,
  baseUrl: string,
  email: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(browser, baseUrl, { acceptCookies: true });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signIn(page, email);
  await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
  return { context, page, errors };
}

/**
 * The dealer and the service center, each signed in in a context of its own, with their page errors.
 * `phones`: both have passed the mobile notice once, as a technician would, so the pages may be looked
 * at below the portal's desktop width.
 */
export async function signInParties(browser: Browser, baseUrl: string, options: { phones?: boolean } = {}) {
  const d = await signedIn(browser, baseUrl, DEALER);
  const c = await signedIn(browser, baseUrl, CENTER);
  if (options.phones)
    for (const page of [d.page, c.page])
      await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
  return {
    dealer: d.page,
    center: c.page,
    contexts: [d.context, c.context],
    pageErrors: [d.errors, c.errors],
  };
}

/** axe in light and dark, a screenshot of each; the theme is left light. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page), `${name} light`).toEqual([]);
  await screenshot(page, `${name}-light`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page), `${name} dark`).toEqual([]);
  await screenshot(page, `${name}-dark`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

/** A real PNG (a piece of the page itself), as a technician's photo would be. */
export async function photo(page: Page, name: string) {
  const buffer = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 240 } });
  return { name, mimeType: 'image/png', buffer };
}

/** Opens a screen from the main navigation. */
export async function openFromMainNav(page: Page, link: string, heading: string): Promise<void> {
  if (!(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible())) await page.goto('/');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Waits until the claim's (or order's) status badge reads `status`. */
export async function expectStatus(page: Page, testId: 'claim-status' | 'order-status', status: string) {
  await expect.poll(() => page.getByTestId(testId).innerText(), { timeout: 15_000 }).toBe(status);
}

/** The history as shown: one line per move, comment or refund, with its person. */
export const historyText = (page: Page) => page.getByTestId('history').innerText();
