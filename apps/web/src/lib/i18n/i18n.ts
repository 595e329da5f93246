// Translations: en.json is the source and types the keys; other locales load on demand so /login
// ships only English. The choice is saved under `lang` (portal-spec §9).
import { FALLBACK_LOCALE, Language, LocaleOfLanguage, StorageKey } from '@dealer/contracts';
import en from './locales/en.json';
import { createStore, useStore } from '../stores/create-store.ts';
import { readString, writeString } from '../storage.ts';

export type MessageKey = keyof typeof en;
export type Messages = Record<MessageKey, string>;

const loaders = import.meta.glob<{ default: Messages }>(['./locales/*.json', '!./locales/en.json']);
const loaded = new Map<Language, Messages>([['en', en]]);

export const DEFAULT_LANGUAGE: Language = 'en';

interface I18nState {
  language: Language;
  messages: Messages;
}
export const i18nStore = createStore<I18nState>({ language: DEFAULT_LANGUAGE, messages: en });

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (Language as readonly string[]).includes(value);
}

export function localeOf(language: Language): string {
  return LocaleOfLanguage[language] ?? FALLBACK_LOCALE;
}

/** The language to start with: the saved choice, else English (see docs/decisions/). */
export function initialLanguage(): Language {
  const saved = readString(StorageKey.lang);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

async function loadMessages(language: Language): Promise<Messages> {
  const cached = loaded.get(language);
  if (cached) return cached;
  const loader = loaders[`./locales/${language}.json`];
  if (!loader) return en;
  const messages = { ...en, ...(await loader()).default };
  loaded.set(language, messages);
  return messages;
}

export async function setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  const messages = await loadMessages(language);
  i18nStore.set({ language, messages });
  document.documentElement.lang = localeOf(language);
  if (options.persist ?? true) writeString(StorageKey.lang, language);
}

export type Vars = Record<string, string | number>;

export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** Translate outside React (alerts raised by the API client). */
export function t(key: MessageKey, vars?: Vars): string {
  return interpolate(i18nStore.get().messages[key] ?? en[key] ?? key, vars);
}

export function useI18n() {
  const { language, messages } = useStore(i18nStore);
  return {
    language,
    locale: localeOf(language),
    t: (key: MessageKey, vars?: Vars) => interpolate(messages[key] ?? en[key] ?? key, vars),
  };
}
