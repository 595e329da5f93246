// The built-in knowledge base: eight categories, their sections, one article per HMI error code,
// problem-solving articles (in the twelve help locales), FAQs, release notes, a product manual,
// tutorials and procedures (en-us and zh-tw), plus the images they show. Idempotent: only what is missing is inserted.
import { sql } from 'drizzle-orm';
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
  // Only the missing translations: each insert computes the row's search vector, which on PGlite
  // runs on the API's own thread, so a start-up re-inserting them all would stall it.
  const existing = new Set(
    (
      await db
        .select({ id: helpArticleTranslations.articleId, locale: helpArticleTranslations.locale })
        .from(helpArticleTranslations)
    ).map((r) => `${r.id}|${r.locale}`),
  );
  const missing = articles
    .flatMap((a) =>
      (Object.entries(a.translations) as [HelpLocale, ArticleText][]).map(([locale, text]) => ({
        articleId: a.id,
        locale,
        ...text,
      })),
    )
    .filter((t) => !existing.has(`${t.articleId}|${t.locale}`));
  if (missing.length > 0) await db.insert(helpArticleTranslations).values(missing).onConflictDoNothing();
}
