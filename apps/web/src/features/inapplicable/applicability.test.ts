import { describe, expect, it } from 'vitest';
import { applicability, isFeature } from './applicability.ts';

const c = (part_type: string, in_bootloader = false) => ({ part_type, in_bootloader });

describe('feature applicability', () => {
  it('needs every required component', () => {
    expect(applicability('bikeSetting', [c('hmi')])).toEqual({
      available: false,
      reason: 'missing',
      parts: ['controller'],
    });
    expect(applicability('bikeSetting', [c('hmi'), c('controller')])).toEqual({ available: true });
  });
  it('explains a component stuck in its bootloader', () => {
    expect(applicability('performanceTuning', [c('controller', true)])).toEqual({
      available: false,
      reason: 'bootloader',
      parts: ['controller'],
    });
  });
  it('needs one of several for sensor diagnosis', () => {
    expect(applicability('sensorDiagnosis', [c('torque')]).available).toBe(true);
    expect(applicability('sensorDiagnosis', [c('hmi')]).available).toBe(false);
  });
  it('recognises feature names', () => {
    expect(isFeature('battery')).toBe(true);
    expect(isFeature('x')).toBe(false);
  });
});
