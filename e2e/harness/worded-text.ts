// What a screen of the matrix must never show (issue 28 points 6 and 7): a message key instead of its
// words, a date written by hand (an ISO date, a 24-hour clock with AM/PM beside it, English month
// order in another language), a German number with an English decimal point before its unit, or an
// English health band inside a German or Japanese sentence. Every date, number and unit goes through
// the shared locale formatter (decision 2820), so any of these is a bug, not a style. Text people
// typed (notes, descriptions) is marked translate="no" on the screens and is not read.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';

const catalogue = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/lib/i18n/locales/en.json'), 'utf8'),
) as Record<string, string>;
const KEYS = Object.keys(catalogue).filter((k) => k.includes('.'));
/** The first part of every key ("st", "stb", "claim", …): a dotted word starting so reads as a key. */
const NAMESPACES = [...new Set(KEYS.map((k) => k.split('.')[0]!))];
const KEY_LIKE = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[a-zA-Z][\\w]*(\\.[\\w]+)*\\b`, 'u');

const RULES: { name: string; pattern: RegExp; langs?: readonly string[] }[] = [
  { name: 'ISO date', pattern: /\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2})?\b/ },
  { name: '24-hour clock with a marker', pattern: /\b(1[3-9]|2[0-3]):[0-5]\d\s?[AP]M\b/ },
  { name: 'English clock marker', pattern: /\b\d{1,2}:\d{2}\s?[AP]M\b/, langs: ['de', 'ja'] },
  {
    name: 'English day-month-year',
    pattern: /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}\b/,
    langs: ['de', 'ja'],
  },
  // German groups thousands with a point ("1.843 km"): three digits after it are not a decimal.
  {
    name: 'decimal point before a unit',
    pattern: /\d\.(\d{1,2}|\d{4,})\s?(°C|km\/h|km|V|A|Nm|Wh|%|rpm)(?![\w/])/,
    langs: ['de'],
  },
  { name: 'English health band', pattern: /[(（](Healthy|Normal|Poor)[)）]/, langs: ['de', 'ja'] },
];

/** The visible text of the page, checked against every rule for `lang`. */
export async function expectWordedText(page: Page, lang: string, label: string): Promise<void> {
  // What people typed (marked translate="no", as it stays as typed in every language) is theirs.
  const text = await page.evaluate(() => {
    const typed = [...document.querySelectorAll<HTMLElement>('[translate="no"]')];
    const shown = typed.map((el) => el.style.display);
    typed.forEach((el) => (el.style.display = 'none'));
    const read = document.body.innerText;
    typed.forEach((el, i) => (el.style.display = shown[i]!));
    return read;
  });
  const keys = KEYS.filter((k) => text.includes(k));
  expect(keys, `${label}: message keys on the screen`).toEqual([]);
  expect(text.match(KEY_LIKE)?.[0] ?? null, `${label}: a key-like word`).toBeNull();
  for (const rule of RULES) {
    if (rule.langs && !rule.langs.includes(lang)) continue;
    expect(text.match(rule.pattern)?.[0] ?? null, `${label}: ${rule.name}`).toBeNull();
  }
}
