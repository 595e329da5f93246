// Bus detection behind every slcan adapter kind (the emulators of packages/bike-sim/src/slcan, each a
// real pty) for both drive systems at two bitrates each: the adapter kind found on open, the right
// bitrate and protocol, and not one frame put on the wire at a bitrate the bus did not confirm — the
// emulators count every such attempt. Detection's waiting (listen windows and the probe's answer
// window) is added up from its calls rather than timed, so a loaded machine cannot fail it.
import { BafangBike, MemoryStateStore, SimulatedBike, exposeOnPty } from '@dealer/bike-sim';
import type { PtyDevice, SlcanAdapterKind, SlcanHost } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { SerialDriver } from '../../drivers/serial-driver.ts';
import { detectBus } from '../../services/bus-detection.ts';

/** The serial driver's P2 (udsTiming) plus the identification window: what a probe waits at most. */
const PROBE_WINDOW_MS = 400;
const DETECTION_BUDGET_MS = 3000;
const LISTEN_MS = 250;

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function behind(kind: SlcanAdapterKind, bike: SlcanHost & { close(): void }, start: number) {
  const pty: PtyDevice = await exposeOnPty(bike, { kind });
  const driver = new SerialDriver({ path: pty.path, bitrate: start });
  closers.push(
    async () => (await pty.close(), bike.close(), bike.bus.close()),
    () => driver.close(),
  );
  let waited = 0;
  const listen = driver.listen.bind(driver);
  driver.listen = (bitrate, ms) => ((waited += ms), listen(bitrate, ms));
  const open = driver.open.bind(driver);
  driver.open = (options) => ((waited += PROBE_WINDOW_MS), open(options));
  return { pty, driver, waited: () => waited };
}

const dialectOf = { lawicel: 'lawicel', canable: 'canable', canable2: 'canable', canable25: 'canable25' };
const KINDS = ['lawicel', 'canable', 'canable2', 'canable25'] as const;

describe.each(KINDS)('bus detection behind the %s slcan adapter', (kind) => {
  it.each([
    [250_000, 500_000],
    [500_000, 1_000_000],
  ])('hears the Bafang system at %i bit/s (configured %i) without sending', async (bitrate, start) => {
    const { pty, driver, waited } = await behind(kind, new BafangBike({ bitrate }), start);
    expect(await detectBus(driver, { listenMs: LISTEN_MS })).toEqual({
      bitrate,
      protocol: 'bafang',
      method: 'listen',
    });
    expect(driver.adapter?.dialect).toBe(dialectOf[kind]);
    expect(pty.stats().framesAtUnconfirmedBitrate).toBe(0);
    expect(pty.stats().framesOnBus).toBe(0); // nothing sent at all
    expect(waited()).toBeLessThanOrEqual(DETECTION_BUDGET_MS);
  });

  it.each([500_000, 1_000_000])(
    'finds the silent UDS bike at %i bit/s with one read-only probe after listening',
    async (bitrate) => {
      const bike = new SimulatedBike({ bitrate, store: new MemoryStateStore() });
      const before = JSON.stringify(bike.state);
      const { pty, driver, waited } = await behind(kind, bike, bitrate);
      expect(await detectBus(driver, { listenMs: LISTEN_MS, timing: { uds: driver.udsTiming } })).toEqual({
        bitrate,
        protocol: 'uds',
        method: 'probe',
      });
      expect(driver.adapter?.dialect).toBe(dialectOf[kind]);
      expect(pty.stats().framesAtUnconfirmedBitrate).toBe(0);
      expect(pty.stats().framesOnBus).toBeGreaterThan(0); // the probe
      expect(pty.stats().framesDropped).toBe(0);
      expect(driver.isOpen).toBe(false);
      expect(JSON.stringify(bike.state)).toBe(before);
      expect(waited()).toBeLessThanOrEqual(DETECTION_BUDGET_MS);
    },
  );
});

describe('a silent bus at a bitrate other than the configured one', () => {
  it.each(['canable', 'canable25'] as const)(
    'costs the %s one-shot probe frames only (no retransmissions until bus-off)',
    async (kind) => {
      const bike = new SimulatedBike({ bitrate: 500_000, store: new MemoryStateStore() });
      const { pty, driver } = await behind(kind, bike, 250_000);
      expect(await detectBus(driver, { listenMs: 100, timing: { uds: driver.udsTiming } })).toMatchObject({
        bitrate: 500_000,
        protocol: 'uds',
      });
      // The probe at the configured 250 kbit/s: a TesterPresent and a Bafang read, each tried once.
      expect(pty.stats().framesAtUnconfirmedBitrate).toBeGreaterThan(0);
      expect(pty.stats().framesAtUnconfirmedBitrate).toBeLessThanOrEqual(2);
    },
  );
});
