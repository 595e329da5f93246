// The portal's twelve languages from what a request carries: a single tag (ui_locales, a cookie, a
// form field) or a browser's Accept-Language list. Shared by the embedded provider's pages and the
// mails, so "de-AT", "zh-Hant-TW" or "ja;q=0.8" mean the same everywhere.
import Negotiator from 'negotiator';
import { Language } from '@dealer/contracts';

/** A portal language from a tag such as "de", "de-DE", "zh-TW" or "zh-Hant-TW"; undefined otherwise. */
export function languageOf(tag: unknown): Language | undefined {
  if (typeof tag !== 'string' || !tag) return undefined;
  const lower = tag.trim().toLowerCase();
  // Only traditional Chinese is a portal language: plain "zh" or "zh-CN" must not pick it.
  if (lower.startsWith('zh')) return lower.includes('tw') || lower.includes('hant') ? 'zh-TW' : undefined;
  return Language.find((l) => l === lower.split(/[-_]/)[0]);
}

/** The first portal language of a space-separated preference list (OIDC ui_locales). */
export function languageOfList(tags: unknown): Language | undefined {
  if (typeof tags !== 'string') return undefined;
  return tags
    .split(/\s+/)
    .map(languageOf)
    .find((l) => l !== undefined);
}

/** The browser's most preferred portal language from an Accept-Language header (q-values honoured). */
export function acceptedLanguage(header: string | string[] | undefined): Language | undefined {
  if (!header) return undefined;
  const accepted = new Negotiator({ headers: { 'accept-language': String(header) } }).languages();
  return accepted.map(languageOf).find((l) => l !== undefined);
}
