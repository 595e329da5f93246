import { describe, expect, it } from 'vitest';
import { batteryCheckKey, batteryTooLow, hardwareBlock, isNewer } from './preflight.ts';

describe('firmware pre-flight', () => {
  it('battery below 20 % and not charging is refused', () => {
    expect(batteryTooLow({ charge_percent: 8, charging: false })).toBe(true);
    expect(batteryTooLow({ charge_percent: 8, charging: true })).toBe(false);
    expect(batteryTooLow({ charge_percent: 20, charging: false })).toBe(false);
  });

  it('a low pack on the charger passes with its own wording, not as "enough"', () => {
    expect(batteryCheckKey({ charge_percent: 8, charging: true })).toBe('st.fw.check.batteryCharging');
    expect(batteryCheckKey({ charge_percent: 8, charging: false })).toBe('st.fw.check.batteryLow');
    expect(batteryCheckKey({ charge_percent: 20, charging: true })).toBe('st.fw.check.batteryOk');
  });

  it('compares versions numerically', () => {
    expect(isNewer('5.10.0', '5.9.9')).toBe(true);
    expect(isNewer('2.4.1', '2.4.1')).toBe(false);
  });

  it('says when a newer image exists only for another board', () => {
    const catalogue = [
      { kind: 'application', version: '2.3.0', hardware_versions: ['1.0', '1.1'] },
      { kind: 'application', version: '2.4.1', hardware_versions: ['1.1'] },
    ];
    expect(hardwareBlock(catalogue, { firmware_version: '2.3.0', hardware_version: '1.0' })).toEqual({
      version: '2.4.1',
      hardware: ['1.1'],
    });
    expect(hardwareBlock(catalogue, { firmware_version: '2.3.0', hardware_version: '1.1' })).toBeNull();
    expect(hardwareBlock(catalogue, { firmware_version: '2.4.1', hardware_version: '1.0' })).toBeNull();
  });
});
