// Identification from what each firmware answers to "C" and "V" (the answers are quoted from the
// firmwares' sources, see slcan-dialect.ts), and the stock CANable's pacing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SlcanDecoder } from '../../protocol/slcan-codec.ts';
import { identifyDialect, parseErrorReport } from './slcan-dialect.ts';
import { TransmitPacer } from './transmit-pacer.ts';

const heard = (text: string) => new SlcanDecoder().push(text);

describe('slcan adapter identification', () => {
  it('Lawicel: CR to "C", then "Vhhss"', () => {
    expect(identifyDialect(heard('\rV1013\r'))).toEqual({ dialect: 'lawicel', version: '10.13' });
  });

  it('WiCAN: CR to "C", then its fixed "V2011" (wican-fw main/slcan.c)', () => {
    expect(identifyDialect(heard('\rV2011\r'))).toEqual({ dialect: 'wican', version: '20.11' });
  });

  it('Lawicel-style adapter that refuses "V" (BEL) still answers commands', () => {
    expect(identifyDialect(heard('\r\x07'))).toEqual({ dialect: 'lawicel' });
  });

  it('stock CANable: only "V" answers, with the git version and remote; the remote names the 2.0', () => {
    expect(identifyDialect(heard('b158aa7 https://github.com/normaldotcom/canable2-fw.git\r'))).toMatchObject(
      {
        dialect: 'canable',
        queueSize: 63,
      },
    );
    expect(identifyDialect(heard('8ca5d39 git@github.com:normaldotcom/canable-fw.git\r'))).toMatchObject({
      dialect: 'canable',
      queueSize: 27,
    });
  });

  it('CANable 2.5: "+Board: …" with its firmware and serial number (no answer to "C")', () => {
    const v = '+Board: MKS\tMCU: STM32G431\tDevID: 1128\tFirmware: 2427156\tSlcan: 105\tSerial: 2052\r';
    expect(identifyDialect(heard(v))).toEqual({
      dialect: 'canable25',
      queueSize: 64,
      version: '2427156 (slcan 105)',
      serial: '2052',
    });
  });

  it('silence or another device’s words are no slcan adapter', () => {
    expect(identifyDialect([])).toBeUndefined();
    expect(identifyDialect(heard('?\r\r>'))).toBeUndefined(); // an ELM327 refusing an unknown command
  });

  it('reads the CANable 2.5 error report', () => {
    expect(parseErrorReport('E23108800')).toEqual({ busStatus: 0x20, appFlags: 0x10, tec: 0x88 });
    expect(parseErrorReport('t12380011223344')).toBeUndefined();
  });
});

describe('transmit pacing for an adapter that never confirms a frame', () => {
  afterEach(() => vi.useRealTimers());

  it('counts a frame as queued until a later "V" is answered, then until its bus time has passed', async () => {
    vi.useFakeTimers();
    let syncs = 0;
    const pacer = new TransmitPacer(
      27,
      () => 500_000,
      () => syncs++,
    );
    const frame = { id: 0x7e0, data: new Uint8Array(8) };
    let granted = 0;
    for (let i = 0; i < 30; i++) void pacer.slot(frame).then(() => granted++);
    await vi.advanceTimersByTimeAsync(0);
    // The queue of 27 and the controller's 3 transmit slots, 4 kept spare.
    expect(pacer.limit).toBe(26);
    expect(granted).toBe(26);
    expect(syncs).toBe(4); // after 8, 16 and 24 frames, and for the 2 that then had to wait
    // No answer: nothing proves a frame left, however long it takes (an answer may be lost: asked again).
    await vi.advanceTimersByTimeAsync(200);
    expect(granted).toBe(26);
    expect(syncs).toBeGreaterThan(4);
    // Each answer confirms the oldest batch; confirmed frames leave at the bus's pace (~0.23 ms each).
    pacer.synced();
    await vi.advanceTimersByTimeAsync(0);
    expect(granted).toBe(26);
    await vi.advanceTimersByTimeAsync(5);
    expect(granted).toBe(30);
  });
});
