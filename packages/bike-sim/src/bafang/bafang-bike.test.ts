import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BafangCmd,
  BafangDevice,
  BafangOp,
  BafangReassembler,
  decodeBafangErrorCodes,
  decodeBafangText,
  decodeControllerRealtime1,
  decodeSpeedParameters,
  encodeSpeedParameters,
  readRequest,
  shortWrite,
  unpackBafangId,
} from '@dealer/contracts';
import type { BafangFrame } from '@dealer/contracts';
import type { TimedFrame } from '../can/virtual-bus.ts';
import { JsonFileStore } from '../persistence/state-store.ts';
import { BafangBike, BafangBroadcastMs } from './bafang-bike.ts';
import { parseBafangState } from './bafang-state.ts';
import type { BafangBikeState } from './bafang-state.ts';

let bike: BafangBike | undefined;
afterEach(() => {
  bike?.close();
  bike?.bus.close();
  bike = undefined;
});

function tester(b: BafangBike) {
  const port = b.attachTester();
  const frames: TimedFrame[] = [];
  port.onFrame((f) => frames.push(f));
  const send = (f: BafangFrame) => port.send({ id: f.id, ext: true, data: f.data });
  /** Wait for the first frame from `source` to the tool matching `op` (after index `from`). */
  const answer = async (source: number, ops: number[], from = 0): Promise<TimedFrame> => {
    for (let i = 0; i < 200; i++) {
      const hit = frames
        .slice(from)
        .find(
          (f) =>
            ops.includes(unpackBafangId(f.id).op) &&
            unpackBafangId(f.id).source === source &&
            unpackBafangId(f.id).target === 5,
        );
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 5));
    }
    throw new Error('no answer');
  };
  return { port, frames, send, answer };
}

describe('simulated Bafang system', () => {
  it('broadcasts drive-unit real-time data as extended frames at 250 kbit/s', async () => {
    bike = new BafangBike({ scenario: 'bafang_slipped_magnet' });
    const t = tester(bike);
    const sources = () => [...new Set(t.frames.map((f) => unpackBafangId(f.id).source))].sort();
    // Each part broadcasts on its own period, the battery slowest; a busy machine's timers run late,
    // so wait for its first frame (up to ten periods) rather than a fixed time.
    await vi.waitFor(() => expect(sources()).toEqual([1, 2, 3, 4]), {
      timeout: BafangBroadcastMs.battery * 10,
      interval: 50,
    });
    expect(bike.bus.bitrate).toBe(250_000);
    const r1 = t.frames.find((f) => f.ext && f.id === 0x02f83201);
    expect(r1).toBeDefined();
    expect(decodeControllerRealtime1(r1!.data).speedKmh).toBe(0);
  });

  it('answers a short read with a normal acknowledge and an unknown command with an error acknowledge', async () => {
    bike = new BafangBike({ broadcasts: false });
    const t = tester(bike);
    await t.send(readRequest(BafangDevice.driveUnit, BafangCmd.speedParameters));
    const a = await t.answer(2, [BafangOp.normalAck, BafangOp.errorAck]);
    expect(unpackBafangId(a.id).op).toBe(BafangOp.normalAck);
    expect(decodeSpeedParameters(a.data)).toEqual({
      speedLimitKmh: 25,
      wheelCode: 0x1d0,
      circumferenceMm: 2280,
    });
    const n = t.frames.length;
    await t.send(readRequest(BafangDevice.battery, BafangCmd.errorCodes));
    expect(unpackBafangId((await t.answer(4, [2, 3], n)).id).op).toBe(BafangOp.errorAck);
  });

  it('sends a long value segment by segment as the tool acknowledges each', async () => {
    bike = new BafangBike({ broadcasts: false });
    const t = tester(bike);
    const r = new BafangReassembler(BafangDevice.tool);
    let value: Uint8Array | undefined;
    // Each acknowledgement is awaited before the test ends: one still on the bus when it closes would
    // reject after the test, unhandled.
    const acks: Promise<unknown>[] = [];
    t.port.onFrame((f) => {
      const step = r.push({ id: f.id, data: f.data });
      if (step.kind === 'segment' || step.kind === 'complete') acks.push(t.send(step.ack));
      if (step.kind === 'complete') value = step.value;
    });
    await t.send(readRequest(BafangDevice.driveUnit, BafangCmd.serialNumber));
    for (let i = 0; i < 100 && !value; i++) await new Promise((res) => setTimeout(res, 5));
    await Promise.all(acks);
    expect(decodeBafangText(value!)).toBe('MM G510.250.C 2305001');
  });

  it('keeps a written speed limit across a restart (state in a file) and reports active error codes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bafang-sim-'));
    const store = () => new JsonFileStore<BafangBikeState>(dir, 'bafang-state.json', parseBafangState);
    bike = new BafangBike({ broadcasts: false, store: store(), scenario: 'bafang_error_code' });
    const t = tester(bike);
    await t.send(
      shortWrite(
        BafangDevice.driveUnit,
        BafangCmd.speedParameters,
        encodeSpeedParameters({ speedLimitKmh: 32, wheelCode: 0x1b5, circumferenceMm: 2240 }),
      ),
    );
    expect(unpackBafangId((await t.answer(2, [2, 3])).id).op).toBe(BafangOp.normalAck);
    bike.close();
    bike.bus.close();
    bike = new BafangBike({ broadcasts: false, store: store() });
    expect(bike.state.speedLimitKmh).toBe(32);
    const t2 = tester(bike);
    await t2.send(readRequest(BafangDevice.display, BafangCmd.errorCodes));
    expect(decodeBafangErrorCodes((await t2.answer(3, [2])).data)).toEqual([14]);
  });
});
