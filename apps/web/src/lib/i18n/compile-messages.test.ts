// The messages the build compiles (compile-messages.ts) read exactly as the source strings would in the
// browser: every message of every language, formatted from its compiled form and from its text with
// the same values (one and several of a count, a word for every other argument), gives the same text.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import IntlMessageFormat from 'intl-messageformat';
import { Language } from '@dealer/contracts';
import { compileMessages, isPlainMessage } from './compile-messages.ts';
import { argumentsOf } from './message-arguments.ts';
import { localeOf } from './i18n.ts';

const read = (language: Language) =>
  JSON.parse(
    fs.readFileSync(path.join(import.meta.dirname, 'locales', `${language}.json`), 'utf8'),
  ) as Record<string, string>;

const format = (
  message: ConstructorParameters<typeof IntlMessageFormat>[0],
  locale: string,
  values: object,
) => String(new IntlMessageFormat(message, locale, undefined, { ignoreTag: true }).format(values));

describe('messages compiled at build time', () => {
  for (const language of Language) {
    it(`${language}: each compiled message formats as its text does`, () => {
      const source = read(language);
      const compiled = compileMessages(source);
      const locale = localeOf(language);
      for (const [key, text] of Object.entries(source)) {
        const message = compiled[key]!;
        if (typeof message === 'string') {
          // Kept as text: the portal shows it as it is, which is what ICU would make of it.
          expect(message, key).toBe(text);
          expect(format(text, locale, {}), key).toBe(text);
          continue;
        }
        for (const count of [1, 3]) {
          const values = Object.fromEntries(
            argumentsOf(text).map((a) => [a, a === 'count' ? count : `‹${a}›`]),
          );
          expect(format(message, locale, values), `${key} (${count})`).toBe(format(text, locale, values));
        }
      }
    });
  }

  it('keeps as text only what ICU reads literally, and refuses a skeleton', () => {
    expect(isPlainMessage('Close')).toBe(true);
    expect(isPlainMessage("Don't {x}")).toBe(false);
    expect(compileMessages({ a: "It''s {n, plural, one {# bike} other {# bikes}}" }).a).toBeTypeOf('object');
    expect(() => compileMessages({ a: '{d, date, ::yyyyMMdd}' })).toThrow(/skeleton/);
  });
});
