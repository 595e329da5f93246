// The built-in knowledge base: eight categories, their sections, one article per HMI error code,
// problem-solving articles, FAQs, release notes, a product manual, tutorials and procedures, in
// en-us and zh-tw, plus the images they show. Idempotent: only what is missing is inserted.
import type { Db } from '../database.ts';
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
import { problemSolvingArticles } from '../../modules/help-centre/content/problem-solving-articles.ts';
import { otherArticles } from '../../modules/help-centre/content/other-articles.ts';
import { kbMedia } from '../../modules/help-centre/content/kb-media.ts';

export function knowledgeBaseArticles(): SeedArticle[] {
  return [...errorCodeArticles(), ...bafangErrorCodeArticles(), ...problemSolvingArticles, ...otherArticles];
}

export async function seedHelpCentre(db: Db): Promise<void> {
  await db.insert(helpCategories).values(categoryRows()).onConflictDoNothing();
  await db.insert(helpSections).values(sectionRows()).onConflictDoNothing();
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
  await db
    .insert(helpArticleTranslations)
    .values(
      articles.flatMap((a) => [
        { articleId: a.id, locale: 'en-us' as const, ...a.en },
        { articleId: a.id, locale: 'zh-tw' as const, ...a.zh },
      ]),
    )
    .onConflictDoNothing();
}
