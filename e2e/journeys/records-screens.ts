// Looking at a records screen: axe in both themes with a screenshot of each, and a download read back
// as text (PDFs through pdftotext). Not a test file (no .test.ts): shared by the records journeys.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { axeViolations } from '../harness/axe.ts';
import { screenshot } from '../harness/screenshots.ts';

/** axe in light and dark, a screenshot of each; the theme is left light. */
export async function checkScreen(page: Page, name: string): Promise<void> {
  // Full-page shots from the top, so the sticky header sits where it belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await axeViolations(page), `${name} light`).toEqual([]);
  await screenshot(page, `${name}-light`);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  expect(await axeViolations(page), `${name} dark`).toEqual([]);
  await screenshot(page, `${name}-dark`);
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

/** The file `action` downloads, with its suggested name and its text. */
export async function downloadText(
  page: Page,
  action: () => Promise<void>,
): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), action()]);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'records-')), download.suggestedFilename());
  await download.saveAs(file);
  const text = file.endsWith('.pdf')
    ? execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    : fs.readFileSync(file, 'utf8');
  return { name: download.suggestedFilename(), text };
}
