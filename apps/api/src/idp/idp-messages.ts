// The embedded sign-in page speaks the portal's twelve languages (issue 17 point 11). The language is,
// in this order: the one just chosen on the page (?lang=), the one chosen earlier on it (cookie), the
// portal's own (the authorize request's ui_locales), else English. A choice made on the page is kept
// in a cookie the portal reads once it is back, so the portal opens in the same language.
import { Language, LanguageNativeName } from '@dealer/contracts';
import { da, de, en, es, fi, fr, it, nl, sv } from './idp-messages-western.ts';
import { ja, ko, zhTW } from './idp-messages-east-asian.ts';

export type IdpMessages = Record<
  | 'title'
  | 'heading'
  | 'email'
  | 'password'
  | 'submit'
  | 'forgot'
  | 'language'
  | 'errorCode'
  | 'enterBoth'
  | 'wrong'
  | 'locked'
  | 'disabled'
  | 'notActivated'
  | 'rateLimited'
  | 'expired'
  | 'cannotComplete'
  | 'problemTitle'
  | 'problemHeading'
  | 'back',
  string
>;
export type IdpMessageKey = keyof IdpMessages;

const MESSAGES: Record<Language, IdpMessages> = { en, es, da, de, fr, fi, it, nl, sv, ja, ko, 'zh-TW': zhTW };

/** Cookie carrying a language chosen on the sign-in page back to the portal (read by its /login). */
export const SIGN_IN_LANGUAGE_COOKIE = 'signin_lang';

export const messagesOf = (language: Language): IdpMessages => MESSAGES[language];
export const languageName = (language: Language): string => LanguageNativeName[language];
export const languages: readonly Language[] = Language;

/** A portal language from a tag such as "de", "de-DE", "zh-TW" or "zh-Hant-TW"; undefined otherwise. */
export function languageOf(tag: unknown): Language | undefined {
  if (typeof tag !== 'string' || !tag) return undefined;
  const lower = tag.trim().toLowerCase();
  if (lower.startsWith('zh')) return lower.includes('tw') || lower.includes('hant') ? 'zh-TW' : undefined;
  return Language.find((l) => l === lower.split(/[-_]/)[0]);
}

/** The page language from what the request carries (see the order above). */
export function chooseLanguage(input: { query?: unknown; cookie?: unknown; uiLocales?: unknown }): Language {
  const fromUiLocales =
    typeof input.uiLocales === 'string'
      ? input.uiLocales
          .split(/\s+/)
          .map(languageOf)
          .find((l) => l !== undefined)
      : undefined;
  return languageOf(input.query) ?? languageOf(input.cookie) ?? fromUiLocales ?? 'en';
}
