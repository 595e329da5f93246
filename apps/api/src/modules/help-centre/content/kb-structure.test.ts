// Issue 17 point 4: the help centre's category names and descriptions and its section names are
// written in each of the twelve languages; one left out showed in English inside a German portal.
import { describe, expect, it } from 'vitest';
import { HELP_SOURCE_LOCALE, HelpCategoryOrder, HelpLocale } from '@dealer/contracts';
import { categoryRows, SECTIONS, sectionRows } from './kb-structure.ts';

/**
 * Texts that are rightly the same word as in English, as `locale kind key` (none so far; add one
 * only where the language really uses the English word, e.g. a product name).
 */
const SAME_AS_ENGLISH: ReadonlySet<string> = new Set<string>([]);

type Texts = Partial<Record<HelpLocale, string>>;

function problems(kind: string, key: string, texts: Texts): string[] {
  const out: string[] = [];
  const english = texts[HELP_SOURCE_LOCALE];
  for (const locale of HelpLocale) {
    const text = texts[locale];
    if (typeof text !== 'string' || text.trim() === '') out.push(`${locale} ${kind} ${key}: missing`);
    else if (
      locale !== HELP_SOURCE_LOCALE &&
      text.trim().toLowerCase() === english?.trim().toLowerCase() &&
      !SAME_AS_ENGLISH.has(`${locale} ${kind} ${key}`)
    )
      out.push(`${locale} ${kind} ${key}: the English text "${text}"`);
  }
  return out;
}

describe('knowledge-base structure in every help locale', () => {
  it('names and describes every category in each of the twelve languages', () => {
    const rows = categoryRows();
    expect(rows).toHaveLength(HelpCategoryOrder.length);
    const found = rows.flatMap((row) => {
      const key = HelpCategoryOrder[row.position]!;
      return [...problems('name', key, row.names), ...problems('description', key, row.descriptions)];
    });
    expect(found).toEqual([]);
  });

  it('names every section in each of the twelve languages', () => {
    const keys = Object.keys(SECTIONS);
    const rows = sectionRows();
    expect(rows).toHaveLength(keys.length);
    const found = rows.flatMap((row) => problems('name', keys[row.position]!, row.names));
    expect(found).toEqual([]);
  });

  it('gives no language the same text for two categories or two sections', () => {
    for (const locale of HelpLocale) {
      const categoryNames = categoryRows().map((r) => r.names[locale]);
      const descriptions = categoryRows().map((r) => r.descriptions[locale]);
      const sectionNames = sectionRows().map((r) => r.names[locale]);
      expect(new Set(categoryNames).size, `${locale} category names`).toBe(categoryNames.length);
      expect(new Set(descriptions).size, `${locale} category descriptions`).toBe(descriptions.length);
      expect(new Set(sectionNames).size, `${locale} section names`).toBe(sectionNames.length);
    }
  });
});
