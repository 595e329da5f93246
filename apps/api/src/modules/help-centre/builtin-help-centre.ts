// The built-in knowledge base: help_* tables. Article bodies reference their images as
// `{{media}}/<name>`; that placeholder becomes `<PUBLIC_URL>/hc/article_attachments`, the path the
// media proxy serves from help_media, so stored bodies never depend on the deployment's URL.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { HelpLocale } from '@dealer/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import {
  helpArticles,
  helpArticleTranslations,
  helpCategories,
  helpSections,
  type Localized,
} from '../../db/tables/index.ts';
import {
  DEFAULT_LOCALE,
  LanguageNames,
  textOf,
  type Article,
  type Category,
  type HelpCentre,
  type Language,
  type Locale,
  type Section,
  type SearchResult,
} from './help-centre.types.ts';

export const MEDIA_PLACEHOLDER = '{{media}}';
export const BUILTIN_MEDIA_PATH = '/hc/article_attachments/';

const pick = (texts: Localized, locale: Locale) => texts[locale] ?? texts[DEFAULT_LOCALE] ?? '';
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Distinct searches kept per process (each answer holds up to 50 articles). */
const SEARCHES_KEPT = 256;

export class BuiltInHelpCentre implements HelpCentre {
  readonly kind = 'built-in';
  private readonly mediaBase: string;
  /**
   * Search answers by language and query, valid for one reference-data version (articles and their
   * translations bump it; migration 0302, decision 1304): workshops look the same error codes up
   * again and again, and the answer only changes when the knowledge base does.
   */
  private readonly searches = new LRUCache<string, { version: number; results: Promise<SearchResult[]> }>({
    max: SEARCHES_KEPT,
  });
  constructor(
    private readonly db: Db,
    publicUrl: string,
    private readonly referenceVersion: () => number | undefined = () => undefined,
  ) {
    this.mediaBase = `${publicUrl.replace(/\/$/, '')}${BUILTIN_MEDIA_PATH.replace(/\/$/, '')}`;
  }

  languages(): Promise<Language[]> {
    return Promise.resolve(
      HelpLocale.map((locale) => ({
        locale,
        name: LanguageNames[locale],
        default: locale === DEFAULT_LOCALE,
      })),
    );
  }

  async categories(locale: Locale): Promise<Category[]> {
    const rows = await this.db
      .select()
      .from(helpCategories)
      .orderBy(asc(helpCategories.position), asc(helpCategories.id));
    return rows.map((c) => ({
      id: c.id,
      name: pick(c.names, locale),
      description: pick(c.descriptions, locale),
      locale,
      position: c.position,
      updated_at: c.updatedAt.toISOString(),
    }));
  }

  async sections(locale: Locale): Promise<Section[]> {
    const rows = await this.db
      .select()
      .from(helpSections)
      .orderBy(asc(helpSections.categoryId), asc(helpSections.position), asc(helpSections.id));
    return rows.map((s) => ({
      id: s.id,
      category_id: s.categoryId,
      name: pick(s.names, locale),
      description: pick(s.descriptions, locale),
      locale,
      position: s.position,
      updated_at: s.updatedAt.toISOString(),
    }));
  }

  /** Each article's row in `locale` and in English: `preferred` then keeps one per article. */
  private select(locale: Locale) {
    return this.db
      .select({ a: helpArticles, t: helpArticleTranslations })
      .from(helpArticles)
      .innerJoin(
        helpArticleTranslations,
        and(
          eq(helpArticleTranslations.articleId, helpArticles.id),
          inArray(helpArticleTranslations.locale, [...new Set([locale, DEFAULT_LOCALE])]),
        ),
      );
  }

  private view(
    a: typeof helpArticles.$inferSelect,
    t: { locale: string; title: string; body: string; updatedAt: Date },
  ): Article {
    return {
      id: a.id,
      title: t.title,
      body: t.body.split(MEDIA_PLACEHOLDER).join(this.mediaBase),
      label_names: a.labelNames,
      section_id: a.sectionId,
      locale: t.locale,
      position: a.position,
      promoted: a.promoted,
      created_at: a.createdAt.toISOString(),
      updated_at: (t.updatedAt > a.updatedAt ? t.updatedAt : a.updatedAt).toISOString(),
    };
  }

