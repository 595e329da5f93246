import { afterEach, describe, expect, it } from 'vitest';
import {
  addToHistory,
  historyOf,
  purgeOld,
  readHistory,
  worst,
  type FullDiagnosisEntry,
} from './full-diagnosis-history.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 21, 12);
const entry = (vin: string, ageDays: number): FullDiagnosisEntry => ({
  vin,
  workspaceId: 1,
  lastPerformTimeStamp: now - ageDays * DAY,
  healthScore: 90,
  healthBand: 'Healthy',
  stages: [],
});

afterEach(() => localStorage.clear());

describe('full diagnosis history', () => {
  it('purges entries older than 7 days by lastPerformTimeStamp', () => {
    expect(purgeOld([entry('A', 1), entry('A', 7), entry('A', 7.01), entry('B', 30)], now).length).toBe(2);
  });

  it('is kept under fullDiagnosisInfoList, newest first, old entries removed from storage', () => {
    localStorage.setItem('fullDiagnosisInfoList', JSON.stringify([entry('A', 9), entry('A', 2)]));
    addToHistory(entry('A', 0), now);
    const stored = JSON.parse(localStorage.getItem('fullDiagnosisInfoList')!) as FullDiagnosisEntry[];
    expect(stored.map((e) => (now - e.lastPerformTimeStamp) / DAY)).toEqual([0, 2]);
    expect(readHistory(now).map((e) => (now - e.lastPerformTimeStamp) / DAY)).toEqual([0, 2]);
    expect(historyOf('B', now)).toEqual([]);
  });

  it('reads a corrupt entry as absent', () => {
    localStorage.setItem('fullDiagnosisInfoList', '{not json');
    expect(readHistory(now)).toEqual([]);
  });

  it('takes the worst status', () => {
    expect(worst(['pass', 'fail', 'skip'])).toBe('fail');
    expect(worst(['skip', 'skip'])).toBe('skip');
    expect(worst(['pass', 'skip'])).toBe('pass');
  });
});
