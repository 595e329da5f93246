// The embedded sign-in page speaks the portal's twelve languages (issue 17 point 11). The language is,
// in this order: the one just chosen on the page (?lang=), the one chosen earlier on it (cookie), the
// portal's own (the authorize request's ui_locales), else English. A choice made on the page is kept
// in a cookie the portal reads once it is back, so the portal opens in the same language.
// The sign-out pages use the same catalogue; their language order is in idp-sign-out.ts (decision 1773).
import { Language, LanguageNativeName } from '@dealer/contracts';
import { languageOf, languageOfList } from '../lib/language-tags.ts';
import { da, de, en, es, fi, fr, it, nl, sv } from './idp-messages-western.ts';
import { ja, ko, zhTW } from './idp-messages-east-asian.ts';
import { SIGN_OUT_MESSAGES, type SignOutMessages } from './idp-messages-sign-out.ts';

export { languageOf };

export type SignInMessages = Record<
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
export type IdpMessages = SignInMessages & SignOutMessages;
export type IdpMessageKey = keyof IdpMessages;

const SIGN_IN_MESSAGES: Record<Language, SignInMessages> = {
  en,
  es,
  da,
  de,
  fr,
  fi,
  it,
  nl,
  sv,
  ja,
  ko,
  'zh-TW': zhTW,
};
const MESSAGES = Object.fromEntries(
  Language.map((l) => [l, { ...SIGN_IN_MESSAGES[l], ...SIGN_OUT_MESSAGES[l] }]),
) as Record<Language, IdpMessages>;

/** Cookie carrying a language chosen on the sign-in page back to the portal (read by its /login). */
export const SIGN_IN_LANGUAGE_COOKIE = 'signin_lang';

export const messagesOf = (language: Language): IdpMessages => MESSAGES[language];
export const languageName = (language: Language): string => LanguageNativeName[language];
export const languages: readonly Language[] = Language;

/** The page language from what the request carries (see the order above). */
export function chooseLanguage(input: { query?: unknown; cookie?: unknown; uiLocales?: unknown }): Language {
  return languageOf(input.query) ?? languageOf(input.cookie) ?? languageOfList(input.uiLocales) ?? 'en';
}