  async categoryArticles(categoryId: number, locale: Locale): Promise<Article[]> {
    const rows = await this.select(locale)
      .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
      .where(eq(helpSections.categoryId, categoryId))
      .orderBy(asc(helpSections.position), asc(helpArticles.position), asc(helpArticles.id));
    return preferred(rows, locale).map(({ a, t }) => this.view(a, t));
  }

  async sectionArticles(sectionId: number, locale: Locale): Promise<Article[]> {
    const rows = await this.select(locale)
      .where(eq(helpArticles.sectionId, sectionId))
      .orderBy(asc(helpArticles.position), asc(helpArticles.id));
    return preferred(rows, locale).map(({ a, t }) => this.view(a, t));
  }

  async article(id: number, locale: Locale): Promise<Article | undefined> {
    // A missing translation falls back to English, the knowledge base's source language; the
    // article's `locale` then says so and the portal marks it.
    const [row] = preferred(await this.select(locale).where(eq(helpArticles.id, id)), locale);
    return row && this.view(row.a, row.t);
  }

  search(query: string, locale: Locale | undefined): Promise<SearchResult[]> {
    const version = this.referenceVersion();
    if (version === undefined) return this.searchDatabase(query, locale);
    const key = `${locale ?? '*'}\n${query}`;
    const kept = this.searches.get(key);
    if (kept?.version === version) return kept.results;
    const results = this.searchDatabase(query, locale);
    this.searches.set(key, { version, results });
    results.catch(() => this.searches.delete(key)); // never keep a failure
    return results;
  }

  private async searchDatabase(query: string, locale: Locale | undefined): Promise<SearchResult[]> {
    const t = helpArticleTranslations;
    // Full text in each language's own configuration (help_search_config, migration 0300: Snowball
    // stemming, 'simple' for Japanese, Korean and Chinese) plus a substring match, which is what
    // finds CJK words (no spaces between them), and an exact error-code tag match. With a locale the
    // query is one constant tsquery, so the GIN index on `search` answers it.
    const tsq = locale
      ? sql`websearch_to_tsquery(help_search_config(${locale}), ${query})`
      : sql`websearch_to_tsquery(help_search_config(${t.locale}), ${query})`;
    const like = `%${escapeLike(query)}%`;
    const tagged = sql`${helpArticles.labelNames} && ARRAY[${`error_code:${query}`}, ${`category:${query}`}]::text[]`;
    const rank = sql<number>`(CASE WHEN ${tagged} THEN 10 ELSE 0 END) + ts_rank(${t.search}, ${tsq}) + (CASE WHEN ${t.title} ILIKE ${like} THEN 1 ELSE 0 END)`;
    const rows = await this.db
      .select({
        a: helpArticles,
        t: { locale: t.locale, title: t.title, body: t.body, updatedAt: t.updatedAt },
        rank,
      })
      .from(helpArticles)
      .innerJoin(t, eq(t.articleId, helpArticles.id))
      .where(
        and(
          locale ? eq(t.locale, locale) : undefined,
          or(sql`${t.search} @@ ${tsq}`, ilike(t.title, like), ilike(t.body, like), tagged),
        ),
      )
      .orderBy(desc(rank), asc(helpArticles.id), asc(t.locale))
      .limit(50);
    return rows.map(({ a, t: tr }) => {
      const article = this.view(a, tr);
      return { ...article, snippet: snippetOf(textOf(article.body), query) };
    });
  }
}

/** One row per article, in the asked locale where it exists, else English; first-seen order kept. */
function preferred<R extends { a: { id: number }; t: { locale: string } }>(rows: R[], locale: Locale): R[] {
  const byArticle = new Map<number, R>();
  for (const row of rows) {
    if (!byArticle.has(row.a.id) || row.t.locale === locale) byArticle.set(row.a.id, row);
  }
  return [...byArticle.values()];
}

/** Up to 200 characters of text around the first hit. */
function snippetOf(text: string, query: string): string {
  const at = text.toLowerCase().indexOf(query.toLowerCase());
  const start = Math.max(0, at < 0 ? 0 : at - 60);
  return (start > 0 ? '…' : '') + text.slice(start, start + 200) + (text.length > start + 200 ? '…' : '');
}
