import { describe, expect, it } from 'vitest';
import { frameBitLength } from './can-frame.ts';
import { CanNoAckError, VirtualCanBus } from './virtual-bus.ts';
import type { TimedFrame } from './virtual-bus.ts';

const frame = (id: number, byte = 0x55) => ({ id, data: new Uint8Array(8).fill(byte) });

describe('virtual CAN bus', () => {
  it('holds each frame on the wire for its bit length at the bitrate, back to back', async () => {
    // Slowed 400× (about 90 ms a frame): the second and third frames are surely queued while the first
    // is on the wire, even when a loaded machine stalls the event loop between the sends.
    const timeScale = 400;
    const bus = new VirtualCanBus({ bitrate: 500_000, timeScale });
    const a = bus.attach('a', 'tester');
    const b = bus.attach('b', 'bike');
    const seen: TimedFrame[] = [];
    b.onFrame((f) => seen.push(f));
    await Promise.all([a.send(frame(0x100)), a.send(frame(0x101, 0x00)), a.send(frame(0x102, 0xff))]);
    expect(seen.map((f) => f.id)).toEqual([0x100, 0x101, 0x102]);
    for (const f of seen)
      expect(f.completedAt - f.startedAt).toBeCloseTo((frameBitLength(f) / 500_000) * 1000 * timeScale, 9);
    expect(seen[1]!.startedAt).toBeCloseTo(seen[0]!.completedAt, 9);
    expect(seen[2]!.startedAt).toBeCloseTo(seen[1]!.completedAt, 9);
    bus.close();
  });

  it('lets the lowest id win arbitration among frames waiting while the bus is busy', async () => {
    const bus = new VirtualCanBus({ bitrate: 500_000 });
    const a = bus.attach('a', 'tester');
    const b = bus.attach('b', 'bike');
    const observer = bus.attach('observer', 'bike');
    const ids: number[] = [];
    observer.onFrame((f) => ids.push(f.id));
    // The first frame takes the idle bus; the others became ready 0.1 ms later, during its ~0.23 ms
    // on the wire. Explicit ready times keep a busy machine's clock out of the order.
    const t0 = performance.now() - 1;
    const later = t0 + 0.1;
    await Promise.all([
      a.send(frame(0x7ff), t0),
      a.send(frame(0x700), later),
      b.send(frame(0x680), later),
      a.send(frame(0x123), later),
      b.send(frame(0x124), later),
    ]);
    expect(ids).toEqual([0x7ff, 0x123, 0x124, 0x680, 0x700]);
    bus.close();
  });

  it('reports a frame nobody acknowledges, and a pulled cable separates the segments', async () => {
    const bus = new VirtualCanBus({ timeScale: 0 });
    const tester = bus.attach('tester', 'tester');
    await expect(tester.send(frame(0x601))).rejects.toBeInstanceOf(CanNoAckError);
    const ecu = bus.attach('ecu', 'bike');
    const got: number[] = [];
    ecu.onFrame((f) => got.push(f.id));
    await tester.send(frame(0x601));
    bus.cutLink();
    await expect(tester.send(frame(0x602))).rejects.toBeInstanceOf(CanNoAckError);
    bus.restoreLink();
    await tester.send(frame(0x603));
    expect(got).toEqual([0x601, 0x603]);
    bus.close();
  });

  it('refuses more than 8 data bytes', async () => {
    const bus = new VirtualCanBus({ timeScale: 0 });
    const p = bus.attach('p');
    await expect(p.send({ id: 1, data: new Uint8Array(9) })).rejects.toBeInstanceOf(RangeError);
  });
});
