// Number helpers of portal-spec §5: validation, thousands commas, speed units.
import { FALLBACK_LOCALE, KM_TO_MILE, MILE_TO_KM } from '@dealer/contracts';

/** Optional sign, digits, optional decimal part. */
export function isNumber(value: unknown): boolean {
  return /^[+-]?\d+(\.\d+)?$/.test(String(value).trim());
}

export function isEmptyObject(value: object): boolean {
  return Object.keys(value).length === 0;
}

/**
 * 1234567.5 → "1,234,567.5" in en-US, "1.234.567,5" in de-DE, "1 234 567,5" in fi-FI: grouping, sign
 * and decimal mark through Intl, the digits exactly as given (the decimal part keeps its digits).
 */
export function formatNumber(value: number | string, locale = FALLBACK_LOCALE): string {
  const [int = '', dec] = String(value).split('.');
  if (!/^[+-]?\d+$/.test(int) || (dec !== undefined && !/^\d+$/.test(dec))) return String(value);
  const grouped = new Intl.NumberFormat(locale).format(BigInt(int.replace(/^\+/, '')));
  const whole = /^-0+$/.test(int) ? `-${grouped}` : grouped; // BigInt has no negative zero
  if (dec === undefined) return whole;
  const mark = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  return `${whole}${mark ?? '.'}${dec}`;
}

export function stripCommas(value: string): string {
  return value.replace(/,/g, '');
}

/** km → miles, rounded down (a speed limit shown in mph never exceeds the real one). */
export function kmToMile(km: number): number {
  return Math.floor(km * KM_TO_MILE);
}

/** miles → km, rounded up. */
export function mileToKm(mile: number): number {
  return Math.ceil(mile * MILE_TO_KM);
}
