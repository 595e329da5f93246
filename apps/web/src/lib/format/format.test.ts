import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentDisplayName } from '@dealer/contracts';
import { formatDate, formatDateTime, formatDay, formatDuration } from './date.ts';
import { formatNumber, isEmptyObject, isNumber, kmToMile, mileToKm, stripCommas } from './number.ts';
import { accountDisplayName, titleCase } from './text.ts';
import { randomProgress, showProgress } from './progress.ts';
import { timeZoneOptions } from './timezone.ts';

describe('dates', () => {
  const d = new Date(2026, 10, 3, 14, 5, 9);
  it('writes English through Intl too: a 12-hour clock with its marker, never 24-hour beside AM/PM', () => {
    expect(formatDate(d)).toBe('Nov 3, 2026');
    expect(formatDateTime(d)).toBe('Nov 3, 2026, 2:05 PM');
    expect(formatDateTime(new Date(2026, 0, 1, 9, 30))).toBe('Jan 1, 2026, 9:30 AM');
    expect(formatDateTime(d)).not.toMatch(/\b(1[3-9]|2[0-3]):\d\d\s?[AP]M/);
    expect(formatDate('not a date')).toBe('');
  });
  it('writes other locales their own way through Intl (day, short month, year, clock)', () => {
    expect(formatDate(d, 'de-DE')).toBe('3. Nov. 2026');
    expect(formatDateTime(d, 'de-DE')).toBe('3. Nov. 2026, 14:05');
    expect(formatDate(d, 'ja-JP')).toBe('2026年11月3日');
    expect(formatDateTime(d, 'ja-JP')).toBe('2026年11月3日 14:05');
    expect(formatDate(d, 'ko-KR')).toBe('2026년 11월 3일');
    expect(formatDateTime(d, 'fi-FI')).toBe('3.11.2026 klo 14.05');
    expect(formatDateTime(d, 'de-DE')).not.toContain('PM');
  });
  it('labels today', () => {
    expect(formatDay(d, 'Today', new Date(2026, 10, 3, 23, 59))).toBe('Today');
    expect(formatDay(d, 'Today', new Date(2026, 10, 4, 0, 0))).toBe('Nov 3, 2026');
  });
  it('formats durations as HH:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(90061)).toBe('25:01:01');
  });
});

describe('numbers', () => {
  it('recognises numbers', () => {
    for (const ok of ['1', '-1', '+2.50', '0.1']) expect(isNumber(ok)).toBe(true);
    for (const bad of ['', '1.', '.5', 'abc', '1e3', '1,000']) expect(isNumber(bad)).toBe(false);
  });
  it('detects empty objects', () => {
    expect(isEmptyObject({})).toBe(true);
    expect(isEmptyObject({ a: 1 })).toBe(false);
  });
  it('adds and strips thousands commas', () => {
    expect(formatNumber(1234567.5)).toBe('1,234,567.5');
    expect(formatNumber(-1000)).toBe('-1,000');
    expect(formatNumber(999)).toBe('999');
    expect(stripCommas('1,234,567')).toBe('1234567');
  });
  it('groups numbers per locale and keeps the given digits', () => {
    expect(formatNumber(1234567.5, 'de-DE')).toBe('1.234.567,5');
    expect(formatNumber('1234.50', 'fr-FR')).toBe('1\u202f234,50');
    expect(formatNumber(-1000, 'fi-FI')).toBe('\u22121\u00a0000');
    expect(formatNumber(1234567, 'ja-JP')).toBe('1,234,567');
    expect(formatNumber('-0.5', 'de-DE')).toBe('-0,5');
  });
  it('converts speeds with the spec rounding', () => {
    expect(kmToMile(25)).toBe(15); // 15.53 down
    expect(kmToMile(45)).toBe(27); // 27.96 down
    expect(mileToKm(20)).toBe(33); // 32.19 up
    expect(mileToKm(0)).toBe(0);
  });
});

describe('text', () => {
  it('title-cases with small words lowercase', () => {
    expect(titleCase('go to bootloader mode rescue')).toBe('Go to Bootloader Mode Rescue');
    expect(titleCase('the state of the art')).toBe('The State of the Art');
    expect(titleCase('reconnect HMI and battery')).toBe('Reconnect HMI and Battery');
  });
  it('drops a team prefix from account names', () => {
    expect(accountDisplayName('velo@anna')).toBe('anna');
    expect(accountDisplayName('dealer@example.com')).toBe('dealer@example.com');
    expect(accountDisplayName('anna')).toBe('anna');
  });
  it('names components for display', () => {
    expect(componentDisplayName('hmi')).toBe('HMI');
    expect(componentDisplayName('torque')).toBe('torque sensor');
    expect(componentDisplayName('range_extender_battery')).toBe('extender battery');
  });
});

describe('progress', () => {
  afterEach(() => vi.useRealTimers());
  it('shows values up to 100 directly', () => {
    const seen: number[] = [];
    showProgress(0, 42, (v) => seen.push(v));
    expect(seen).toEqual([42]);
  });
  it('animates larger values in 10 ms steps up to 100', () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    showProgress(95, 250, (v) => seen.push(v));
    vi.advanceTimersByTime(10);
    expect(seen).toEqual([96]);
    vi.advanceTimersByTime(100);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toHaveLength(5);
  });
  it('caps the random helper at 100', () => {
    for (let i = 0; i < 50; i++) expect(randomProgress(99)).toBeLessThanOrEqual(100);
  });
});

describe('time zones', () => {
  it('lists positive offsets first with GMT labels', () => {
    const list = timeZoneOptions();
    expect(list[0]?.value).toBe('+00:00');
    expect(list.find((o) => o.value === '+01:00')?.label).toBe('(GMT+01:00) Berlin, Amsterdam, Paris, Rome');
    const firstNegative = list.findIndex((o) => o.value.startsWith('-'));
    expect(list.slice(firstNegative).every((o) => o.value.startsWith('-'))).toBe(true);
    expect(list[firstNegative]?.value).toBe('-01:00');
    expect(list.at(-1)?.value).toBe('-12:00');
  });
});
