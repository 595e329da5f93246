// The built-in knowledge base's queries (help_* tables) and the contact-us tickets.
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { Locale } from './help-centre.types.ts';
import {
  brands,
  countries,
  helpArticles,
  helpArticleTranslations,
  helpCategories,
  helpMedia,
  helpSections,
  helpTickets,
} from '../../db/tables/index.ts';

export type ArticleRow = typeof helpArticles.$inferSelect;

export const allCategories = (db: Db) =>
  db.select().from(helpCategories).orderBy(asc(helpCategories.position), asc(helpCategories.id));

export const allSections = (db: Db) =>
  db
    .select()
    .from(helpSections)
    .orderBy(asc(helpSections.categoryId), asc(helpSections.position), asc(helpSections.id));

/** Each article's rows in `locales` (the asked one and English): the caller keeps one per article. */
const articleRows = (db: Db, locales: Locale[]) =>
  db
    .select({ a: helpArticles, t: helpArticleTranslations })
    .from(helpArticles)
    .innerJoin(
      helpArticleTranslations,
      and(
        eq(helpArticleTranslations.articleId, helpArticles.id),
        inArray(helpArticleTranslations.locale, locales),
      ),
    );

export const articlesOfCategory = (db: Db, categoryId: number, locales: Locale[]) =>
  articleRows(db, locales)
    .innerJoin(helpSections, eq(helpSections.id, helpArticles.sectionId))
    .where(eq(helpSections.categoryId, categoryId))
    .orderBy(asc(helpSections.position), asc(helpArticles.position), asc(helpArticles.id));

export const articlesOfSection = (db: Db, sectionId: number, locales: Locale[]) =>
  articleRows(db, locales)
    .where(eq(helpArticles.sectionId, sectionId))
    .orderBy(asc(helpArticles.position), asc(helpArticles.id));

export const articleInLocales = (db: Db, id: number, locales: Locale[]) =>
  articleRows(db, locales).where(eq(helpArticles.id, id));

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The 50 best matches of `query` among the articles (in `locale`, or in any language), best first. */
export function searchArticles(db: Db, query: string, locale: Locale | undefined) {
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
  return db
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
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: helpCategories.id })
    .from(helpCategories)
    .where(eq(helpCategories.id, id));
  return row !== undefined;
}

export async function sectionExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: helpSections.id }).from(helpSections).where(eq(helpSections.id, id));
  return row !== undefined;
}

export async function mediaByName(db: Db, name: string) {
  const [row] = await db.select().from(helpMedia).where(eq(helpMedia.name, name));
  return row;
}

export async function brandById(db: Db, id: number) {
  const [brand] = await db.select().from(brands).where(eq(brands.id, id));
  return brand;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const [country] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  return country !== undefined;
}

export async function insertTicket(db: Db, values: typeof helpTickets.$inferInsert) {
  const [row] = await db.insert(helpTickets).values(values).returning();
  return row!;
}

export async function setTicketExternalId(db: Db, id: number, externalId: string): Promise<void> {
  await db.update(helpTickets).set({ externalId }).where(eq(helpTickets.id, id));
}
