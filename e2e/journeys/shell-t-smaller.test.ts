// Issue 17 point 11: at 1280 px every main-navigation link shows whole and the search box's text is
// not cut; notices appear below the header, never over the top menu; a missing help article shows its
// own not-found page and no error alert on top; after a session expiry the user signs in again and
// is back on the page they were on, not home. At 1280 and 1440 px the dealer's and the service
// center's links show whole in German and in the languages with the longest labels (Italian for the
// dealer, French for the service center): none cut or scrolled away, the rest under "More".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { screenshot } from '../harness/screenshots.ts';
import { signIn, signInFromLogin } from '../harness/sign-in.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
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

/** Main-navigation names that show the language has loaded (nav.main in the locale files). */
const NAV_NAME = {
  de: 'Hauptnavigation',
  it: 'Navigazione principale',
  fr: 'Navigation principale',
} as const;
const SHARED = ['/', '/service-book', '/claim', '/order', '/report-form', '/help'];
const ROLES = [
  { email: 'dealer@example.com', links: [...SHARED, '/service-tool', '/service-report'] },
  {
    email: 'service@example.com',
    links: [...SHARED, '/case-review', '/claim-review', '/dealers', '/audit-log'],
  },
];

/** The bar's links and "More": each whole, inside the nav and the viewport, left of the tools; the
 * links inside the bar's box (its own scrolling box, so a link scrolled away counts as cut). */
const barFit = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.main-nav-links')!;
    const box = bar.getBoundingClientRect();
    const nav = document.querySelector('.main-nav')!.getBoundingClientRect();
    const tools = document.querySelector('.header-tools')!.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const inBar = new Set<Element>(bar.querySelectorAll('a'));
    const items = [...inBar, ...document.querySelectorAll('.main-nav-more-button')];
    const shown = (a: Element) => {
      const r = a.getBoundingClientRect();
      const inside = (b: DOMRect) => r.left >= b.left - 1 && r.right <= b.right + 1;
      const whole = a.scrollWidth <= a.clientWidth + 1 && r.width > 0;
      return (
        whole &&
        inside(nav) &&
        (!inBar.has(a) || inside(box)) &&
        r.left >= 0 &&
        r.right <= width &&
        r.right <= tools.left
      );
    };
    return {
      scrolls: bar.scrollWidth > bar.clientWidth + 1 || bar.scrollLeft > 0,
      pageScrolls: document.documentElement.scrollWidth > width,
      cut: items.filter((a) => !shown(a)).map((a) => a.textContent),
    };
  });

describe('smaller things of a workshop day', () => {
  it.each(ROLES)('at 1280 and 1440 px $email sees every link whole in long languages', async (role) => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, role.email, '/');
    for (const lang of ['de', 'it', 'fr'] as const) {
      await page.evaluate((l) => localStorage.setItem('lang', l), lang);
      for (const width of [1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/');
        const nav = page.getByRole('navigation', { name: NAV_NAME[lang] });
        await nav.getByRole('link').first().waitFor();
        const at = `${role.email} ${lang} ${width} px`;
        // Polled: the bar settles once the fonts are in (it measures its links then).
        await expect
          .poll(() => barFit(page), { message: at })
          .toEqual({ scrolls: false, pageScrolls: false, cut: [] });
        // Nothing lost: the bar and "More" hold the account's links, and More's list shows whole.
        const hrefs = await nav
          .getByRole('link', { includeHidden: true })
          .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        expect([...hrefs].sort(), at).toEqual([...role.links].sort());
        const who = role.email.split('@')[0];
        if (width === 1280) await screenshot(page, `shell-t-header-1280-${lang}-${who}`);
        const more = nav.locator('.main-nav-more-button');
        if ((await more.count()) === 0) continue;
        await more.click();
        for (const link of await page.locator('.main-nav-more-list a').all()) {
          const r = (await link.boundingBox())!;
          expect(r.x >= 0 && r.x + r.width <= width, `${at} ${await link.textContent()}`).toBe(true);
        }
        await page.keyboard.press('Escape');
      }
    }
    await context.close();
  });

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
