import path from 'node:path';
import fs from 'node:fs';
import type { Page } from 'playwright-core';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../screenshots');

/**
 * Until no spinner is left on the page (screens show one while their data loads): `timeout`, else the
 * context's default (60 s).
 */
export const spinnersGone = (page: Page, timeout?: number): Promise<void> =>
  page
    .locator('.spinner')
    .first()
    .waitFor({ state: 'detached', ...(timeout === undefined ? {} : { timeout }) });

/**
 * Saves e2e/screenshots/<name>.png once data, fonts and animations have settled. `ongoing`: the screen
 * shows an operation that keeps running (e.g. a case "Checking"), so its spinner is not waited out.
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { ongoing?: boolean } = {},
): Promise<string> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  if (!options.ongoing) {
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    // Screens show a spinner while their data loads; wait for it to go (bounded).
    await spinnersGone(page, 10_000).catch(() => undefined);
  }
  await page.evaluate(() => document.fonts.ready);
  // A screen that keeps drawing (live charts) can take long to capture on a busy machine.
  await page.screenshot({
    path: file,
    fullPage: true,
    animations: 'disabled',
    timeout: options.ongoing ? 60_000 : 30_000,
  });
  return file;
}
