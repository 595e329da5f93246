// The dates, times, numbers and units in a text that did not come from the locale's formatter
// (locale-format.ts): a raw ISO date, a 24-hour clock with an AM/PM marker, an English date or clock
// marker in a language whose Intl writes neither, the other decimal mark before a unit, a long number
// without the locale's grouping, a unit glued to its number where the locale spaces it (or the other
// way round). What is right is asked of Intl itself for the locale, never written here, so a screen
// or paper read through this fails on any value written by hand (issue 28 points 6 and 7).
import { localeFormat, QuantityUnits } from './locale-format.ts';

export interface UnformattedValue {
  rule: string;
  found: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const GAP = '[ \\u00a0\\u202f]';
/** A number standing alone: not the tail of a word, a hex code ("0x1A") or a longer number. */
const START = '(?<![\\p{L}\\p{N}_.,])';
/** A unit symbol ends where no letter, digit or slash follows ("km" is not the start of "km/h"). */
const END = '(?![\\p{L}\\p{N}_/])';
const MONTHS = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec';

interface Rule {
  rule: string;
  pattern: RegExp;
}

function rulesOf(locale: string): Rule[] {
  const f = localeFormat(locale, { timeZone: 'UTC' });
  const decimal = f.number(1.5).replace(/\d/g, '');
  const wrongDecimal = decimal === ',' ? '.' : ',';
  const group = f.number(12345).replace(/\d/g, '');
  const sample = Date.UTC(2026, 10, 28, 14, 38);
  const rules: Rule[] = [
    { rule: 'ISO date', pattern: /(?<!\d)\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2})?)?(?!\d)/u },
    { rule: '24-hour clock with a marker', pattern: /(?<!\d)(?:1[3-9]|2[0-3]):[0-5]\d\s?[AP]M\b/u },
  ];
  if (!/[AP]M/.test(f.time(sample)))
    rules.push({ rule: 'English clock marker', pattern: /(?<!\d)\d{1,2}:\d{2}\s?[AP]M\b/u });
  for (const [rule, pattern] of [
    ['English day-month-year', new RegExp(`(?<!\\d)\\d{1,2} (?:${MONTHS}) \\d{4}(?!\\d)`, 'u')],
    ['English month-day-year', new RegExp(`\\b(?:${MONTHS}) \\d{1,2}, \\d{4}(?!\\d)`, 'u')],
  ] as const)
    if (!pattern.test(f.date(sample))) rules.push({ rule, pattern });

  // Each unit as the locale writes it after a number: the gap between them and the symbol.
  const units = QuantityUnits.map((unit) => {
    const [, gap = '', symbol = unit] = /^5(\s*)(.+)$/u.exec(f.quantity(5, unit)) ?? [];
    return { unit, gap, symbol };
  });
  const symbols = `(?:${[...new Set(units.map((u) => u.symbol))]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})`;
  rules.push({
    rule: `decimal mark "${wrongDecimal}" before a unit`,
    pattern: new RegExp(`${START}\\d+${escape(wrongDecimal)}\\d{1,2}(?!\\d)${GAP}?${symbols}${END}`, 'u'),
  });
  const ungrouped = group === '' ? null : /\D/.test(f.number(1234)) ? 4 : 5;
  if (ungrouped)
    rules.push({
      rule: 'number without the locale’s grouping',
      pattern: new RegExp(`${START}\\d{${ungrouped},}(?:[.,]\\d+)?${GAP}?${symbols}${END}`, 'u'),
    });
  if (group !== ',')
    rules.push({
      rule: 'English grouping',
      pattern: new RegExp(`${START}\\d{1,3}(?:,\\d{3})+(?!\\d)${GAP}?${symbols}${END}`, 'u'),
    });
  for (const { unit, gap, symbol } of units) {
    if (symbol !== unit) continue; // the locale writes its own word ("Std.", "時間"): not ours to judge
    const number = `${START}\\d+(?:[.,]\\d+)?`;
    rules.push(
      gap === ''
        ? { rule: `"${unit}" set apart`, pattern: new RegExp(`${number}${GAP}${escape(unit)}${END}`, 'u') }
        : { rule: `"${unit}" glued`, pattern: new RegExp(`${number}${escape(unit)}${END}`, 'u') },
    );
  }
  return rules;
}

const cache = new Map<string, Rule[]>();

/** Every value in `text` the formatter of `locale` (e.g. "de-DE") would not have written so. */
export function unformattedValues(text: string, locale: string): UnformattedValue[] {
  let rules = cache.get(locale);
  if (!rules) cache.set(locale, (rules = rulesOf(locale)));
  return rules.flatMap(({ rule, pattern }) => {
    const found = pattern.exec(text)?.[0];
    return found === undefined ? [] : [{ rule, found }];
  });
}
