// Detection through a real device path: each simulator is an SLCAN adapter on a pseudo-terminal and
// the serial driver starts at a bitrate other than the bus's, so finding it takes the adapter's
// listen-only mode (L) and, for the silent UDS bike, read-only probes; the in-process twin of this
// test is services/bus-detection.test.ts, the matrix over every slcan kind adapters/slcan/.
import { BafangBike, MemoryStateStore, SimulatedBike, exposeOnPty } from '@dealer/bike-sim';
import type { PtyDevice, SlcanHost } from '@dealer/bike-sim';
import { afterEach, describe, expect, it } from 'vitest';
import { detectBus } from '../services/bus-detection.ts';
import { SerialDriver } from './serial-driver.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function onPty(bike: SlcanHost & { close(): void }): Promise<PtyDevice> {
  const pty = await exposeOnPty(bike);
  closers.push(async () => {
    await pty.close();
    bike.close();
    bike.bus.close();
  });
  return pty;
}

async function serialDriver(path: string, bitrate: number): Promise<SerialDriver> {
  const driver = new SerialDriver({ path, bitrate });
  closers.push(() => driver.close());
  return driver;
}

describe('bus detection through the serial driver', () => {
  it.each([
    [250_000, 500_000],
    [500_000, 1_000_000],
  ])('hears the Bafang system at %i bit/s, starting at %i', async (bitrate, start) => {
    const pty = await onPty(new BafangBike({ bitrate }));
    const driver = await serialDriver(pty.path, start);
    expect(await detectBus(driver)).toEqual({ bitrate, protocol: 'bafang', method: 'listen' });
    expect(driver.bitrate).toBe(bitrate);
  });

  // A silent bus is probed at the configured bitrate and the drive systems' (decision 2501): a UDS
  // bike at 1 Mbit/s is found when the bridge is configured for it.
  it.each([
    [500_000, 250_000],
    [1_000_000, 1_000_000],
  ])(
    'finds the silent UDS bike at %i bit/s, starting at %i, by a read-only probe',
    async (bitrate, start) => {
      const bike = new SimulatedBike({ bitrate, store: new MemoryStateStore() });
      const before = JSON.stringify(bike.state);
      const pty = await onPty(bike);
      const driver = await serialDriver(pty.path, start);
      expect(await detectBus(driver, { listenMs: 100 })).toEqual({
        bitrate,
        protocol: 'uds',
        method: 'probe',
      });
      expect(driver.bitrate).toBe(bitrate);
      // Detection left the adapter closed: the connect that follows opens it at the found bitrate.
      expect(driver.isOpen).toBe(false);
      expect(JSON.stringify(bike.state)).toBe(before);
    },
  );
});
