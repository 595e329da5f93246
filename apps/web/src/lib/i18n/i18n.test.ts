// Every locale has every key of en.json, with real text (not English copied over, not empty).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Language } from '@dealer/contracts';
import en from './locales/en.json';
import { interpolate, localeOf, setLanguage, t } from './i18n.ts';

const dir = path.join(import.meta.dirname, 'locales');
const englishKeys = Object.keys(en).sort();

describe('locales', () => {
  it('has one file per supported language', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(Language.map((l) => `${l}.json`).sort());
  });

  for (const language of Language.filter((l) => l !== 'en')) {
    it(`${language} has every key of en.json and no extra one`, () => {
      const messages = JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<
        string,
        string
      >;
      expect(Object.keys(messages).sort()).toEqual(englishKeys);
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        // Same placeholders as English, so interpolation never leaves a {name} behind.
        expect(text.match(/\{\w+\}/g)?.sort() ?? [], `${language} ${key}`).toEqual(
          en[key as keyof typeof en].match(/\{\w+\}/g)?.sort() ?? [],
        );
      }
    });
  }
});

describe('i18n', () => {
  it('maps languages to locales with the spec examples', () => {
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('ja')).toBe('ja-JP');
    expect(localeOf('sv')).toBe('sv-FI');
  });

  it('interpolates variables and leaves unknown ones', () => {
    expect(interpolate('Request error {code}', { code: 400700 })).toBe('Request error 400700');
    expect(interpolate('{a} {b}', { a: 1 })).toBe('1 {b}');
  });

  it('switches language, saves it under lang and translates', async () => {
    await setLanguage('zh-TW');
    expect(localStorage.getItem('lang')).toBe('zh-TW');
    expect(document.documentElement.lang).toBe('zh-TW');
    expect(t('common.close')).not.toBe('Close');
    await setLanguage('en');
    expect(t('common.close')).toBe('Close');
  });
});
