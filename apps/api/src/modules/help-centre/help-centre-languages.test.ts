// Issue 17: help articles exist in all twelve languages for every seeded error code and
// problem-solving topic, written for the language (not English under another locale); a missing
// translation is served in English and says so by its locale.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import {
  BAFANG_DOCUMENTED_CODES,
  DemoErrorCodes,
  HELP_SOURCE_LOCALE,
  HelpCategoryId,
  HelpLocale,
} from '@dealer/contracts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { helpArticles, helpArticleTranslations, helpSections } from '../../db/tables/index.ts';
import { SECTIONS } from './content/kb-structure.ts';
import { BAFANG_ARTICLE_LOCALES } from './content/bafang-error-code-articles.ts';

const errorCodeSections = [SECTIONS.errDrive.id, SECTIONS.errBattery.id, SECTIONS.errPeripherals.id];
const problemSections = [SECTIONS.psSerial.id, SECTIONS.psConnection.id, SECTIONS.psDrive.id];
const PROBLEM_TOPICS = 6;

describe('help articles per language', () => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await createTestApi('pglite');
    headers = await api.auth(DemoAccounts.dealer);
  });
  afterAll(() => api.close());

  async function countPerLocale(sectionIds: number[]): Promise<Record<string, number>> {
    const rows = await api.database.db
      .select({ locale: helpArticleTranslations.locale, id: helpArticles.id })
      .from(helpArticleTranslations)
      .innerJoin(helpArticles, eq(helpArticles.id, helpArticleTranslations.articleId))
      .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
      .where(inArray(helpSections.id, sectionIds));
    const counts: Record<string, number> = {};
    for (const r of rows) counts[r.locale] = (counts[r.locale] ?? 0) + 1;
    return counts;
  }

  it('has an error-code article for every code of the catalogue in each of the twelve languages', async () => {
    // The Bafang codes' articles are written in English and Traditional Chinese so far (issue 11).
    const bafang = (l: HelpLocale) =>
      (BAFANG_ARTICLE_LOCALES as readonly string[]).includes(l) ? BAFANG_DOCUMENTED_CODES.length : 0;
    const expected = Object.fromEntries(HelpLocale.map((l) => [l, DemoErrorCodes.length + bafang(l)]));
    expect(await countPerLocale(errorCodeSections)).toEqual(expected);
  });

  it('has every problem-solving article in each of the twelve languages', async () => {
    const expected = Object.fromEntries(HelpLocale.map((l) => [l, PROBLEM_TOPICS]));
    expect(await countPerLocale(problemSections)).toEqual(expected);
  });

  it('writes each translation for its language, not the English text under another locale', async () => {
    const rows = await api.database.db
      .select()
      .from(helpArticleTranslations)
      .where(inArray(helpArticleTranslations.locale, [...HelpLocale]));
    const english = new Map(rows.filter((r) => r.locale === HELP_SOURCE_LOCALE).map((r) => [r.articleId, r]));
    for (const row of rows.filter((r) => r.locale !== HELP_SOURCE_LOCALE)) {
      const source = english.get(row.articleId);
      expect(row.body, `${row.locale} ${row.articleId}`).not.toBe(source?.body);
      expect(row.title, `${row.locale} ${row.articleId}`).not.toBe(source?.title);
    }
  });

  it('serves an error-code article in German and Japanese through the API', async () => {
    const get = (url: string) => api.app.inject({ url: `/api${url}`, headers });
    const [row] = await api.database.db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(eq(helpArticles.sectionId, SECTIONS.errDrive.id))
      .limit(1);
    const de = (await get(`/zendesk/article/${row!.id}?language=de`)).json().result;
    expect(de).toMatchObject({ locale: 'de' });
    expect(de.body).toContain('Was die Werkstatt tut');
    const ja = (await get(`/zendesk/article/${row!.id}?language=ja`)).json().result;
    expect(ja).toMatchObject({ locale: 'ja' });
    expect(ja.body).toContain('整備士の作業');
  });

  it('serves category descriptions and section names in German and Japanese through the API', async () => {
    const get = async (url: string) => (await api.app.inject({ url: `/api${url}`, headers })).json().result;
    type Named = { id: number; name: string; description: string };
    const byId = (list: Named[], id: number) => list.find((c) => c.id === id);
    const errorCode = HelpCategoryId.errorCode;
    expect(byId(await get('/zendesk/category?language=de'), errorCode)?.description).toBe(
      'Was jeder Fehlercode des Antriebssystems bedeutet und wie Sie ihn beheben.',
    );
    expect(byId(await get('/zendesk/category?language=ja'), errorCode)?.description).toBe(
      'ドライブシステムの各エラーコードの意味と対処方法。',
    );
    const faqs = `/zendesk/section?category_id=${HelpCategoryId.faqs}`;
    expect(byId(await get(`${faqs}&language=de`), SECTIONS.faqCases.id)?.name).toBe('Fälle und Garantie');
    expect(byId(await get(`${faqs}&language=ja`), SECTIONS.faqCases.id)?.name).toBe('案件と保証');
  });

  it('falls back to English, saying so by the locale, where a translation is missing', async () => {
    const get = (url: string) => api.app.inject({ url: `/api${url}`, headers });
    const [row] = await api.database.db
      .select({ id: helpArticles.id })
      .from(helpArticles)
      .where(eq(helpArticles.sectionId, SECTIONS.faqPortal.id))
      .limit(1);
    await api.database.db
      .delete(helpArticleTranslations)
      .where(and(eq(helpArticleTranslations.articleId, row!.id), eq(helpArticleTranslations.locale, 'ko')));
    const article = (await get(`/zendesk/article/${row!.id}?language=ko`)).json().result;
    expect(article.locale).toBe('en-us');
    const listed = (await get(`/zendesk/section/${SECTIONS.faqPortal.id}/article?language=ko`)).json().result;
    expect(listed.map((a: { id: number }) => a.id)).toContain(row!.id);
  });
});
