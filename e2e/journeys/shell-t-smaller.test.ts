// Issue 17 point 11: at 1280 px every main-navigation link shows whole and the search box's text is
// not cut; notices appear below the header, never over the top menu; a missing help article shows its
// own not-found page and no error alert on top; after a session expiry the user signs in again and
// is back on the page they were on, not home.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { screenshot } from '../harness/screenshots.ts';
import { signIn, signInFromLogin } from '../harness/sign-in.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Width the input's placeholder needs against the room its box gives it, in CSS pixels. */
const placeholderFit = (page: Page) =>
  page.locator('.search-box input').evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: input.placeholder, need: ctx.measureText(input.placeholder).width, room };
  });

describe('smaller things of a workshop day', () => {
  it('at 1280 px: whole navigation links, an uncut search box, notices below the header', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'dealer@example.com', '/');
    await page.getByRole('heading', { level: 1, name: /^Welcome/ }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const cut = await nav.evaluate((el) => {
      const box = el.getBoundingClientRect();
      return {
        scrolls: el.scrollWidth > el.clientWidth + 1,
        links: [...el.querySelectorAll('a')]
          .filter((a) => {
            const r = a.getBoundingClientRect();
            return r.right > box.right + 1 || a.scrollWidth > a.clientWidth + 1;
          })
          .map((a) => a.textContent),
      };
    });
    expect(cut).toEqual({ scrolls: false, links: [] });
    expect(await nav.getByRole('link', { name: 'Contact us' }).isVisible()).toBe(true);

    const idle = await placeholderFit(page);
    expect(idle.need, idle.text).toBeLessThanOrEqual(idle.room);
    await page.getByRole('searchbox', { name: 'Search' }).focus();
    await expect
      .poll(async () => {
        const f = await placeholderFit(page);
        return f.text === 'Frame number, VIN or error code' && f.need <= f.room;
      })
      .toBe(true);
    await screenshot(page, 'shell-t-header-1280-search');
    await page.getByRole('searchbox', { name: 'Search' }).blur();

    // The notice region starts below the header (sticky at the top).
    const header = await page.locator('.app-header').boundingBox();
    const notices = await page.locator('.notification-region').boundingBox();
    expect(notices!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    expect(await axeViolations(page), 'header at 1280').toEqual([]);
    await screenshot(page, 'shell-t-header-1280');
    await context.close();
  });

  it('a missing help article shows its not-found page only', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, 'dealer@example.com', '/help/article/987654');
    await page.getByRole('heading', { level: 1, name: 'Article not found' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByText(/was unable to complete your request/).count()).toBe(0);
    expect(await axeViolations(page), 'article not found').toEqual([]);
    await screenshot(page, 'shell-t-help-article-not-found');
    await context.close();
  });

  it('after a session expiry the user comes back to the page they were on', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, 'dealer@example.com', '/help');
    await page.waitForURL('**/help');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const b64 = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '');
      localStorage.setItem('accessToken', `${b64({ alg: 'none' })}.${b64({ exp: 1 })}.sig`);
      localStorage.setItem('refreshToken', 'not-a-refresh-token');
      window.dispatchEvent(new Event('focus'));
    });
    const alert = page.getByRole('alertdialog', { name: 'Session expired' });
    await alert.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/login/, { timeout: 30_000 });
    await signInFromLogin(page, 'dealer@example.com');
    await page.waitForURL((url) => url.pathname === '/help', { timeout: 30_000 });
    await context.close();
  });
});
