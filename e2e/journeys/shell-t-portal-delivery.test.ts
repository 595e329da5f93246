// Issue 33: the portal as the browser receives it. /login in real Chromium fetches its scripts and
// styles compressed (the build's .br/.gz copies, sent by the API), each hashed asset cached for a
// year as immutable and the page itself revalidated (no-cache); of the twelve languages it fetches
// English only, and a technician whose saved language is German gets German only; no message key is
// ever on the screen, not even for a moment before the messages arrive.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Response } from 'playwright-core';
import { StorageKey } from '@dealer/contracts';
import { launchBrowser, newContext } from '../harness/browser.ts';
import { thisLane } from '../harness/lane.ts';
import { localeMessages } from '../harness/locale-messages.ts';

const { baseUrl, webDist } = thisLane();
const MESSAGE_KEYS = Object.keys(localeMessages('en'));

/** The language of each language chunk of the lane's build, by its URL path (Vite's manifest). */
function languageChunks(): Map<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunks = new Map<string, string>();
  for (const [source, { file }] of Object.entries(manifest)) {
    const language = /\/locales\/([\w-]+)\.json$/.exec(source)?.[1];
    if (language) chunks.set(`/${file}`, language);
  }
  return chunks;
}

/** Every text the page ever put into the document, from its first paint on. */
const RECORD_TEXTS = `
  window.__texts = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        const text = (node.textContent || '').trim();
        if (text) window.__texts.push(text);
      }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function openLogin(savedLanguage?: string) {
  const context = await newContext(browser, baseUrl, { acceptCookies: true });
  await context.addInitScript(RECORD_TEXTS);
  if (savedLanguage)
    await context.addInitScript(
      `localStorage.setItem(${JSON.stringify(StorageKey.lang)}, '${savedLanguage}')`,
    );
  const page = await context.newPage();
  const responses: Response[] = [];
  page.on('response', (res) => responses.push(res));
  await page.goto('/login');
  const title = localeMessages(savedLanguage ?? 'en')['login.title']!;
  await page.getByRole('heading', { name: title }).waitFor();
  await page.waitForLoadState('networkidle');
  const texts = await page.evaluate<string[]>('window.__texts');
  await context.close();
  const chunks = languageChunks();
  const languages = responses.flatMap((res) => chunks.get(new URL(res.url()).pathname) ?? []);
  return { responses, texts, languages };
}

describe('the portal as the browser receives it', () => {
  it('sends /login compressed, hashed assets immutable for a year, the page revalidated', async () => {
    const { responses } = await openLogin();
    const document = responses.find((res) => new URL(res.url()).pathname === '/login')!;
    expect(document.headers()['cache-control']).toBe('no-cache');
    const assets = responses.filter((res) => new URL(res.url()).pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(3);
    for (const res of assets) {
      const { pathname } = new URL(res.url());
      expect(res.headers()['cache-control'], pathname).toBe('public, max-age=31536000, immutable');
      // The build compresses every script and stylesheet over 1 KB; those must arrive compressed.
      if (fs.existsSync(path.join(webDist, `${pathname}.br`)))
        expect(res.headers()['content-encoding'], pathname).toMatch(/^(br|gzip)$/);
    }
  });

  it('fetches English only, and never shows a message key', async () => {
    const { languages, texts } = await openLogin();
    expect(languages).toEqual(['en']);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => MESSAGE_KEYS.some((key) => text.includes(key)))).toEqual([]);
  });

  it('fetches German only for a technician who chose German, and shows it from the first paint', async () => {
    const { languages, texts } = await openLogin('de');
    expect(languages).toEqual(['de']);
    expect(texts.filter((text) => MESSAGE_KEYS.some((key) => text.includes(key)))).toEqual([]);
    expect(texts.some((text) => text.includes(localeMessages('en')['login.title']!))).toBe(false);
  });
});
