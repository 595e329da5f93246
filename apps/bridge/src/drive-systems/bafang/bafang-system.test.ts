// The Bafang driver against the simulated Bafang system on its virtual bus at 250 kbit/s.
import { afterEach, describe, expect, it } from 'vitest';
import { BafangBike } from '@dealer/bike-sim';
import type { BafangScenarioName } from '@dealer/bike-sim';
import { SimDriver } from '../../drivers/sim-driver.ts';
import { BafangClient } from '../../protocol/bafang/bafang-client.ts';
import { BafangSystem } from './bafang-system.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

async function connect(scenario: BafangScenarioName) {
  const bike = new BafangBike({ scenario });
  const transport = await new SimDriver(bike).open();
  const client = new BafangClient(transport);
  closers.push(() => (client.close(), bike.close(), bike.bus.close()));
  const system = new BafangSystem(client, bike.bus.bitrate);
  for (const d of await system.discover()) await system.readIdentity(d);
  return { bike, system };
}

describe('Bafang driver', () => {
  it('finds the four devices and reads their identification (long answers reassembled)', async () => {
    const { system } = await connect('bafang_healthy');
    expect([...system.identities.keys()]).toEqual(['driveUnit', 'display', 'battery', 'torqueSensor']);
    expect(system.identities.get('driveUnit')).toMatchObject({
      model: 'M510',
      serial: 'MM G510.250.C 2305001',
      manufacturer: 'BAFANG',
    });
    expect(system.identities.get('battery')?.manufacturer).toBeNull();
  });

  it('reads the active error code, real-time data and the battery of the scenario', async () => {
    const { system } = await connect('bafang_slipped_magnet');
    expect(await system.errorCodes()).toEqual([21]);
    const rt = await system.realtime();
    expect(rt.r1.speedKmh).toBe(0);
    expect(rt.r0.cadenceRpm).toBe(62);
    const low = await connect('bafang_low_battery');
    const b = await low.system.battery();
    expect(b.capacity.relativeChargePercent).toBe(6);
    expect(b.cellsV).toHaveLength(10);
  });

  it('writes the speed limit and wheel after a snapshot and reads them back', async () => {
    const { bike, system } = await connect('bafang_healthy');
    const r = await system.writeSpeedParameters({ speedLimitKmh: 32, circumferenceMm: 2240 });
    expect(r.before.speedLimitKmh).toBe(25);
    expect(r.after).toMatchObject({ speedLimitKmh: 32, circumferenceMm: 2240 });
    expect(bike.state.speedLimitKmh).toBe(32);
  });

  it('writes lamps-always-on through a long write of parameter block 1, keeping every other byte', async () => {
    const { bike, system } = await connect('bafang_healthy');
    const before = [...bike.state.parameter1];
    const r = await system.writeParameter1({ lampsAlwaysOn: true });
    expect(r.before.lampsAlwaysOn).toBe(false);
    expect(r.after.lampsAlwaysOn).toBe(true);
    expect(bike.state.parameter1.slice(0, 59)).toEqual(before.slice(0, 59));
  });

  it('a value the drive unit refuses is a write failure and nothing changes', async () => {
    const { bike, system } = await connect('bafang_healthy');
    await expect(system.writeSpeedParameters({ speedLimitKmh: 99 })).rejects.toThrow(/refused/);
    expect(bike.state.speedLimitKmh).toBe(25);
  });
});
