import { describe, expect, it } from 'vitest';
import { bikeDiff } from './diff-rows.ts';

const p = (part_type: string, barcode: string, part_spec_code = 'S') => ({
  part_type,
  barcode,
  part_spec_code,
});

describe('bike difference', () => {
  it('lists only part types whose serial or spec differ', () => {
    const rows = bikeDiff(
      [p('hmi', 'HMX0299007'), p('battery', 'B1'), p('motor', 'M1', 'MOT-H250')],
      [p('hmi', 'HM1'), p('battery', 'B1'), p('motor', 'M1', 'MOT-M500'), p('torque', 'T1')],
    );
    expect(rows.map((r) => r.partType)).toEqual(['hmi', 'motor', 'torque']);
    expect(rows[2]?.bus).toBeUndefined();
  });
});
