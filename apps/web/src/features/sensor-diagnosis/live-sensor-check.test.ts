import { describe, expect, it } from 'vitest';
import type { DriveLiveData } from '@dealer/contracts';
import { isPedalling, judgeLive } from './live-sensor-check.ts';

const sample = (over: Partial<DriveLiveData>): DriveLiveData => ({
  speed_kmh: 9,
  cadence_rpm: 45,
  torque_nm: 14,
  motor_current_a: 4,
  battery_voltage_v: 37.5,
  battery_current_a: 3.8,
  motor_temperature_c: 23,
  controller_temperature_c: 23,
  ...over,
});

describe('live sensor check', () => {
  it('passes working sensors while the crank turns', () => {
    const samples = [sample({}), sample({ speed_kmh: 10, torque_nm: 18 })];
    expect(judgeLive('speed', samples)).toMatchObject({ pass: true, mean: 9.5, samples: 2 });
    expect(judgeLive('torque', samples).pass).toBe(true);
    expect(judgeLive('cadence', samples).pass).toBe(true);
  });

  it('fails a silent sensor, and pedalling is seen by cadence or torque alone', () => {
    const silentSpeed = [sample({ speed_kmh: 0 }), sample({ speed_kmh: 0 })];
    expect(judgeLive('speed', silentSpeed).pass).toBe(false);
    expect(isPedalling(sample({ cadence_rpm: 0 }))).toBe(true);
    expect(isPedalling(sample({ torque_nm: 0 }))).toBe(true);
    expect(isPedalling(sample({ cadence_rpm: 0, torque_nm: 0 }))).toBe(false);
    expect(judgeLive('cadence', [sample({ cadence_rpm: 0 })]).pass).toBe(false);
  });
});
