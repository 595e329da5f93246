// "System Bridge" is the name of the program the workshop installs (decision 1781): never translated,
// never hyphenated in the Latin-script languages, one transliteration each in Japanese, Korean and
// Chinese. Each language used to mix its own translation with the English words.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Language } from '@dealer/contracts';
import en from './locales/en.json';

const read = (language: Language) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

/** The program's name in each language; Finnish attaches its case endings ("System Bridgen"). */
const systemBridge: Record<Language, string> = {
  en: 'System Bridge',
  de: 'System Bridge',
  fr: 'System Bridge',
  es: 'System Bridge',
  it: 'System Bridge',
  nl: 'System Bridge',
  da: 'System Bridge',
  sv: 'System Bridge',
  fi: 'System Bridge',
  ja: 'システムブリッジ',
  ko: '시스템 브리지',
  'zh-TW': '系統橋接程式',
};

/** The wordings the locales had before, in any language. */
const oldVariants: RegExp[] = [
  /system bridge/, // lower case, or "System bridge": see the Latin-script check below
  /System-Bridge/i,
  /pont système/i,
  /puente del sistema/i,
  /bridge di sistema/i,
  /systeembr(ug|idge)/i,
  /systembro/i,
  /systembrygga/i,
  /järjestelmäsil/i,
  /系統橋接器/,
];

const bridgeKeys = Object.entries(en)
  .filter(([, text]) => /system bridge/i.test(text))
  .map(([key]) => key);

describe('the System Bridge by name', () => {
  it('finds the messages that name it', () => {
    expect(bridgeKeys.length).toBeGreaterThanOrEqual(20);
  });

  for (const language of Language) {
    it(`${language} calls it ${systemBridge[language]} in every message that names it`, () => {
      const messages = read(language);
      for (const key of bridgeKeys) {
        const text = messages[key] ?? '';
        expect(text, `${language} ${key}`).toContain(systemBridge[language]);
        for (const variant of oldVariants) expect(text, `${language} ${key}`).not.toMatch(variant);
        // Every spelling of the two words, hyphenated or in any case, is the product name's.
        for (const spelling of text.match(/system[\s-]*bridge/gi) ?? []) {
          expect(spelling, `${language} ${key}`).toBe('System Bridge');
        }
      }
    });
  }
});
