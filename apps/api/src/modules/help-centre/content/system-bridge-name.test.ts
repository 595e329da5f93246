// "System Bridge" is the name of the program the workshop installs (decision 1781): never translated,
// never hyphenated in the Latin-script languages, one transliteration each in Japanese, Korean and
// Chinese. The help centre's category and section texts and its articles follow the portal's
// messages; the table is a copy of the one in apps/web/src/lib/i18n/product-names.test.ts (the API
// does not import from the web), keyed by help locale.
import { describe, expect, it } from 'vitest';
import { HELP_SOURCE_LOCALE, HelpLocale } from '@dealer/contracts';
import { knowledgeBaseArticles } from '../../../db/seed/help-centre.seed.ts';
import { categoryRows, sectionRows } from './kb-structure.ts';

/** The program's name in each language; Finnish attaches its case endings ("System Bridgen"). */
const systemBridge: Record<HelpLocale, string> = {
  'en-us': 'System Bridge',
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
  'zh-tw': '系統橋接程式',
};

/** The wordings the help centre had before, in any language. */
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

type Texts = Partial<Record<HelpLocale, string>>;

/** Every text of the help centre, as a name and its text per locale. */
function helpTexts(): { what: string; texts: Texts }[] {
  return [
    ...categoryRows().flatMap((row) => [
      { what: `category ${row.id} name`, texts: row.names },
      { what: `category ${row.id} description`, texts: row.descriptions },
    ]),
    ...sectionRows().map((row) => ({ what: `section ${row.id} name`, texts: row.names })),
    ...knowledgeBaseArticles().flatMap((article) => {
      const translations = Object.entries(article.translations) as [
        HelpLocale,
        { title: string; body: string },
      ][];
      return (['title', 'body'] as const).map((field) => ({
        what: `article ${article.id} ${field}`,
        texts: Object.fromEntries(translations.map(([locale, text]) => [locale, text[field]])),
      }));
    }),
  ];
}

const naming = helpTexts().filter(({ texts }) => /system bridge/i.test(texts[HELP_SOURCE_LOCALE] ?? ''));

describe('the System Bridge by name in the help centre', () => {
  it('finds the texts that name it', () => {
    // A category description, a section name, and the titles and bodies of five articles.
    expect(naming.length).toBeGreaterThanOrEqual(8);
  });

  for (const locale of HelpLocale) {
    it(`${locale} calls it ${systemBridge[locale]} and uses none of the old wordings`, () => {
      let named = 0;
      for (const { what, texts } of helpTexts()) {
        const text = texts[locale];
        if (text === undefined) continue; // an article not written in this language falls back to English
        if (/system bridge/i.test(texts[HELP_SOURCE_LOCALE] ?? '')) {
          named++;
          expect(text, `${locale} ${what}`).toContain(systemBridge[locale]);
        }
        for (const variant of oldVariants) expect(text, `${locale} ${what}`).not.toMatch(variant);
        // Every spelling of the two words, hyphenated or in any case, is the product name's.
        for (const spelling of text.match(/system[\s-]*bridge/gi) ?? []) {
          expect(spelling, `${locale} ${what}`).toBe('System Bridge');
        }
      }
      expect(named, `${locale}: texts that name it`).toBeGreaterThanOrEqual(2);
    });
  }
});
