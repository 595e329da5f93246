// Guarded Bafang writes against the simulated system on its virtual bus: ranges and the pedelec
// limit refuse before anything is sent, every write is snapshotted, read back, and restorable.
import { afterEach, describe, expect, it } from 'vitest';
import { BafangBike } from '@dealer/bike-sim';
import { SimDriver } from '../../drivers/sim-driver.ts';
import { BafangClient } from '../../protocol/bafang/bafang-client.ts';
import { BafangSystem } from './bafang-system.ts';
import {
  readBafangParameters,
  readBafangSpeed,
  readBafangTorqueProfiles,
  restoreBafangSnapshot,
  writeBafangParameters,
  writeBafangSpeed,
  writeBafangTorqueProfiles,
} from './bafang-settings.ts';
import { listSnapshots } from './bafang-snapshots.ts';

const closers: (() => void)[] = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
});

async function connect() {
  const bike = new BafangBike({ scenario: 'bafang_healthy' });
  const transport = await new SimDriver(bike).open();
  const client = new BafangClient(transport);
  closers.push(() => (client.close(), bike.close(), bike.bus.close()));
  const system = new BafangSystem(client, bike.bus.bitrate);
  for (const d of await system.discover()) await system.readIdentity(d);
  return { bike, system };
}

const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: { code?: number }) => e.code,
  );

describe('Bafang settings with guard rails', () => {
  it('refuses a speed limit above 25 km/h with 400007 and a wrong circumference with 400004, writing nothing', async () => {
    const { bike, system } = await connect();
    expect(await codeOf(writeBafangSpeed(system, { speed_limit_kmh: 28 }))).toBe(400007);
    expect(await codeOf(writeBafangSpeed(system, { wheel: '29″', circumference_mm: 1500 }))).toBe(400004);
    expect(await codeOf(writeBafangSpeed(system, { wheel: '18″' }))).toBe(400004);
    expect(bike.state.speedLimitKmh).toBe(25);
    expect(listSnapshots(system)).toHaveLength(0);
  });

  it('writes speed limit and wheel, reads them back, and the snapshot puts the bike back', async () => {
    const { system } = await connect();
    const before = await readBafangSpeed(system);
    expect(before).toMatchObject({ speed_limit_kmh: 25, wheel: '29″', circumference_mm: 2280 });
    const r = await writeBafangSpeed(system, { speed_limit_kmh: 22, wheel: '27.5″', circumference_mm: 2150 });
    expect(r).toMatchObject({
      read_back: 'matches',
      after: { speed_limit_kmh: 22, wheel: '27.5″', circumference_mm: 2150 },
    });
    const restored = await restoreBafangSnapshot(system, r.snapshot_id!);
    expect(restored.after).toMatchObject({ speed_limit_kmh: 25, wheel: '29″', circumference_mm: 2280 });
    expect(listSnapshots(system).map((s) => s.kind)).toEqual(['speed', 'speed']);
  });

  it('typed parameter block 1: ranges, the walk-assist limit, a verified write and its restore', async () => {
    const { system } = await connect();
    expect(await codeOf(writeBafangParameters(system, { walkAssistSpeedKmh: 7 }))).toBe(400007);
    expect(await codeOf(writeBafangParameters(system, { currentLimitA: 0 }))).toBe(400004);
    expect(await codeOf(writeBafangParameters(system, { systemVoltageV: 48 }))).toBe(400004);
    const r = await writeBafangParameters(system, {
      currentLimitA: 15,
      walkAssistSpeedKmh: 4.5,
      pedalSensorType: 1,
    });
    expect(r.after).toMatchObject({ currentLimitA: 15, walkAssistSpeedKmh: 4.5, pedalSensorType: 1 });
    const typed = await readBafangParameters(system);
    expect(typed.fields.find((f) => f.name === 'currentLimitA')).toMatchObject({
      value: 15,
      unit: 'A',
      min: 1,
      max: 100,
    });
    await restoreBafangSnapshot(system, r.snapshot_id!);
    expect((await readBafangParameters(system)).fields.find((f) => f.name === 'currentLimitA')?.value).toBe(
      18,
    );
  });

  it('torque profiles (block 2): written through a long transfer and read back', async () => {
    const { system } = await connect();
    const r = await writeBafangTorqueProfiles(system, [{}, { maxTorque: 150, stopDelayMs: 60 }]);
    expect(r.read_back).toBe('matches');
    const p = (await readBafangTorqueProfiles(system)).profiles;
    expect(p[1]).toMatchObject({ maxTorque: 150, stopDelayMs: 60 });
    expect(p[0]?.maxTorque).toBe(180);
  });

  it('a unit that acknowledges but keeps the old value fails the read-back with 300104', async () => {
    const { system } = await connect();
    system.client.write = async () => undefined; // acknowledged, nothing kept
    expect(await codeOf(writeBafangSpeed(system, { speed_limit_kmh: 20 }))).toBe(300104);
  });
});
