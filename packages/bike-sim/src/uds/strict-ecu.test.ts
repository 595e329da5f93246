// The simulator as strict as a real ECU (issue 27, point 4): SecurityAccess attempt counter and delay
// timer, the ISO-TP escape-sequence first frame refused with overflow, eraseMemory 0xFF00, the NRC
// order of ISO 14229-1:2013 §7.5 and TransferData refused when empty or late.
import { SecurityAccessPolicy, UdsAddress, securityKey } from '@dealer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedBike } from '../bike/simulated-bike.ts';
import { tester } from '../bike/bare-tester.testing.ts';
import type { TimedFrame } from '../can/virtual-bus.ts';

const bikes: SimulatedBike[] = [];
afterEach(() => {
  for (const b of bikes.splice(0)) {
    b.close();
    b.bus.close();
  }
});
function make(securityDelayMs = 60_000) {
  const b = new SimulatedBike({
    timeScale: 0,
    scenario: 'firmware_update_available',
    timing: { programmingEntryMs: 0, eraseMs: 0, verifyMs: 0, resetMs: 0, securityDelayMs },
  });
  bikes.push(b);
  return b;
}
type Req = ReturnType<typeof tester>;
const seedOf = async (req: Req, level: number) => Uint8Array.from((await req(0x27, level)).slice(2));
const wrongKey = (key: Uint8Array) => [...key].map((b) => b ^ 0xff);

describe('SecurityAccess attempt counter and delay timer', () => {
  it('answers 0x35 to wrong keys, 0x36 to the last allowed one, then 0x37 to every attempt', async () => {
    const hmi = tester(make(), 'hmi');
    await hmi(0x10, 0x03);
    for (let n = 1; n < SecurityAccessPolicy.maxFalseAttempts; n++) {
      const seed = await seedOf(hmi, 0x01);
      expect(await hmi(0x27, 0x02, ...wrongKey(securityKey(0x01, seed)))).toEqual([0x7f, 0x27, 0x35]);
    }
    const seed = await seedOf(hmi, 0x01);
    expect(await hmi(0x27, 0x02, ...wrongKey(securityKey(0x01, seed)))).toEqual([0x7f, 0x27, 0x36]);
    expect(await hmi(0x27, 0x01)).toEqual([0x7f, 0x27, 0x37]);
    expect(await hmi(0x27, 0x02, 1, 2, 3, 4)).toEqual([0x7f, 0x27, 0x37]);
    // Neither a new session nor an ECU reset gives a guesser fresh attempts.
    expect((await hmi(0x10, 0x01))[0]).toBe(0x50);
    expect((await hmi(0x10, 0x03))[0]).toBe(0x50);
    expect(await hmi(0x27, 0x01)).toEqual([0x7f, 0x27, 0x37]);
  });

  it('counts a key of the wrong length as a wrong key (0x35), not as a format error', async () => {
    const hmi = tester(make(), 'hmi');
    await hmi(0x10, 0x03);
    await seedOf(hmi, 0x01);
    expect(await hmi(0x27, 0x02, 0x12, 0x34)).toEqual([0x7f, 0x27, 0x35]);
    await seedOf(hmi, 0x01);
    expect(await hmi(0x27, 0x02)).toEqual([0x7f, 0x27, 0x35]);
    await seedOf(hmi, 0x01);
    expect(await hmi(0x27, 0x02, 1, 2, 3, 4, 5, 6)).toEqual([0x7f, 0x27, 0x36]);
  });

  it('wants a new seed for every key (0x24) and resets the counter on success', async () => {
    const hmi = tester(make(), 'hmi');
    await hmi(0x10, 0x03);
    expect(await hmi(0x27, 0x02, 1, 2, 3, 4)).toEqual([0x7f, 0x27, 0x24]);
    const seed = await seedOf(hmi, 0x01);
    expect(await hmi(0x27, 0x02, ...wrongKey(securityKey(0x01, seed)))).toEqual([0x7f, 0x27, 0x35]);
    expect(await hmi(0x27, 0x02, ...securityKey(0x01, seed))).toEqual([0x7f, 0x27, 0x24]);
    const fresh = await seedOf(hmi, 0x01);
    expect(await hmi(0x27, 0x02, ...securityKey(0x01, fresh))).toEqual([0x67, 0x02]);
    expect(await hmi(0x27, 0x01)).toEqual([0x67, 0x01, 0, 0, 0, 0]); // unlocked: zero seed
  });

  it('unlocks again once the delay has passed', async () => {
    const hmi = tester(make(30), 'hmi');
    await hmi(0x10, 0x03);
    let last: number[] = [];
    for (let n = 0; n < SecurityAccessPolicy.maxFalseAttempts; n++) {
      await seedOf(hmi, 0x01);
      last = await hmi(0x27, 0x02, 0, 0, 0, 0);
    }
    expect(last).toEqual([0x7f, 0x27, 0x36]);
    const answers = new Set<number>();
    await vi.waitFor(async () => {
      const res = await hmi(0x27, 0x01);
      answers.add(res[0] === 0x67 ? 0x67 : res[2]!);
      expect(res[0]).toBe(0x67);
    });
    expect([...answers].every((a) => a === 0x67 || a === 0x37)).toBe(true);
    const seed = await seedOf(hmi, 0x01);
    expect(await hmi(0x27, 0x02, ...securityKey(0x01, seed))).toEqual([0x67, 0x02]);
  });
});

