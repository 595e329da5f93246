// The built-in knowledge base: help_* tables. Article bodies reference their images as
// `{{media}}/<name>`; that placeholder becomes `<PUBLIC_URL>/hc/article_attachments`, the path the
// media proxy serves from help_media, so stored bodies never depend on the deployment's URL.
import { HelpLocale } from '@dealer/contracts';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/database.ts';
import type { Localized } from '../../db/tables/index.ts';
import * as repo from './help-centre.repository.ts';
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
    const rows = await repo.allCategories(this.db);
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
    const rows = await repo.allSections(this.db);
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

  /** The asked locale and English: `preferred` then keeps one row per article. */
  private locales(locale: Locale): Locale[] {
    return [...new Set([locale, DEFAULT_LOCALE])];
  }

  private view(
    a: repo.ArticleRow,
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
    const rows = await repo.articlesOfCategory(this.db, categoryId, this.locales(locale));
    return preferred(rows, locale).map(({ a, t }) => this.view(a, t));
  }

  async sectionArticles(sectionId: number, locale: Locale): Promise<Article[]> {
    const rows = await repo.articlesOfSection(this.db, sectionId, this.locales(locale));
    return preferred(rows, locale).map(({ a, t }) => this.view(a, t));
  }

  async article(id: number, locale: Locale): Promise<Article | undefined> {
    // A missing translation falls back to English, the knowledge base's source language; the
    // article's `locale` then says so and the portal marks it.
    const [row] = preferred(await repo.articleInLocales(this.db, id, this.locales(locale)), locale);
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
    const rows = await repo.searchArticles(this.db, query, locale);
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
