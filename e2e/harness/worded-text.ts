// What a screen of the matrix must never show (issue 28 points 6 and 7): a message key instead of its
// words, an English health band inside another language's sentence, or a date, time, number or unit
// the locale's Intl would not have written so (unformattedValues in packages/contracts: an ISO date,
// "14:38 PM", "21.5 °C" in German, "12345 km", "86%" where the locale writes "86 %"). Every value
// goes through the shared locale formatter (decision 2820), so any of these is a bug, not a style.
// Text people typed (notes, descriptions) is marked translate="no" on the screens and is not read.
import { localeMessages } from './locale-messages.ts';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { LocaleOfLanguage, unformattedValues, type Language } from '@dealer/contracts';

const catalogue = localeMessages('en');
const KEYS = Object.keys(catalogue).filter((k) => k.includes('.'));
/** The first part of every key ("st", "stb", "claim", …): a dotted word starting so reads as a key. */
const NAMESPACES = [...new Set(KEYS.map((k) => k.split('.')[0]!))];
const KEY_LIKE = new RegExp(`\\b(${NAMESPACES.join('|')})\\.[a-zA-Z][\\w]*(\\.[\\w]+)*\\b`, 'u');

/** A band name of the health score left in English inside another language's sentence. */
const ENGLISH_BAND = /[(（](Healthy|Normal|Poor)[)）]/;

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
  if (lang !== 'en')
    expect(text.match(ENGLISH_BAND)?.[0] ?? null, `${label}: English health band`).toBeNull();
  // Dates, times, numbers and units as the locale's Intl writes them (tested in contracts).
  expect(
    unformattedValues(text, LocaleOfLanguage[lang as Language]),
    `${label}: hand-written values`,
  ).toEqual([]);
}
