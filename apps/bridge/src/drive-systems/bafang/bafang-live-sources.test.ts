// Each live value names the device and message it came from; the battery voltage is the pack's
// (34/01) and the drive unit's supply reading (32/01) is its own signal (decision 1125).
import { afterEach, describe, expect, it } from 'vitest';
import { BafangBike } from '@dealer/bike-sim';
import { SimDriver } from '../../drivers/sim-driver.ts';
import { BafangClient } from '../../protocol/bafang/bafang-client.ts';
import { BafangSystem } from './bafang-system.ts';
import { readBafangLive, readBafangLiveSources, readBafangVoltages } from './bafang-live.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

/** A G210-like drive unit whose sense path reads 1.363 × the pack (larssonwassen/bafang-can M200 notes m200.md). */
async function connect(driveFactor: number) {
  const bike = new BafangBike({ scenario: 'bafang_healthy' });
  bike.state.driveUnitVoltageFactor = driveFactor;
  const transport = await new SimDriver(bike).open();
  const client = new BafangClient(transport);
  closers.push(() => (client.close(), bike.close(), bike.bus.close()));
  const system = new BafangSystem(client, bike.bus.bitrate);
  for (const d of await system.discover()) await system.readIdentity(d);
  return system;
}

describe('Bafang live values and their sources', () => {
  it('battery voltage from the pack, the drive unit supply as its own signal, each with its source', async () => {
    const system = await connect(1.363);
    const { signals } = await readBafangLiveSources(system);
    const of = (name: string) => signals.find((s) => s.signal === name);
    expect(of('battery_voltage_v')).toMatchObject({
      value: 40.1,
      source: { device: 'battery', message: '34/01' },
    });
    expect(of('drive_supply_voltage_v')?.source).toEqual({ device: 'driveUnit', message: '32/01' });
    expect(of('drive_supply_voltage_v')?.value).toBeCloseTo(54.66, 1);
    expect(of('speed_kmh')?.source.device).toBe('driveUnit');
    expect((await readBafangLive(system)).battery_voltage_v).toBe(40.1);
    const v = await readBafangVoltages(system);
    expect([v.battery?.value, v.drive_supply?.value && Math.round(v.drive_supply.value)]).toEqual([40.1, 55]);
  });
});
