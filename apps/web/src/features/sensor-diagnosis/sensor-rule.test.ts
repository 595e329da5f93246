import { describe, expect, it } from 'vitest';
import { allowedDeviation, sensorPasses } from './sensor-rule.ts';

describe('sensor rule', () => {
  it('uses the larger of the percent and absolute tolerance', () => {
    expect(allowedDeviation('speed', 10)).toBe(1);
    expect(allowedDeviation('speed', 40)).toBe(2);
    expect(allowedDeviation('cadence', 30)).toBe(5);
  });
  it('passes within and fails beyond the tolerance', () => {
    expect(sensorPasses('torque', 42, 40)).toBe(true);
    expect(sensorPasses('torque', 45, 40)).toBe(false);
    expect(sensorPasses('speed', 26.2, 25)).toBe(true);
    expect(sensorPasses('speed', 27, 25)).toBe(false);
  });
});
