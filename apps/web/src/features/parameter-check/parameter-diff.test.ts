import { describe, expect, it } from 'vitest';
import {
  diffArrays,
  fromNamedParameters,
  hex,
  parameterDigest,
  toNamedParameters,
} from './parameter-diff.ts';
import { listSnapshots, saveSnapshot } from './snapshots.ts';

describe('parameter diff', () => {
  it('marks differing bytes and bytes beyond either array', () => {
    const rows = diffArrays([1, 2, 3], [1, 9, 3, 4]);
    expect(rows.map((r) => r.differs)).toEqual([false, true, false, true]);
    expect(rows[3]?.expected).toBeNull();
  });
  it('marks nothing without a cloud reference', () => {
    expect(diffArrays(null, [1, 2]).some((r) => r.differs)).toBe(false);
  });
  it('round-trips the cloud form and refuses malformed payloads', () => {
    expect(fromNamedParameters(toNamedParameters([5, 255, 0]))).toEqual([5, 255, 0]);
    expect(fromNamedParameters([{ name: 'byte_01', value: 3 }])).toBeNull();
    expect(fromNamedParameters([{ name: 'byte_00', value: 300 }])).toBeNull();
    expect(fromNamedParameters('x')).toBeNull();
  });
  it('formats bytes as hex and digests with SHA-256', async () => {
    expect(hex(10)).toBe('0x0A');
    expect(await parameterDigest([])).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
  });
});

describe('parameter snapshots', () => {
  it('keeps ten per bike and part, newest first', () => {
    for (let i = 0; i < 12; i++)
      saveSnapshot({
        vin: 'V1',
        partType: 'hmi',
        takenAt: `2026-01-01T00:00:${String(i).padStart(2, '0')}Z`,
        dataArray: [i],
      });
    saveSnapshot({ vin: 'V2', partType: 'hmi', takenAt: '2026-01-02T00:00:00Z', dataArray: [7] });
    const mine = listSnapshots('V1', 'hmi');
    expect(mine).toHaveLength(10);
    expect(mine[0]?.dataArray).toEqual([11]);
    expect(listSnapshots('V2', 'hmi')).toHaveLength(1);
  });
});
