// Date and duration display: every date and time through the shared formatter of packages/contracts
// (locale-format.ts), the one the PDFs use too, so "27 Nov 2026 14:38 PM" (a hand-made English
// pattern with a 24-hour clock and a marker) cannot come back (docs/decisions/2820). Screens pass the
// reader's locale; the time zone is the browser's.
import { FALLBACK_LOCALE, localeFormat, type DateInput } from '@dealer/contracts';

const pad = (n: number) => String(n).padStart(2, '0');

function toDate(value: DateInput): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "Nov 21, 2026" (en-US), "21. Nov. 2026" (de-DE); empty for an invalid date. */
export function formatDate(value: DateInput, locale = FALLBACK_LOCALE): string {
  return localeFormat(locale).date(value);
}

/** Date and time in the locale's own clock: "Nov 21, 2026, 2:05 PM", "21. Nov. 2026, 14:05". */
export function formatDateTime(value: DateInput, locale = FALLBACK_LOCALE): string {
  return localeFormat(locale).dateTime(value);
}

function isSameDay(a: Date, b: Date): boolean {
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
