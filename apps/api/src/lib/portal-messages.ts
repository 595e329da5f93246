// The portal's own message catalogue (apps/web/src/lib/i18n/locales/*.json) for what the API prints:
// the PDFs are written with the same messages and ICU rules as the screens, so a paper says what the
// screen says, in the reader's language, and a message missing in one language fails the portal's
// locale tests rather than printing English (docs/decisions/2821). The files are imported, so the
// server bundle carries them (the production image has no apps/web sources).
import { IntlMessageFormat } from 'intl-messageformat';
import {
  FALLBACK_LOCALE,
  type Language,
  LocaleOfLanguage,
  localeFormat,
  type LocaleFormat,
} from '@dealer/contracts';
import da from '../../../web/src/lib/i18n/locales/da.json' with { type: 'json' };
import de from '../../../web/src/lib/i18n/locales/de.json' with { type: 'json' };
import en from '../../../web/src/lib/i18n/locales/en.json' with { type: 'json' };
import es from '../../../web/src/lib/i18n/locales/es.json' with { type: 'json' };
import fi from '../../../web/src/lib/i18n/locales/fi.json' with { type: 'json' };
import fr from '../../../web/src/lib/i18n/locales/fr.json' with { type: 'json' };
import it from '../../../web/src/lib/i18n/locales/it.json' with { type: 'json' };
import ja from '../../../web/src/lib/i18n/locales/ja.json' with { type: 'json' };
import ko from '../../../web/src/lib/i18n/locales/ko.json' with { type: 'json' };
import nl from '../../../web/src/lib/i18n/locales/nl.json' with { type: 'json' };
import sv from '../../../web/src/lib/i18n/locales/sv.json' with { type: 'json' };
import zhTW from '../../../web/src/lib/i18n/locales/zh-TW.json' with { type: 'json' };

export type PortalMessageKey = keyof typeof en;
type MessageVars = Record<string, string | number>;

const CATALOGUES: Record<Language, Record<string, string>> = {
  en,
  de,
  fr,
  it,
  es,
  nl,
  da,
  sv,
  fi,
  ja,
  ko,
  'zh-TW': zhTW,
};

/** Every message of a language (the PDF tests check no printed text is one of the keys). */
export const portalCatalogue = (language: Language): Readonly<Record<string, string>> => CATALOGUES[language];

export interface PortalMessages {
  language: Language;
  locale: string;
  /** Dates, times, numbers and units in the reader's locale and time zone. */
  format: LocaleFormat;
  t(key: PortalMessageKey, vars?: MessageVars): string;
  /** A key built at run time (a stage, a status): its message, or null when the catalogue has none. */
  maybe(key: string, vars?: MessageVars): string | null;
}

const compiled = new Map<string, IntlMessageFormat>();

export function portalMessages(language: Language, timeZone?: string): PortalMessages {
  const locale = LocaleOfLanguage[language] ?? FALLBACK_LOCALE;
  const messages = CATALOGUES[language];
  const maybe = (key: string, vars?: MessageVars): string | null => {
    // English stands in for a message one language lacks, as on the screens (i18next's fallback).
    const source = messages[key] ?? (en as Record<string, string>)[key];
    if (source === undefined) return null;
    const cacheKey = `${language}\u0000${key}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
      compiled.set(cacheKey, format);
    }
    return String(format.format(vars ?? {}));
  };
  return {
    language,
    locale,
    format: localeFormat(locale, { timeZone: timeZone ?? 'UTC', zoneName: true }),
    t: (key, vars) => maybe(key, vars) ?? key,
    maybe,
  };
}
