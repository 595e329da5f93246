import { VirtualCanBus } from '@dealer/bike-sim';
import type { TimedFrame } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { busPortTransport } from '../drivers/bus-port-transport.ts';
import { IsoTpChannel } from './iso-tp.ts';
import { IsoTpError } from './iso-tp-errors.ts';
import type { IsoTpOptions } from './iso-tp-options.ts';
import { decodeStMin, encodeStMin } from './iso-tp-timing.ts';

const TX = 0x601;
const RX = 0x681;
let bus: VirtualCanBus;
afterEach(() => bus?.close());

/** A channel under test and a raw peer that scripts the other side frame by frame. */
function setup(options: Partial<IsoTpOptions> = {}, timeScale = 0) {
  bus = new VirtualCanBus({ timeScale });
  const channel = new IsoTpChannel(busPortTransport(bus.attach('tester', 'tester')), {
    txId: TX,
    rxId: RX,
    ...options,
  });
  const peer = bus.attach('ecu', 'bike');
  const seen: TimedFrame[] = [];
  const waiters: (() => void)[] = [];
  peer.onFrame((f) => {
    seen.push(f);
    waiters.splice(0).forEach((w) => w());
  });
  const framesSeen = async (n: number) => {
    while (seen.length < n) await new Promise<void>((r) => waiters.push(r));
    return seen.slice(0, n);
  };
  const reply = (...bytes: number[]) => peer.send({ id: RX, data: Uint8Array.from(bytes) });
  return { channel, seen, framesSeen, reply };
}
const hex = (f: { data: Uint8Array }) => Buffer.from(f.data).toString('hex');
const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i & 0xff);

describe('ISO-TP sender', () => {
  it('sends a single frame with its length nibble, padded to 8 bytes', async () => {
    const { channel, framesSeen } = setup();
    await channel.send(Uint8Array.of(0x22, 0xf1, 0x90));
    expect(hex((await framesSeen(1))[0]!)).toBe('0322f190cccccccc');
  });

  it('segments into first and consecutive frames and honours the block size', async () => {
    const { channel, seen, framesSeen, reply } = setup();
    const sending = channel.send(bytes(20)); // FF(6) + CF(7) + CF(7)
    expect(hex((await framesSeen(1))[0]!)).toBe('1014000102030405');
    await reply(0x30, 0x01, 0x00); // one CF per block
    await framesSeen(2);
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toHaveLength(2); // waits for the next flow control
    await reply(0x30, 0x01, 0x00);
    await sending;
    expect(seen.slice(1).map(hex)).toEqual(['21060708090a0b0c', '220d0e0f10111213']);
  });

  it('accepts FC WAIT frames up to N_WFTmax and fails beyond', async () => {
    const ok = setup({ maxWaitFrames: 2 });
    const sending = ok.channel.send(bytes(10));
    await ok.framesSeen(1);
    await ok.reply(0x31, 0, 0);
    await ok.reply(0x31, 0, 0);
    await ok.reply(0x30, 0, 0);
    await sending;
    expect(ok.seen).toHaveLength(2);
    bus.close();

    const over = setup({ maxWaitFrames: 2 });
    const failing = over.channel.send(bytes(10));
    await over.framesSeen(1);
    for (let i = 0; i < 3; i++) await over.reply(0x31, 0, 0);
    await expect(failing).rejects.toMatchObject({ code: 'N_WFT_OVRN' });
  });

  it('stops on overflow, invalid flow status and a missing flow control (N_Bs)', async () => {
    for (const [fc, code] of [
      [0x32, 'N_BUFFER_OVFLW'],
      [0x35, 'N_INVALID_FS'],
    ] as const) {
      const s = setup();
      const p = s.channel.send(bytes(30));
      await s.framesSeen(1);
      await s.reply(fc, 0, 0);
      await expect(p).rejects.toMatchObject({ code });
      bus.close();
    }
    const s = setup({ nBsMs: 30 });
    await expect(s.channel.send(bytes(30))).rejects.toMatchObject({ code: 'N_BS_TIMEOUT' });
  });

  it('keeps STmin between consecutive frames', async () => {
    const { channel, framesSeen, reply } = setup({}, 1);
    const sending = channel.send(bytes(27)); // FF + 3 CF
    await framesSeen(1);
    await reply(0x30, 0x00, 15);
    await sending;
    const cfs = (await framesSeen(4)).slice(1);
    for (let i = 1; i < cfs.length; i++)
      expect(cfs[i]!.startedAt - cfs[i - 1]!.completedAt).toBeGreaterThanOrEqual(15);
  });

  it('fails with N_As when the driver never confirms a frame', async () => {
    const stuck = new IsoTpChannel(
      { send: () => new Promise(() => undefined), onFrame: () => () => undefined },
      { txId: TX, rxId: RX, nAsMs: 20 },
    );
    await expect(stuck.send(Uint8Array.of(1))).rejects.toMatchObject({ code: 'N_AS_TIMEOUT' });
  });

  it('carries 4095 bytes and refuses 4096', async () => {
    const { channel, framesSeen, reply } = setup();
    const sending = channel.send(bytes(4095));
    expect(hex((await framesSeen(1))[0]!).slice(0, 4)).toBe('1fff');
    await reply(0x30, 0, 0);
    await sending;
    expect((await framesSeen(586)).at(-1)!.data[0]).toBe(0x20 | (585 & 0x0f));
    await expect(channel.send(bytes(4096))).rejects.toBeInstanceOf(RangeError);
  });
});

