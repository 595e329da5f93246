import { describe, expect, it } from 'vitest';
import { DriveLiveDataCodec } from '@dealer/contracts';
import { RideBench } from './ride.ts';

const bench = () => {
  const clock = { s: 1000 };
  return { clock, ride: new RideBench(() => clock.s) };
};

describe('the bike on the stand', () => {
  it('stands still until the crank turns, then every sensor moves', () => {
    const { clock, ride } = bench();
    const still = ride.sample(38);
    expect([still.speed_kmh, still.cadence_rpm, still.torque_nm, still.motor_current_a]).toEqual([
      0, 0, 0, 0,
    ]);
    expect(still.battery_voltage_v).toBe(38);
    ride.set('ride');
    clock.s += 5;
    const riding = ride.sample(38);
    expect(riding.speed_kmh).toBeGreaterThan(20);
    expect(riding.cadence_rpm).toBeGreaterThan(60);
    expect(riding.torque_nm).toBeGreaterThan(10);
    expect(riding.battery_current_a).toBeGreaterThan(1);
    // The pack sags under load.
    expect(riding.battery_voltage_v).toBeLessThan(38);
    clock.s += 0.3;
    expect(ride.sample(38).torque_nm).not.toBe(riding.torque_nm);
  });

  it('a sensor fault leaves one sensor silent while the others read', () => {
    const { clock, ride } = bench();
    ride.set('crank', 'speed');
    clock.s += 3;
    const s = ride.sample(38);
    expect(s.speed_kmh).toBe(0);
    expect(s.cadence_rpm).toBeGreaterThan(30);
    expect(ride.set('stopped', 'torque')).toEqual({ mode: 'stopped', fault: null });
  });

  it('round-trips a sample through the wire layout at its resolution', () => {
    const { clock, ride } = bench();
    ride.set('ride');
    clock.s += 4;
    const sample = ride.sample(37.4);
    const decoded = DriveLiveDataCodec.decode(DriveLiveDataCodec.encode(sample));
    expect(decoded.speed_kmh).toBeCloseTo(sample.speed_kmh, 2);
    expect(decoded.torque_nm).toBeCloseTo(sample.torque_nm, 1);
    expect(decoded.battery_voltage_v).toBeCloseTo(sample.battery_voltage_v, 2);
    expect(() => DriveLiveDataCodec.decode(new Uint8Array(4))).toThrow(/16 bytes/);
  });
});
