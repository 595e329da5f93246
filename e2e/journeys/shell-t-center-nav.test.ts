// Issue 17: a service center's main navigation (ten links) overflowed the header at 1280 px. Now its
// less frequent links wait under "More", a disclosure button: at 1280 and 1440 px nothing scrolls or
// is cut, every link is reachable by mouse and keyboard. Screenshots in both themes, German and
// Japanese, at 390, 768 and 1440 px with the menu open; axe finds nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { screenshot } from '../harness/screenshots.ts';
import { signIn } from '../harness/sign-in.ts';
import { thisLane } from '../harness/lane.ts';

const { baseUrl } = thisLane();
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const CENTER_LINKS = [
  '/',
  '/service-book',
  '/case-review',
  '/claim-review',
  '/claim',
  '/order',
  '/report-form',
  '/help',
  '/dealers',
  '/audit-log',
];

/** What the header shows: links cut or scrolled away, and whether it overlaps the header tools. */
const headerFit = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.main-nav-links')!;
    const nav = document.querySelector('.main-nav')!.getBoundingClientRect();
    const tools = document.querySelector('.header-tools')!.getBoundingClientRect();
    return {
      pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth,
      barScrolls: bar.scrollWidth > bar.clientWidth + 1,
      cut: [...document.querySelectorAll('.main-nav-link')]
        .filter((a) => a.scrollWidth > a.clientWidth + 1 || a.getBoundingClientRect().right > nav.right + 1)
        .map((a) => a.textContent),
      overlapsTools: nav.right > tools.left + 1,
    };
  });

describe("the service center's main navigation", () => {
  it('fits at 1280 and 1440 px with every link reachable, by mouse and keyboard', async () => {
    const context = await newContext(browser, baseUrl, { acceptCookies: true });
    const page = await context.newPage();
    await signIn(page, 'service@example.com', '/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Case review' }).waitFor();
    for (const width of [1280, 1440]) {
      await page.setViewportSize({ width, height: 860 });
      expect(await headerFit(page), `header at ${width} px`).toEqual({
        pageScrolls: false,
        barScrolls: false,
        cut: [],
        overlapsTools: false,
      });
    }
    await page.setViewportSize({ width: 1280, height: 860 });

    const more = nav.getByRole('button', { name: 'More' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    expect([...hrefs].sort()).toEqual([...CENTER_LINKS].sort());
    for (const link of await nav.getByRole('link').all()) expect(await link.isVisible()).toBe(true);
    expect(await axeViolations(page), 'More open at 1280').toEqual([]);

    // Keyboard: Escape closes and returns to the button; Enter opens; Tab walks into the list.
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await more.evaluate((b) => b === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Contact us');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Audit log');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/audit-log$/);
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    // The link closes the menu at once; the route change renders as a transition, a moment later.
    await expect.poll(() => more.getAttribute('class')).toContain('active');
    await context.close();
  });

  it('shows the menu in both themes, German and Japanese, at 390, 768 and 1440 px', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const context = await newContext(browser, baseUrl, { acceptCookies: true, theme });
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: theme });
      await signIn(page, 'service@example.com', '/');
      await page.evaluate(() => sessionStorage.setItem('mobileNoticeSeen', 'true'));
      for (const lang of ['de', 'ja'] as const) {
        await page.evaluate((l) => localStorage.setItem('lang', l), lang);
        for (const width of [390, 768, 1440]) {
          await page.setViewportSize({ width, height: 860 });
          await page.goto('/');
          const more = page.locator('.main-nav-more-button');
          await more.click();
          await page.locator('.main-nav-more-list a').first().waitFor();
          expect(
            await page.evaluate(
              () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
            ),
          ).toBeLessThanOrEqual(0);
          expect(await axeViolations(page), `${theme} ${lang} ${width}`).toEqual([]);
          await screenshot(page, `shell-t-center-nav-${lang}-${theme}-${width}`);
        }
      }
      await context.close();
    }
  });
});
