// The portal's message catalogues, read from the source the build compiles, for journeys that check
// a screen's words in a language (or that every key reached the build).
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The portal's words in `language`, by message key. */
export const localeMessages = (language: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, `../../apps/web/src/lib/i18n/locales/${language}.json`),
      'utf8',
    ),
  ) as Record<string, string>;
