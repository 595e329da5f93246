// "System Bridge" is the name of the program the workshop installs (decision 1781): never translated,
// never hyphenated in the Latin-script languages, one transliteration each in Japanese, Korean and
// Chinese. The help centre's category and section texts and its articles follow the portal's
// messages (SystemBridgeName of contracts).
import { describe, expect, it } from 'vitest';
import {
  HELP_SOURCE_LOCALE,
  HelpLocale,
  HelpLocaleOfLanguage,
  SystemBridgeName,
  systemBridgeNamingProblems,
  type Language,
} from '@dealer/contracts';
import { knowledgeBaseArticles } from '../../../db/seed/help-centre.seed.ts';
import { categoryRows, sectionRows } from './kb-structure.ts';

/** The program's name in a help locale (the portal language it serves). */
const nameIn = (locale: HelpLocale): string =>
  SystemBridgeName[
    (Object.keys(HelpLocaleOfLanguage) as Language[]).find((l) => HelpLocaleOfLanguage[l] === locale)!
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
    it(`${locale} calls it ${nameIn(locale)} and uses none of the old wordings`, () => {
      let named = 0;
      for (const { what, texts } of helpTexts()) {
        const text = texts[locale];
        if (text === undefined) continue; // an article not written in this language falls back to English
        if (/system bridge/i.test(texts[HELP_SOURCE_LOCALE] ?? '')) {
          named++;
          expect(text, `${locale} ${what}`).toContain(nameIn(locale));
        }
        expect(systemBridgeNamingProblems(text), `${locale} ${what}`).toEqual([]);
      }
      expect(named, `${locale}: texts that name it`).toBeGreaterThanOrEqual(2);
    });
  }
});
