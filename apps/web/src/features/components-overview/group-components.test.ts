import { describe, expect, it } from 'vitest';
import { groupComponents } from './group-components.ts';

const part = (part_type: string, barcode: string) => ({
  part_type,
  barcode,
  part_spec_code: 'X',
  firmware_version: '1',
  in_bootloader: false,
});

describe('components by category', () => {
  it('joins the bus and the cloud per part type in the four categories', () => {
    const groups = groupComponents(
      [part('hmi', 'H1'), part('battery', 'B2'), part('front_light', 'F1')],
      [part('hmi', 'H1'), part('battery', 'B1'), part('motor', 'M1')],
    );
    expect(groups.map((g) => g.category)).toEqual([
      'Control-and-display-unit',
      'Power-supply',
      'Drive-unit',
      'Accessory',
    ]);
    const rows = groups.flatMap((g) => g.rows);
    expect(rows.find((r) => r.partType === 'hmi')?.state).toBe('ok');
    expect(rows.find((r) => r.partType === 'battery')?.state).toBe('different');
    expect(rows.find((r) => r.partType === 'motor')?.state).toBe('missing');
    expect(rows.find((r) => r.partType === 'front_light')?.state).toBe('unregistered');
  });
});
