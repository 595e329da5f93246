// Translations through i18next with ICU messages (i18next-icu + intl-messageformat), so plurals follow
// each language's CLDR rules: "{count, plural, one {# task} other {# tasks}}", compiled at build time
// (compile-messages.ts). en.json is the source and types the keys; the flat key → message files stay
// as they are (keySeparator off). Every language, English too, is a chunk of its own, loaded on
// demand: main.tsx loads the current one before the first render, so no key ever shows. English is
// the fallback (decision 3304). The choice is saved under `lang` (portal-spec §9). See
// docs/decisions/1750-i18next-with-icu-messages.md.
import { useMemo } from 'react';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next, useTranslation } from 'react-i18next';
import { FALLBACK_LOCALE, Language, LocaleOfLanguage, StorageKey } from '@dealer/contracts';
import type en from './locales/en.json';
import { readString, writeString } from '../storage.ts';
import { isPlainMessage } from './compile-messages.ts';

export type MessageKey = keyof typeof en;
type Messages = Record<MessageKey, string>;
/** Values for a message's {arguments}; `count` also picks the plural form. */
export type Vars = Record<string, string | number>;

const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (Language as readonly string[]).includes(value);
}

export function localeOf(language: Language): string {
  return LocaleOfLanguage[language] ?? FALLBACK_LOCALE;
}

/** i18next-icu's formatting step (its typings leave it out): the message as stored, the arguments, … */
type IcuParse = (res: unknown, ...rest: unknown[]) => unknown;

/**
 * i18next-icu for messages compiled at build time (compile-messages.ts): an AST goes to
 * intl-messageformat as it is, a plain message is its own text. Run from source (unit tests, `vite`
 * dev), an ICU string is still parsed here.
 */
function compiledIcu(): InstanceType<typeof ICU> {
  const icu = new ICU({ parseLngForICU: (lng: string) => (isLanguage(lng) ? localeOf(lng) : lng) });
  const withParse = icu as unknown as { parse: IcuParse };
  const parse = withParse.parse.bind(icu);
  withParse.parse = (res, ...rest) =>
    typeof res === 'string' && isPlainMessage(res) ? res : parse(res, ...rest);
  return icu;
}

/** The one i18next instance of the portal (not the global default, so tests and tools stay apart). */
export const i18n = i18next.createInstance();
void i18n
  .use(compiledIcu())
  .use(initReactI18next)
  .init({
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...Language],
    resources: {},
    // Keys are flat strings such as "common.close", not paths into nested objects.
    keySeparator: false,
    nsSeparator: false,
    initAsync: false,
    // React escapes what it renders; the few strings set as HTML are sanitised where they are set.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });

const loaders = import.meta.glob<{ default: Messages }>('./locales/*.json');

/** The language to start with: the saved choice, else English (see docs/decisions/). */
export function initialLanguage(): Language {
  const saved = readString(StorageKey.lang);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}

async function loadMessages(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const loader = loaders[`./locales/${language}.json`];
  if (!loader) throw new Error(`no messages for language ${language}`);
  // skipCopy: i18next otherwise copies the whole bundle through JSON.stringify and JSON.parse first,
  // ~30 ms of a phone's start-up in one task for ~1,300 compiled messages; the messages module's
  // objects are never changed (i18next spreads them into a store object of its own).
  i18n.addResourceBundle(language, 'translation', (await loader()).default, false, false, { skipCopy: true });
}

/** Switches to `language` once its messages are loaded (the page keeps the old ones until then). */
export async function setLanguage(language: Language, options: { persist?: boolean } = {}): Promise<void> {
  await loadMessages(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = localeOf(language);
  if (options.persist ?? true) writeString(StorageKey.lang, language);
}

/**
 * The language to show first, loaded: `language`, or English when its messages cannot be fetched
 * (the network blinked): English text beats a page of keys or no page at all.
 */
export async function startLanguage(language: Language): Promise<void> {
  try {
    await setLanguage(language, { persist: false });
  } catch (error) {
    if (language === DEFAULT_LANGUAGE) throw error;
    await setLanguage(DEFAULT_LANGUAGE, { persist: false });
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** Translate outside React (alerts raised by the API client). */
export function t(key: MessageKey, vars?: Vars): string {
  return i18n.t(key, vars ?? {});
}

export function useI18n() {
  // Subscribes the component to language changes.
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const language = isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
  return useMemo(
    () => ({
      language,
      locale: localeOf(language),
      t: (key: MessageKey, vars?: Vars): string => instance.t(key, vars ?? {}),
    }),
    [instance, language],
  );
}
