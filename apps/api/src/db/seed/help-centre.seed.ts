// The built-in knowledge base: eight categories, their sections, one article per HMI error code,
// problem-solving articles (in the twelve help locales), FAQs, release notes, a product manual,
// tutorials and procedures (en-us and zh-tw), plus the images they show. Idempotent: only what is missing is
// inserted, and only an article text the seed has changed is rewritten.
import { and, eq, sql } from 'drizzle-orm';
import type { HelpLocale } from '@dealer/contracts';
import type { Db } from '../database.ts';
import type { ArticleText } from '../../modules/help-centre/content/help-texts.ts';
import {
  helpArticles,
  helpArticleTranslations,
  helpCategories,
  helpMedia,
  helpSections,
} from '../tables/index.ts';
import { categoryRows, SECTIONS, sectionRows } from '../../modules/help-centre/content/kb-structure.ts';
import {
  errorCodeArticles,
  type SeedArticle,
} from '../../modules/help-centre/content/error-code-articles.ts';
import { bafangErrorCodeArticles } from '../../modules/help-centre/content/bafang-error-code-articles.ts';
import { problemSolvingArticles } from '../../modules/help-centre/content/problem-solving/problem-solving-articles.ts';
import { otherArticles } from '../../modules/help-centre/content/other-articles.ts';
import { kbMedia } from '../../modules/help-centre/content/kb-media.ts';

export function knowledgeBaseArticles(): SeedArticle[] {
  return [...errorCodeArticles(), ...bafangErrorCodeArticles(), ...problemSolvingArticles, ...otherArticles];
}

export async function seedHelpCentre(db: Db): Promise<void> {
  // Names and descriptions follow the seed (a language added later reaches databases seeded before it).
  await db
    .insert(helpCategories)
    .values(categoryRows())
    .onConflictDoUpdate({
      target: helpCategories.id,
      set: { names: sql`excluded.names`, descriptions: sql`excluded.descriptions` },
    });
  await db
    .insert(helpSections)
    .values(sectionRows())
    .onConflictDoUpdate({
      target: helpSections.id,
      set: { names: sql`excluded.names`, descriptions: sql`excluded.descriptions` },
    });
  await db.insert(helpMedia).values(kbMedia).onConflictDoNothing();
  const articles = knowledgeBaseArticles();
  const positions = new Map<string, number>();
  await db
    .insert(helpArticles)
    .values(
      articles.map((a) => {
        const position = positions.get(a.sectionKey) ?? 0;
        positions.set(a.sectionKey, position + 1);
        return {
          id: a.id,
          sectionId: SECTIONS[a.sectionKey].id,
          labelNames: a.labels,
          position,
          promoted: a.promoted ?? false,
          brandId: a.brandId ?? null,
        };
      }),
    )
    .onConflictDoNothing();
  // Only the missing translations and those whose text the seed has changed since (a renamed term
  // reaches databases seeded before it): each write computes the row's search vector, which on PGlite
  // runs on the API's own thread, so a start-up rewriting them all would stall it.
  const t = helpArticleTranslations;
  const existing = new Map(
    (await db.select({ id: t.articleId, locale: t.locale, title: t.title, body: t.body }).from(t)).map(
      (r) => [`${r.id}|${r.locale}`, r],
    ),
  );
  const seeded = articles.flatMap((a) =>
    (Object.entries(a.translations) as [HelpLocale, ArticleText][]).map(([locale, text]) => ({
      articleId: a.id,
      locale,
      ...text,
    })),
  );
  const missing = seeded.filter((s) => !existing.has(`${s.articleId}|${s.locale}`));
  const changed = seeded.filter((s) => {
    const row = existing.get(`${s.articleId}|${s.locale}`);
    return row !== undefined && (row.title !== s.title || row.body !== s.body);
  });
  if (missing.length > 0) await db.insert(t).values(missing).onConflictDoNothing();
  for (const s of changed) {
    await db
      .update(t)
      .set({ title: s.title, body: s.body, updatedAt: new Date() })
      .where(and(eq(t.articleId, s.articleId), eq(t.locale, s.locale)));
  }
}