describe('ISO-TP receiver', () => {
  it('answers a first frame with its flow control and reassembles the message', async () => {
    const { channel, framesSeen, reply } = setup({ blockSize: 2, stMin: 0xf3 });
    const received = channel.receive(1000);
    await reply(0x10, 0x10, 0, 1, 2, 3, 4, 5); // 16 bytes
    expect(hex((await framesSeen(1))[0]!)).toBe('3002f3cccccccccc');
    await reply(0x21, 6, 7, 8, 9, 10, 11, 12);
    await reply(0x22, 13, 14, 15, 0xcc, 0xcc, 0xcc, 0xcc);
    expect([...(await received)]).toEqual([...bytes(16)]);
  });

  it('sends a new flow control after each block', async () => {
    const { channel, framesSeen, reply } = setup({ blockSize: 1 });
    const received = channel.receive(1000);
    await reply(0x10, 0x0e, 0, 1, 2, 3, 4, 5); // 14 bytes: FF + 2 CF
    await framesSeen(1);
    await reply(0x21, 6, 7, 8, 9, 10, 11, 12);
    expect((await framesSeen(2)).map(hex)).toEqual(['300100cccccccccc', '300100cccccccccc']);
    await reply(0x22, 13);
    expect((await received).length).toBe(14);
  });

  it('drops the message on a wrong sequence number and on N_Cr', async () => {
    const s = setup();
    const r1 = s.channel.receive(1000);
    await s.reply(0x10, 0x10, 0, 1, 2, 3, 4, 5);
    await s.reply(0x22, 0, 0, 0, 0, 0, 0, 0);
    await expect(r1).rejects.toMatchObject({ code: 'N_WRONG_SN' });
    bus.close();
    const t = setup({ nCrMs: 30 });
    const r2 = t.channel.receive(10);
    await t.reply(0x10, 0x10, 0, 1, 2, 3, 4, 5);
    await expect(r2).rejects.toBeInstanceOf(IsoTpError);
    await expect(r2).rejects.toMatchObject({ code: 'N_CR_TIMEOUT' });
  });
});

describe('STmin encoding', () => {
  it('decodes milliseconds, the 100–900 µs range, and treats reserved values as 127 ms', () => {
    expect([0x00, 0x01, 0x7f].map(decodeStMin)).toEqual([0, 1, 127]);
    expect([0xf1, 0xf5, 0xf9].map(decodeStMin)).toEqual([0.1, 0.5, 0.9]);
    expect([0x80, 0xf0, 0xfa, 0xff].map(decodeStMin)).toEqual([127, 127, 127, 127]);
    expect([0, 0.1, 0.25, 1, 200].map(encodeStMin)).toEqual([0, 0xf1, 0xf3, 1, 0x7f]);
  });
});
