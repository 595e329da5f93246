import { describe, expect, it } from 'vitest';
import { SlcanCommand, SlcanDecoder, decodeFrameLine, encodeFrame } from './slcan-codec.ts';

describe('SLCAN codec (Lawicel examples)', () => {
  it('encodes standard, extended and remote frames', () => {
    expect(encodeFrame({ id: 0x100, data: Uint8Array.of(0x11, 0x33) })).toBe('t10021133\r');
    expect(encodeFrame({ id: 0x12abcdef, ext: true, data: Uint8Array.of(0xaa, 0x55) })).toBe(
      'T12ABCDEF2AA55\r',
    );
    expect(encodeFrame({ id: 0x123, rtr: true, data: new Uint8Array(0) })).toBe('r1230\r');
    expect(encodeFrame({ id: 0x12abcdef, ext: true, rtr: true, data: new Uint8Array(2) })).toBe(
      'R12ABCDEF2\r',
    );
    expect(() => encodeFrame({ id: 0x800, data: new Uint8Array(0) })).toThrow(RangeError);
  });

  it('has the bitrate commands S0–S8', () => {
    expect(SlcanCommand.bitrate(10_000)).toBe('S0\r');
    expect(SlcanCommand.bitrate(500_000)).toBe('S6\r');
    expect(SlcanCommand.bitrate(1_000_000)).toBe('S8\r');
    expect(() => SlcanCommand.bitrate(33_333)).toThrow(RangeError);
  });

  it('decodes frames with and without a timestamp', () => {
    expect(decodeFrameLine('t10021133')).toEqual({ frame: { id: 0x100, data: Uint8Array.of(0x11, 0x33) } });
    expect(decodeFrameLine('t100211334D2B')).toEqual({
      frame: { id: 0x100, data: Uint8Array.of(0x11, 0x33) },
      timestamp: 0x4d2b,
    });
    expect(decodeFrameLine('T12ABCDEF2AA55')?.frame).toEqual({
      id: 0x12abcdef,
      ext: true,
      data: Uint8Array.of(0xaa, 0x55),
    });
    expect(decodeFrameLine('t1009')).toBeUndefined();
    expect(decodeFrameLine('t10021')).toBeUndefined();
  });

  it('splits a stream into replies, acknowledgements, errors and frames across chunk borders', () => {
    const d = new SlcanDecoder();
    expect(d.push('\rz\r\x07V1013\rNA1B2\rF00\rt1')).toEqual([
      { type: 'ok' },
      { type: 'tx-ack', ext: false },
      { type: 'error' },
      { type: 'version', hardware: '10', software: '13' },
      { type: 'serial', value: 'A1B2' },
      { type: 'status', flags: 0 },
    ]);
    expect(d.push('0021133\r')).toEqual([
      { type: 'frame', frame: { id: 0x100, data: Uint8Array.of(0x11, 0x33) } },
    ]);
  });
});
