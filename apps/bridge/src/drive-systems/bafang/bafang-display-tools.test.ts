// Display writes, the calibration command and the information reads against the simulated system.
import { afterEach, describe, expect, it } from 'vitest';
import { BafangBike } from '@dealer/bike-sim';
import { SimDriver } from '../../drivers/sim-driver.ts';
import { BafangClient } from '../../protocol/bafang/bafang-client.ts';
import { BafangSystem } from './bafang-system.ts';
import { restoreBafangSnapshot } from './bafang-settings.ts';
import {
  calibrateBafangPositionSensor,
  resetBafangServiceMileage,
  setBafangDisplayTime,
  writeBafangMileage,
} from './bafang-display-tools.ts';
import { readBafangCellVoltages, readBafangDeviceInfo, readBafangTripStatistics } from './bafang-info.ts';

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

describe('Bafang display tools and information', () => {
  it('mileage written, read back and restored; service mileage reset; clock set without a read', async () => {
    const { bike, system } = await connect();
    const r = await writeBafangMileage(system, { trip_km: 0 });
    expect(r.after).toEqual({ total_km: 1843, trip_km: 0 });
    await restoreBafangSnapshot(system, r.snapshot_id!);
    expect(bike.state.display.tripKm).toBe(12.4);
    await expect(writeBafangMileage(system, { total_km: 1.5 })).rejects.toMatchObject({ code: 400004 });
    const reset = await resetBafangServiceMileage(system);
    expect(reset).toMatchObject({ before: { service_km: 843.5 }, after: { service_km: 0 } });
    await expect(restoreBafangSnapshot(system, reset.snapshot_id)).rejects.toMatchObject({ code: 300102 });
    expect(await setBafangDisplayTime(system, { hours: 8, minutes: 15, seconds: 0 })).toMatchObject({
      read_back: 'not_readable',
    });
    expect(bike.state.display.time).toEqual({ hours: 8, minutes: 15, seconds: 0 });
    await expect(setBafangDisplayTime(system, { hours: 24, minutes: 0, seconds: 0 })).rejects.toMatchObject({
      code: 400004,
    });
    await calibrateBafangPositionSensor(system);
    expect(bike.state.positionCalibrations).toBe(1);
  });

  it('manufacturer, customer number and bootloader version from the devices that hold them; trip and cells', async () => {
    const { system } = await connect();
    const info = await readBafangDeviceInfo(system);
    expect(info.devices.find((d) => d.device === 'display')).toEqual({
      device: 'display',
      manufacturer: 'BAFANG',
      customer_number: 'DLR-SIM',
      bootloader_version: 'DPC18BL 1.2',
    });
    expect(info.devices.find((d) => d.device === 'driveUnit')).toMatchObject({
      manufacturer: 'BAFANG',
      customer_number: null,
      bootloader_version: null,
    });
    expect(await readBafangTripStatistics(system)).toEqual({
      total_km: 1843,
      trip_km: 12.4,
      max_speed_kmh: 31.2,
      average_speed_kmh: 19.8,
      service_km: 843.5,
    });
    const cells = await readBafangCellVoltages(system);
    expect(cells.cells_v).toHaveLength(10);
    expect(cells.max_v).toBeCloseTo(4.01, 3);
  });
});
