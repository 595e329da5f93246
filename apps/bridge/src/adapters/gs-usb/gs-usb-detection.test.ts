// Bus detection behind a candleLight adapter (the gs_usb model of packages/bike-sim) for both drive
// systems at two bitrates each: the right bitrate and protocol, and not one frame put on the wire at a
// bitrate the bus did not confirm — the adapter model counts every such frame. The time detection
// takes is what it waits for (listen windows, the probe's answer window), added up from its calls.
import { BafangBike, MemoryStateStore, SimulatedBike, candleLightOn } from '@dealer/bike-sim';
import type { GsUsbBusHost, UsbDeviceModel } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { detectBus } from '../../services/bus-detection.ts';
import { GsUsbDriver } from './gs-usb-driver.ts';

/** UdsClient's default P2: how long a probe waits for the silent bike's answer. */
const PROBE_WINDOW_MS = 150;
const DETECTION_BUDGET_MS = 3000;

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function behindAdapter(bike: GsUsbBusHost & { close(): void }, start: number) {
  const { library, device } = candleLightOn(bike);
  const driver = new GsUsbDriver({ bitrate: start, library });
  closers.push(
    () => (bike.close(), bike.bus.close()),
    () => driver.close(),
  );
  return { driver, device, waited: waitedFor(driver) };
}

/** Adds up the windows detection waits in: each listen, and one answer window per probe (open). */
function waitedFor(driver: GsUsbDriver): () => number {
  let total = 0;
  const listen = driver.listen.bind(driver);
  driver.listen = (bitrate, ms) => ((total += ms), listen(bitrate, ms));
  const open = driver.open.bind(driver);
  driver.open = () => ((total += PROBE_WINDOW_MS), open());
  return () => total;
}

const unconfirmed = (device: UsbDeviceModel) => device.firmware.channel.stats.framesAtUnconfirmedBitrate;

describe('bus detection behind a candleLight (gs_usb) adapter', () => {
  it.each([
    [250_000, 500_000],
    [500_000, 1_000_000],
  ])(
    'hears the Bafang system at %i bit/s (adapter starting at %i) in listen-only mode',
    async (bitrate, start) => {
      const { driver, device, waited } = behindAdapter(new BafangBike({ bitrate }), start);
      expect(await detectBus(driver)).toEqual({ bitrate, protocol: 'bafang', method: 'listen' });
      expect(unconfirmed(device)).toBe(0);
      expect(device.firmware.channel.stats.framesOnBus).toBe(0); // nothing sent at all
      expect(waited()).toBeLessThanOrEqual(DETECTION_BUDGET_MS);
    },
  );

  it.each([500_000, 1_000_000])(
    'finds the silent UDS bike at %i bit/s with one read-only probe at the configured bitrate',
    async (bitrate) => {
      // A bus that says nothing can only be confirmed by the bitrate the bridge is configured for
      // (BRIDGE_BITRATE): the probe goes there, after listening at every candidate.
      const bike = new SimulatedBike({ bitrate, timeScale: 0, store: new MemoryStateStore() });
      const before = JSON.stringify(bike.state);
      const { driver, device, waited } = behindAdapter(bike, bitrate);
      expect(await detectBus(driver, { listenMs: 100 })).toEqual({
        bitrate,
        protocol: 'uds',
        method: 'probe',
      });
      expect(unconfirmed(device)).toBe(0);
      expect(device.firmware.channel.stats.framesOnBus).toBeGreaterThan(0); // the probe
      expect(driver.isOpen).toBe(false);
      expect(JSON.stringify(bike.state)).toBe(before);
      expect(waited()).toBeLessThanOrEqual(DETECTION_BUDGET_MS);
    },
  );
});
