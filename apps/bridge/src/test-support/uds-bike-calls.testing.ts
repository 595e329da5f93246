// What the portal reads and writes on the UDS bike through any adapter, with what each must answer:
// one check for the adapter suites (gs_usb, every slcan kind), so every adapter is held to the same.
import type { SimulatedBike } from '@dealer/bike-sim';
import { expect } from 'vitest';
import type { BafangCall } from './bafang-test-bridge.ts';

/** Identification, error codes, odometer and battery, read as the portal reads them. */
export async function expectUdsReads(call: BafangCall, bike: SimulatedBike): Promise<void> {
  const info = await call('GET', '/v2/bike/basic_info');
  // The bridge's error in the failure, not only "components is undefined".
  expect(info.status, JSON.stringify(info.body)).toBe(200);
  expect(info.body.components).toHaveLength(10);
  expect(info.body.components.find((c: { part_type: string }) => c.part_type === 'battery').barcode).toBe(
    bike.component('battery')!.barcode,
  );
  expect((await call('GET', '/v2/bike/error_codes')).status).toBe(200);
  expect((await call('GET', '/v2/bike/error_codes/history')).status).toBe(200);
  expect((await call('GET', '/v2/bike/odometer')).body).toEqual({
    odometer_km: bike.state.odometerM / 1000,
    odometer_m: bike.state.odometerM,
  });
  expect((await call('GET', '/v2/device/battery/battery_information')).status).toBe(200);
}

/** The light start-up setting written, read back, and held by the bike. */
export async function expectLightWriteReadBack(call: BafangCall, bike: SimulatedBike): Promise<void> {
  const put = await call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on');
  expect(put.status).toBe(200);
  expect((await call('GET', '/v2/accessory/light/setting/startup_state')).body).toEqual({
    light_startup_state: 'turn_on',
  });
  expect(bike.state.lightStartupState).toBe('turn_on');
}
