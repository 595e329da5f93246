// Every locale has every key of en.json, with real text; every message is valid ICU in its locale and
// uses the same arguments as English; plurals follow each language's rules.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import { Language } from '@dealer/contracts';
import en from './locales/en.json';
import { argumentsOf, hasPlural } from './message-arguments.ts';
import { localeOf, setLanguage, t } from './i18n.ts';

const dir = path.join(import.meta.dirname, 'locales');
const englishKeys = Object.keys(en).sort();
const read = (language: Language) =>
  JSON.parse(fs.readFileSync(path.join(dir, `${language}.json`), 'utf8')) as Record<string, string>;

describe('locales', () => {
  it('has one file per supported language', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(Language.map((l) => `${l}.json`).sort());
  });

  for (const language of Language) {
    it(`${language} has every key of en.json, each a valid ICU message with the English arguments`, () => {
      const messages = read(language);
      expect(Object.keys(messages).sort()).toEqual(englishKeys);
      for (const [key, text] of Object.entries(messages)) {
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        // Parses (throws otherwise) and asks for the same values, so no {name} is ever left behind.
        expect(argumentsOf(text), `${language} ${key}`).toEqual(argumentsOf(en[key as keyof typeof en]));
        const sample = Object.fromEntries(argumentsOf(text).map((a) => [a, 2]));
        expect(
          new IntlMessageFormat(text, localeOf(language)).format(sample),
          `${language} ${key}`,
        ).toBeTypeOf('string');
      }
    });
  }

  it('has no "(s)"-style plural left in any locale', () => {
    for (const language of Language) {
      for (const [key, text] of Object.entries(read(language))) {
        expect(text, `${language} ${key}`).not.toMatch(/\w\((s|es|ar|a|en|e)\)|\w\/i\b/);
      }
    }
  });

  it('writes every counted English message as a plural', () => {
    const counted = Object.entries(en).filter(([, text]) => /\{count\}/.test(text) || hasPlural(text));
    for (const [key, text] of counted) {
      if (key === 'st.activityDone.remaining') continue; // "Open tasks left: {count}" has no counted noun
      expect(hasPlural(text), key).toBe(true);
    }
  });
});

describe('plurals', () => {
  afterEach(() => setLanguage('en'));

  const cases: [Language, number, string][] = [
    ['en', 1, 'Update 1 image'],
    ['en', 2, 'Update 2 images'],
    ['en', 1234, 'Update 1,234 images'],
    ['de', 1, '1 Image aktualisieren'],
    ['de', 3, '3 Images aktualisieren'],
    ['de', 1234, '1.234 Images aktualisieren'],
    ['fi', 1, 'Päivitä 1 kuva'],
    ['fi', 2, 'Päivitä 2 kuvaa'],
    ['ja', 1, '1 件のイメージを更新'],
    ['ja', 6, '6 件のイメージを更新'],
    ['ko', 1, '이미지 1개 업데이트'],
    ['ko', 6, '이미지 6개 업데이트'],
    ['fr', 0, 'Mettre à jour 0 image'],
    ['fr', 2, 'Mettre à jour 2 images'],
  ];
  for (const [language, count, expected] of cases) {
    it(`${language}: ${count} → ${expected}`, async () => {
      await setLanguage(language);
      expect(t('st.fw.start', { count })).toBe(expected);
    });
  }

  it('reads "1 open task" in English and German, one form in Japanese', async () => {
    expect(t('st.fd.f.openTasks', { count: 1 })).toBe('1 open task');
    expect(t('st.fd.f.openTasks', { count: 5 })).toBe('5 open tasks');
    await setLanguage('de');
    expect(t('st.fd.f.openTasks', { count: 1 })).toBe('1 offene Aufgabe');
    await setLanguage('ja');
    expect(t('st.fd.stageOf', { done: 6, total: 6 })).toBe('全 6 ステージ中 6 ステージ完了');
  });
});

describe('i18n', () => {
  it('maps languages to locales with the spec examples', () => {
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('ja')).toBe('ja-JP');
    expect(localeOf('sv')).toBe('sv-FI');
  });

  it('puts values in without grouping codes and ids', () => {
    expect(t('alert.requestError.title', { code: 400700 })).toBe('Request error 400700');
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