describe('NRC order (ISO 14229-1:2013 §7.5, Figures 5 and 6)', () => {
  it('refuses services of non-default sessions with 0x7F before any format check', async () => {
    const ctrl = tester(make(), 'controller');
    expect(await ctrl(0x27)).toEqual([0x7f, 0x27, 0x7f]);
    expect(await ctrl(0x27, 0x01, 0xaa)).toEqual([0x7f, 0x27, 0x7f]);
    expect(await ctrl(0x34)).toEqual([0x7f, 0x34, 0x7f]);
    expect(await ctrl(0x36)).toEqual([0x7f, 0x36, 0x7f]);
    expect(await ctrl(0x37, 0x00)).toEqual([0x7f, 0x37, 0x7f]);
    expect(await ctrl(0x55)).toEqual([0x7f, 0x55, 0x11]);
  });

  it('checks the sub-function (0x12, then 0x7E) before the total length (0x13)', async () => {
    const ctrl = tester(make(), 'controller');
    expect(await ctrl(0x10)).toEqual([0x7f, 0x10, 0x13]); // minimum length: SID + sub-function
    expect(await ctrl(0x10, 0x44, 0x00)).toEqual([0x7f, 0x10, 0x12]);
    expect(await ctrl(0x11, 0x44, 0x00)).toEqual([0x7f, 0x11, 0x12]);
    await ctrl(0x10, 0x03);
    expect(await ctrl(0x27, 0x05)).toEqual([0x7f, 0x27, 0x12]);
    expect(await ctrl(0x27, 0x11, 0xaa)).toEqual([0x7f, 0x27, 0x7e]); // programming level, extended session
    expect(await ctrl(0x27, 0x01, 0xaa)).toEqual([0x7f, 0x27, 0x13]);
  });

  it('checks the message length (0x13) before conditions (0x22) in the bootloader', async () => {
    const ctrl = tester(make(), 'controller');
    await ctrl(0x10, 0x02); // the programming session puts the controller in its bootloader
    expect(await ctrl(0x19, 0x02)).toEqual([0x7f, 0x19, 0x13]);
    expect(await ctrl(0x14, 0xff, 0xff)).toEqual([0x7f, 0x14, 0x13]);
    expect(await ctrl(0x10, 0x03, 0x00)).toEqual([0x7f, 0x10, 0x13]);
    expect(await ctrl(0x10, 0x03)).toEqual([0x7f, 0x10, 0x22]);
  });
});

async function programmingUnlocked(b: SimulatedBike): Promise<Req> {
  const ctrl = tester(b, 'controller');
  await ctrl(0x10, 0x02);
  const seed = await seedOf(ctrl, 0x11);
  expect(await ctrl(0x27, 0x12, ...securityKey(0x11, seed))).toEqual([0x67, 0x12]);
  return ctrl;
}

