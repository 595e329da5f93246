// Component names follow the portal's language (issue 17: "torque sensor" stayed English).
import { afterEach, describe, expect, it } from 'vitest';
import { componentDisplayName } from './component-names.ts';
import { setLanguage } from './i18n.ts';

describe('component names', () => {
  afterEach(() => setLanguage('en'));

  it('names parts in English as before', () => {
    expect(componentDisplayName('torque')).toBe('torque sensor');
    expect(componentDisplayName('torque_sensor')).toBe('torque sensor');
    expect(componentDisplayName('speedSensor')).toBe('speed sensor');
    expect(componentDisplayName('hmi')).toBe('HMI');
  });

  it('names parts in German, Japanese and Korean', async () => {
    await setLanguage('de');
    expect(componentDisplayName('torque')).toBe('Drehmomentsensor');
    await setLanguage('ja');
    expect(componentDisplayName('torque')).toBe('トルクセンサー');
    await setLanguage('ko');
    expect(componentDisplayName('range_extender_battery')).toBe('보조 배터리');
  });

  it('keeps the English display name of a type it does not know', async () => {
    await setLanguage('de');
    expect(componentDisplayName('flux_capacitor')).toBe('flux capacitor');
  });
});
