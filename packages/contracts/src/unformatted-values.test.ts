import { describe, expect, it } from 'vitest';
import { LocaleOfLanguage } from './constants.ts';
import { localeFormat, QuantityUnits } from './locale-format.ts';
import { unformattedValues } from './unformatted-values.ts';

const rules = (text: string, locale: string) => unformattedValues(text, locale).map((v) => v.rule);

describe('unformattedValues', () => {
  it('passes everything the locale formatter writes, in all twelve languages', () => {
    for (const locale of Object.values(LocaleOfLanguage)) {
      const f = localeFormat(locale, { timeZone: 'Europe/Berlin', zoneName: true });
      const when = Date.UTC(2026, 10, 28, 13, 38);
      const text = [
        f.date(when),
        f.dateTime(when),
        f.time(when),
        f.number(1234567.25),
        f.number(12345),
        ...QuantityUnits.flatMap((u) => [f.quantity(21.5, u), f.quantity(12345, u), f.quantity(86, u)]),
      ].join(' · ');
      expect(unformattedValues(text, locale), `${locale}: ${text}`).toEqual([]);
    }
  });

  it('passes words and codes that only look like numbers', () => {
    const text =
      'Error 0x010A · VIN WBA1234A5678 · Firmware 2.4.1 · SN-20261128 · byte_31 · 2026 · Step 3 of 5';
    for (const locale of ['de-DE', 'ja-JP', 'en-US']) expect(rules(text, locale), locale).toEqual([]);
  });

  it('finds raw ISO dates and a 24-hour clock with a marker in any language', () => {
    expect(rules('filed 2026-11-28T14:38:00Z', 'en-US')).toEqual(['ISO date']);
    expect(rules('am 2026-11-28', 'de-DE')).toEqual(['ISO date']);
    expect(rules('27 Nov 2026 14:38 PM', 'en-US')).toEqual([
      '24-hour clock with a marker',
      'English day-month-year',
    ]);
  });

  it('finds English dates and clock markers where the locale writes its own', () => {
    expect(rules('um 2:38 PM', 'de-DE')).toEqual(['English clock marker']);
    expect(rules('2:38 PM', 'ja-JP')).toEqual(['English clock marker']);
    // Korean's own clock has the Latin marker before the time: not a finding there.
    expect(rules('2026년 11월 28일 PM 1:38', 'ko-KR')).toEqual([]);
    expect(rules('Nov 28, 2026', 'de-DE')).toEqual(['English month-day-year']);
    expect(rules('Nov 28, 2026', 'en-US')).toEqual([]);
  });

  it('finds the other decimal mark before a unit', () => {
    expect(rules('Temperatur 21.5 °C', 'de-DE')).toEqual(['decimal mark "." before a unit']);
    expect(rules('Temperatur 21,5 °C', 'de-DE')).toEqual([]);
    expect(rules('電圧 39,6 V', 'ja-JP')).toEqual(['decimal mark "," before a unit']);
    // A German thousands point is not a decimal mark.
    expect(rules('1.843 km', 'de-DE')).toEqual([]);
  });

  it('finds a long number without the locale’s grouping, or with English grouping', () => {
    expect(rules('12345 km', 'de-DE')).toEqual(['number without the locale’s grouping']);
    expect(rules('1843 km', 'de-DE')).toEqual(['number without the locale’s grouping']);
    // Spanish groups from five digits on.
    expect(rules('1843 km', 'es-ES')).toEqual([]);
    expect(rules('12345 km', 'ja-JP')).toEqual(['number without the locale’s grouping']);
    expect(rules('12,345 km', 'de-DE')).toEqual(['English grouping']);
    expect(rules('12,345 km', 'ja-JP')).toEqual([]);
  });

  it('finds a unit glued to its number where the locale spaces it, and the other way round', () => {
    expect(rules('battery: 86% geladen', 'de-DE')).toEqual(['"%" glued']);
    expect(rules('24km/h', 'de-DE')).toEqual(['"km/h" glued']);
    expect(rules('39,6V', 'de-DE')).toEqual(['"V" glued']);
    expect(rules('バッテリー 86 %', 'ja-JP')).toEqual(['"%" set apart']);
    expect(rules('21.5 °C', 'en-US')).toEqual(['"°C" set apart']);
    // English as Intl writes it (decision 2820): "86%", never the German "86 %".
    expect(rules('Battery at 86 %: enough', 'en-US')).toEqual(['"%" set apart']);
    expect(rules('Battery at 86%: enough', 'en-US')).toEqual([]);
    expect(rules('Akku bei 86\u00a0%: genug', 'de-DE')).toEqual([]);
    // Korean writes km/h against the number.
    expect(rules('24 km/h', 'ko-KR')).toEqual(['"km/h" set apart']);
    expect(rules('24km/h', 'ko-KR')).toEqual([]);
  });
});
