// Detection on connect picks the bitrate and protocol of the UDS simulator and of the Bafang
// simulator, each at two bitrates, starting from a connector set to another bitrate.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BafangBike, SimulatedBike } from '@dealer/bike-sim';
import { SimDriver } from '../drivers/sim-driver.ts';
import { classifyFrames, detectBus } from './bus-detection.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

function udsBike(bitrate: number): SimulatedBike {
  const bike = new SimulatedBike({ bitrate, timeScale: 0 });
  closers.push(() => (bike.close(), bike.bus.close()));
  return bike;
}
function bafangBike(bitrate: number): BafangBike {
  const bike = new BafangBike({ bitrate });
  closers.push(() => (bike.close(), bike.bus.close()));
  return bike;
}

describe('bus detection', () => {
  it.each([250_000, 500_000])('hears the Bafang system broadcasting at %i bit/s', async (bitrate) => {
    const driver = new SimDriver(bafangBike(bitrate), 1_000_000);
    expect(await detectBus(driver)).toEqual({ bitrate, protocol: 'bafang', method: 'listen' });
    expect(driver.bitrate).toBe(bitrate);
  });

  it.each([
    [500_000, 250_000],
    [1_000_000, 1_000_000],
  ])(
    'finds the silent UDS bike at %i bit/s with a read-only probe (configured %i)',
    async (bitrate, configured) => {
      // A silent bus is probed at the configured bitrate and the drive systems' (500k UDS, 250k
      // Bafang), never at other candidates: a 1 Mbit/s UDS bus is found when configured so.
      const driver = new SimDriver(udsBike(bitrate), configured);
      expect(await detectBus(driver, { listenMs: 100 })).toEqual({
        bitrate,
        protocol: 'uds',
        method: 'probe',
      });
      expect(driver.bitrate).toBe(bitrate);
    },
  );

  it('sends nothing before it has listened at every bitrate: a broadcasting bus elsewhere costs no probe', async () => {
    const driver = new SimDriver(bafangBike(250_000), 500_000);
    const listen = vi.spyOn(driver, 'listen');
    const open = vi.spyOn(driver, 'open');
    expect(await detectBus(driver)).toMatchObject({ bitrate: 250_000, protocol: 'bafang' });
    expect(listen.mock.calls.map(([bitrate]) => bitrate)).toEqual([500_000, 250_000]);
    expect(open).not.toHaveBeenCalled();
  });

  it("probes a silent bus only at the configured and the drive systems' bitrates", async () => {
    const driver = new SimDriver(udsBike(1_000_000), 250_000);
    const open = vi.spyOn(driver, 'open');
    const probed: number[] = [];
    open.mockImplementation(function (this: SimDriver) {
      probed.push(driver.bitrate);
      return SimDriver.prototype.open.call(driver);
    });
    expect(await detectBus(driver, { listenMs: 20 })).toBeUndefined();
    expect(probed).toEqual([250_000, 500_000]);
  });

  it('finds a Bafang system that does not broadcast by a read, never by a write', async () => {
    const bike = new BafangBike({ bitrate: 500_000, broadcasts: false });
    closers.push(() => (bike.close(), bike.bus.close()));
    const before = JSON.stringify(bike.state);
    const driver = new SimDriver(bike, 250_000);
    expect(await detectBus(driver, { listenMs: 50 })).toEqual({
      bitrate: 500_000,
      protocol: 'bafang',
      method: 'probe',
    });
    expect(JSON.stringify(bike.state)).toBe(before);
  });

  it('classifies 11-bit diagnostic frames as UDS and Bafang-layout extended frames as Bafang', () => {
    expect(classifyFrames([{ id: 0x7e8, data: new Uint8Array(8) }])).toBe('uds');
    expect(classifyFrames([{ id: 0x02f83201, ext: true, data: new Uint8Array(8) }])).toBe('bafang');
    expect(classifyFrames([])).toBeUndefined();
  });
});
