// Date and duration display of portal-spec §9: "DD MMM YYYY", "DD MMM YYYY HH:mm A", "Today", HH:mm:ss.
// The spec's patterns are English (en-US, the portal's fallback locale) and stay literal there; every
// other locale writes the same fields (day, short month, year, hours and minutes) the way its readers
// do, through Intl: "3. Nov. 2026, 14:05", "2026年11月3日 14:05" (docs/decisions/1752).
import { FALLBACK_LOCALE } from '@dealer/contracts';

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: '2-digit', minute: '2-digit' };
const usesSpecPattern = (locale: string) => locale === FALLBACK_LOCALE;

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: Date | string | number): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

function shortMonth(d: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short' }).format(d).replace(/\.$/, '');
}

/** "21 Nov 2026" (en-US), "21. Nov. 2026" (de-DE); empty for an invalid date. */
export function formatDate(value: Date | string | number, locale = FALLBACK_LOCALE): string {
  const d = toDate(value);
  if (!d) return '';
  if (!usesSpecPattern(locale)) return new Intl.DateTimeFormat(locale, DATE).format(d);
  return `${pad(d.getDate())} ${shortMonth(d, locale)} ${d.getFullYear()}`;
}

/**
 * "21 Nov 2026 14:05 PM": in en-US the spec's pattern literally, 24-hour clock plus the AM/PM marker;
 * in any other locale its own date and clock ("21. Nov. 2026, 14:05").
 */
export function formatDateTime(value: Date | string | number, locale = FALLBACK_LOCALE): string {
  const d = toDate(value);
  if (!d) return '';
  if (!usesSpecPattern(locale)) return new Intl.DateTimeFormat(locale, DATE_TIME).format(d);
  const marker = d.getHours() < 12 ? 'AM' : 'PM';
  return `${formatDate(d, locale)} ${pad(d.getHours())}:${pad(d.getMinutes())} ${marker}`;
}

export function isSameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** The day-level label: `todayLabel` when the date is today, else "DD MMM YYYY". */
export function formatDay(
  value: Date | string | number,
  todayLabel: string,
  now = new Date(),
  locale = FALLBACK_LOCALE,
): string {
  const d = toDate(value);
  if (!d) return '';
  return isSameDay(d, now) ? todayLabel : formatDate(d, locale);
}

/** Seconds → "HH:mm:ss" (hours keep counting past 24). */
export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}
