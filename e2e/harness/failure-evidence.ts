// What a failed journey step left on the screen: a step that fails only on a busy CI machine cannot be
// replayed, so when a test fails every open page is photographed (test-results/journeys/) and its
// address, open dialogs, visible text and last console and network troubles are printed with the
// failure. The hook is registered when a journey file imports the harness's browser.ts (every journey
// that opens a page does): as a setup file it would be a second instance of this module that never
// sees the journey's contexts.
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

const EVIDENCE_DIR = path.resolve(import.meta.dirname, '../../test-results/journeys');
const KEPT_EVENTS = 30;
const TEXT_CHARS = 1_500;

const contexts = new Set<BrowserContext>();
const troubles = new WeakMap<Page, string[]>();

const remember = (page: Page, line: string) => {
  const list = troubles.get(page) ?? [];
  list.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  troubles.set(page, list.slice(-KEPT_EVENTS));
};

function watchPage(page: Page): void {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') remember(page, `console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => remember(page, `pageerror: ${e.message}`));
  page.on('requestfailed', (r) =>
    remember(page, `failed ${r.method()} ${r.url()}: ${r.failure()?.errorText}`),
  );
  page.on('response', (r) => {
    if (r.status() >= 400) remember(page, `${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('framenavigated', (f) => {
    if (f === page.mainFrame()) remember(page, `navigated ${f.url()}`);
  });
}

/** Follows a context's pages so a failure can show them (called by newContext). */
export function trackForEvidence(context: BrowserContext): void {
  contexts.add(context);
  context.on('page', watchPage);
  context.on('close', () => contexts.delete(context));
}

async function describePage(page: Page, file: string): Promise<string> {
  const lines = [`page ${page.url()}`];
  await page
    .screenshot({ path: file, fullPage: true, timeout: 15_000 })
    .then(() => lines.push(`screenshot ${file}`))
    .catch((e: unknown) => lines.push(`no screenshot: ${String(e)}`));
  const seen = await page
    .evaluate((chars) => {
      const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map(
        (d) => `dialog: ${(d as HTMLElement).innerText.replace(/\s+/g, ' ').slice(0, 300)}`,
      );
      return [...dialogs, `text: ${document.body.innerText.replace(/\s+/g, ' ').slice(0, chars)}`];
    }, TEXT_CHARS)
    .catch((e: unknown) => [`page not readable: ${String(e)}`]);
  return [...lines, ...seen, ...(troubles.get(page) ?? [])].join('\n  ');
}

async function recordEvidence(testName: string): Promise<void> {
  fs.mkdirSync(EVIDENCE_DIR, { recursive: true });
  const base = testName.replace(/[^a-z0-9]+/gi, '-').slice(0, 80);
  const pages = [...contexts].flatMap((c) => c.pages());
  const reports = await Promise.all(
    pages.map((page, i) => describePage(page, path.join(EVIDENCE_DIR, `${base}-${i}.png`))),
  );
  console.error(`Evidence of the failed step "${testName}":\n${reports.join('\n') || 'no open page'}`);
}

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(() => recordEvidence(task.name));
});