describe('download services', () => {
  it('erases the download slot with the standard routine 0xFF00 and never the running image', async () => {
    const b = make();
    const before = structuredClone(b.component('controller')!);
    const running = before.slots[before.activeSlot];
    const ctrl = await programmingUnlocked(b);
    expect(await ctrl(0x31, 0x01, 0xff, 0x00)).toEqual([0x71, 0x01, 0xff, 0x00, 0x00]);
    const after = b.component('controller')!;
    expect(after.slots[after.activeSlot]).toEqual(running);
    expect(after.slots[after.activeSlot === 0 ? 1 : 0]).toBeNull();
    const region = [0x44, 0, 0, 0, 0, 0, 0, 0x10, 0];
    expect(await ctrl(0x31, 0x01, 0xff, 0x00, ...region)).toEqual([0x71, 0x01, 0xff, 0x00, 0x00]);
    expect(await ctrl(0x31, 0x01, 0xff, 0x00, 0x44, 1, 0, 0, 0, 0, 0, 0x10, 0)).toEqual([0x7f, 0x31, 0x31]);
    expect(await ctrl(0x31, 0x01, 0xff, 0x00, 0x44)).toEqual([0x7f, 0x31, 0x13]);
    expect(await ctrl(0x31, 0x02, 0xff, 0x00)).toEqual([0x7f, 0x31, 0x12]);
  });

  it('refuses eraseMemory outside the programming session (0x31) and while locked (0x33)', async () => {
    const b = make();
    const ctrl = tester(b, 'controller');
    expect(await ctrl(0x31, 0x01, 0xff, 0x00)).toEqual([0x7f, 0x31, 0x31]);
    await ctrl(0x10, 0x02);
    expect(await ctrl(0x31, 0x01, 0xff, 0x00)).toEqual([0x7f, 0x31, 0x33]);
  });

  it('refuses an empty TransferData (0x13) and a block after the image is complete (0x24)', async () => {
    const ctrl = await programmingUnlocked(make());
    expect((await ctrl(0x34, 0x00, 0x44, 0, 0, 0, 0, 0, 0, 0, 8)).slice(0, 2)).toEqual([0x74, 0x20]);
    expect(await ctrl(0x36, 1)).toEqual([0x7f, 0x36, 0x13]);
    expect(await ctrl(0x36, 1, 1, 2, 3, 4, 5, 6, 7, 8)).toEqual([0x76, 1]);
    expect(await ctrl(0x36, 1, 1, 2, 3, 4, 5, 6, 7, 8)).toEqual([0x76, 1]); // a repeat is still acknowledged
    expect(await ctrl(0x36, 2, 9)).toEqual([0x7f, 0x36, 0x24]);
    expect(await ctrl(0x37)).toEqual([0x77]);
    expect(await ctrl(0x36, 3, 9)).toEqual([0x7f, 0x36, 0x24]);
  });
});

describe('ISO-TP first frame with the escape sequence (ISO 15765-2:2016 §9.6.3)', () => {
  it('answers FlowControl Overflow (FS=2) to a message longer than its buffer and keeps working', async () => {
    const b = make();
    const port = b.attachTester('raw');
    const a = UdsAddress.controller;
    const seen: TimedFrame[] = [];
    port.onFrame((f) => {
      if (f.id === a.response) seen.push(f);
    });
    // FF_DL = 0x00010000 (65536 bytes) in the 32-bit escape form: 10 00 | 00 01 00 00 | data.
    await port.send({ id: a.request, data: Uint8Array.of(0x10, 0x00, 0x00, 0x01, 0x00, 0x00, 0x36, 0x01) });
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
    expect([...seen[0]!.data.subarray(0, 3)]).toEqual([0x32, 0x00, 0x00]);
    // An escape sequence carrying a length that fits 12 bits is invalid and ignored; the next
    // request is answered normally.
    await port.send({ id: a.request, data: Uint8Array.of(0x10, 0x00, 0x00, 0x00, 0x00, 0x20, 0, 0) });
    expect(await tester(b, 'controller')(0x3e, 0x00)).toEqual([0x7e, 0x00]);
    expect(seen.map((f) => f.data[0])).toEqual([0x32, 0x02]);
  });
});
