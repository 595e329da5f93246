// The screenshot matrix of issue 17's "Done": the changed screens in both themes, German and
// Japanese, at 390, 768 and 1440 px, with axe finding nothing and nothing scrolling sideways.
// Shared by the journeys that take it (not a test file).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from './axe.ts';
import { screenshot } from './screenshots.ts';
import { expectWordedText } from './worded-text.ts';

export const WIDTHS = [390, 768, 1440] as const;
export const THEMES = ['light', 'dark'] as const;
export const LANGS = ['de', 'ja'] as const;

/** The portal's theme and language for the next page load, where the portal keeps them. */
export async function setLook(page: Page, theme: string, lang: string): Promise<void> {
  await page.evaluate(
    ([th, l]) => {
      localStorage.setItem('theme', th);
      localStorage.setItem('lang', l);
    },
    [theme, lang] as const,
  );
}

/** How far the page scrolls sideways: 0 or less when it does not. */
export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A phone's or tablet's height below the portal's desktop width, a desktop's above it. */
export const viewportOf = (width: number) => ({ width, height: width < 760 ? 844 : 900 });

/**
 * The page as it is, at each width in turn (no reload): axe finds nothing, nothing scrolls sideways,
 * and a screenshot `<name>-<width>`. `scriptDisabled`: the page's context runs without script.
 */
export async function checkAtWidths(
  page: Page,
  label: string,
  name: string,
  options: { scriptDisabled?: boolean } = {},
): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize(viewportOf(width));
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await axeViolations(page, options), `${label} ${width}`).toEqual([]);
    expect(await sidewaysScroll(page), `${label} ${width} scrolls sideways`).toBeLessThanOrEqual(0);
    await screenshot(page, `${name}-${width}`);
  }
}

/**
 * Each language and theme: the screen at `path` loaded once, `ready` waited for, its text checked for
 * message keys and hand-written dates, numbers and units (worded-text.ts), then looked at in the
 * three widths (checkAtWidths).
 */
export async function screenMatrix(
  page: Page,
  path: string,
  name: string,
  ready: (page: Page, lang: string) => Promise<void>,
): Promise<void> {
  for (const lang of LANGS)
    for (const theme of THEMES) {
      await setLook(page, theme, lang);
      await page.goto(path);
      await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
      await ready(page, lang);
      await expectWordedText(page, lang, `${name} ${lang} ${theme}`);
      await checkAtWidths(page, `${name} ${lang} ${theme}`, `${name}-${lang}-${theme}`);
    }
}

/**
 * The open page switched to `lang` and `theme` with the header's language picker and theme toggle, as a
 * person would: no reload, so a screen mid-flow (the connect flow's step 3) stays where it is. Forced:
 * an open dialog's backdrop covers the header.
 */
async function switchLook(page: Page, lang: string, theme: string): Promise<void> {
  await page.locator('.translation-widget select').selectOption(lang, { force: true });
  await page.waitForFunction((l) => document.documentElement.lang.startsWith(l), lang);
  const shown = () => page.evaluate(() => document.documentElement.dataset.theme ?? 'light');
  if ((await shown()) !== theme)
    await page.locator('.app-header .header-tools > .header-icon').dispatchEvent('click');
  await page.waitForFunction((th) => (document.documentElement.dataset.theme ?? 'light') === th, theme);
}

/**
 * screenMatrix without reloading: the screen as it is, switched to each language and theme in turn
 * (switchLook), `ready` waited for, its text checked (worded-text.ts) and looked at in the three
 * widths; English and light again at the end, at the desktop width.
 */
export async function lookMatrix(
  page: Page,
  name: string,
  ready: (page: Page, lang: string) => Promise<void>,
): Promise<void> {
  await page.setViewportSize(viewportOf(1440));
  for (const lang of LANGS)
    for (const theme of THEMES) {
      await switchLook(page, lang, theme);
      await ready(page, lang);
      await expectWordedText(page, lang, `${name} ${lang} ${theme}`);
      await checkAtWidths(page, `${name} ${lang} ${theme}`, `${name}-${lang}-${theme}`);
    }
  await switchLook(page, 'en', 'light');
}
