// Help-centre category ids are fixed (calls-spec.md §3).
import type { Language } from './constants.ts';

export const HelpCategoryId = {
  errorCode: 31021852556057,
  problemSolving: 29924728891929,
  faqs: 30660535675673,
  releaseNote: 31021678456729,
  productManual: 29927761642393,
  announcementAndLaunches: 30752907419929,
  dealerPortalTutorials: 38552623037337,
  assembleAndDisassembleVideos: 31022041709849,
} as const;
export type HelpCategoryKey = keyof typeof HelpCategoryId;

/** Display order with problem solving before error code (the one the spec gives in full). */
export const HelpCategoryOrder: readonly HelpCategoryKey[] = [
  'problemSolving',
  'errorCode',
  'faqs',
  'productManual',
  'dealerPortalTutorials',
  'assembleAndDisassembleVideos',
  'announcementAndLaunches',
  'releaseNote',
];

export const ARTICLE_TAG_ERROR_CODE = 'error_code:';
export const ARTICLE_TAG_CATEGORY = 'category:';

/** Reads `error_code:` and `category:` tags off an article's label names. */
export function parseArticleTags(labelNames: readonly string[]): { errorCode?: string; category?: string } {
  const out: { errorCode?: string; category?: string } = {};
  for (const label of labelNames) {
    if (label.startsWith(ARTICLE_TAG_ERROR_CODE)) out.errorCode = label.slice(ARTICLE_TAG_ERROR_CODE.length);
    else if (label.startsWith(ARTICLE_TAG_CATEGORY)) out.category = label.slice(ARTICLE_TAG_CATEGORY.length);
  }
  return out;
}

/**
 * Help-centre locales (Zendesk's codes), one per portal language; `en-us` is the source every article
 * is written in first and the fallback when a translation is missing (see docs/decisions/1751).
 */
export const HelpLocale = [
  'en-us',
  'de',
  'fr',
  'it',
  'es',
  'nl',
  'da',
  'sv',
  'fi',
  'ja',
  'ko',
  'zh-tw',
] as const;
export type HelpLocale = (typeof HelpLocale)[number];
export const HELP_SOURCE_LOCALE: HelpLocale = 'en-us';

export const HelpLocaleOfLanguage = {
  en: 'en-us',
  de: 'de',
  fr: 'fr',
  it: 'it',
  es: 'es',
  nl: 'nl',
  da: 'da',
  sv: 'sv',
  fi: 'fi',
  ja: 'ja',
  ko: 'ko',
  'zh-TW': 'zh-tw',
} as const satisfies Record<Language, HelpLocale>;
