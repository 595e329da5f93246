import { describe, expect, it } from 'vitest';
import { changedLevels, nonMonotonic, outOfLimits, type LevelValues } from './levels.ts';

const lv = (n: 1 | 2 | 3, s: number, t: number): LevelValues => ({
  assist_level: String(n) as '1',
  support_percent: s,
  max_torque_nm: t,
  max_speed_kmh: 25,
});

describe('assist levels', () => {
  it('sends only levels that moved', () => {
    expect(changedLevels([lv(1, 50, 20), lv(2, 100, 40)], [lv(1, 50, 20), lv(2, 120, 40)])).toEqual([
      { assist_level: '2', support_percent: 120, max_torque_nm: 40 },
    ]);
  });
  it('finds levels beyond the model limits', () => {
    expect(
      outOfLimits([lv(1, 50, 20), lv(2, 400, 40)], {
        max_support_percent: 340,
        max_torque_nm: 85,
        max_speed_kmh: 25,
      }),
    ).toHaveLength(1);
  });
  it('warns when a higher level gives less support', () => {
    expect(nonMonotonic([lv(1, 80, 20), lv(2, 60, 40)])).toBe(true);
    expect(nonMonotonic([lv(1, 60, 20), lv(2, 80, 40)])).toBe(false);
  });
});
