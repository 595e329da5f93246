import { describe, expect, it } from 'vitest';
import {
  countStuffBits,
  crc15,
  frameBitLength,
  isoTpLimitBytesPerSecond,
  stuffableBits,
} from './can-frame.ts';

/** CRC-15 by long division with BigInt: an independent way to the same remainder. */
function crc15ByDivision(bits: number[]): number {
  let n = 0n;
  for (const b of [...bits, ...new Array<number>(15).fill(0)]) n = (n << 1n) | BigInt(b);
  const poly = 0xc599n; // x^15 + x^14 + x^10 + x^8 + x^7 + x^4 + x^3 + 1
  for (let shift = BigInt(bits.length - 1); shift >= 0n; shift--)
    if ((n >> (shift + 15n)) & 1n) n ^= poly << shift;
  return Number(n);
}

describe('CAN frame length', () => {
  it('counts a stuff bit after five equal bits, and the stuff bit starts the next run', () => {
    expect(countStuffBits([0, 0, 0, 0, 0])).toBe(1);
    expect(countStuffBits([0, 0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(2);
    // 11111 → stuff 0, which with the following four 0s makes another run of five.
    expect(countStuffBits([1, 1, 1, 1, 1, 0, 0, 0, 0])).toBe(2);
    expect(countStuffBits([0, 1, 0, 1, 0, 1, 0, 1])).toBe(0);
  });

  it('computes CRC-15 as the polynomial division does', () => {
    for (const data of [[], [0x00], [0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0], [0xff, 0xff, 0xff]]) {
      const bits = stuffableBits({ id: 0x123, data: Uint8Array.from(data) });
      const body = bits.slice(0, -15);
      expect(crc15(body)).toBe(crc15ByDivision(body));
    }
  });

  it('gives 111 bits unstuffed and 135 worst case for an 8-byte standard frame', () => {
    const f = { id: 0x601, data: new Uint8Array(8) };
    expect(frameBitLength(f, 'none')).toBe(111);
    expect(frameBitLength(f, 'worst')).toBe(135);
    const exact = frameBitLength(f, 'exact');
    expect(exact).toBeGreaterThan(111);
    expect(exact).toBeLessThanOrEqual(135);
  });

  it('gives 131 unstuffed bits for an 8-byte extended frame and 47 for an empty standard one', () => {
    expect(frameBitLength({ id: 0x18da00f1, ext: true, data: new Uint8Array(8) }, 'none')).toBe(131);
    expect(frameBitLength({ id: 0x7df, data: new Uint8Array(0) }, 'none')).toBe(47);
  });

  it('quotes the ISO-TP limit at 500 kbit/s as about 30.0 kB/s', () => {
    expect(isoTpLimitBytesPerSecond(500_000) / 1000).toBeCloseTo(30.04, 1);
  });
});
