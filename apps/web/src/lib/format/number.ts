// Number helpers of portal-spec §5: validation, thousands commas, speed units.
import { KM_TO_MILE, MILE_TO_KM } from '@dealer/contracts';

/** Optional sign, digits, optional decimal part. */
export function isNumber(value: unknown): boolean {
  return /^[+-]?\d+(\.\d+)?$/.test(String(value).trim());
}

export function isEmptyObject(value: object): boolean {
  return Object.keys(value).length === 0;
}

/** 1234567.5 → "1,234,567.5" (the decimal part keeps its digits). */
export function formatNumber(value: number | string): string {
  const [int = '', dec] = String(value).split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = int.replace(/^[+-]/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return dec === undefined ? `${sign}${digits}` : `${sign}${digits}.${dec}`;
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
