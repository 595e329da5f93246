// The bridge's calls on a connected simulated Bafang CAN system: detection on connect, the calls
// answered from the Bafang driver, 300102 with a reason for the rest, and a setting read back.
import { afterEach, describe, expect, it } from 'vitest';
import type { BafangScenarioName } from '@dealer/bike-sim';
import { bafangTestBridge, type BafangTestBridge } from '../../test-support/bafang-test-bridge.ts';

let bridge: BafangTestBridge | undefined;
afterEach(async () => {
  await bridge?.close();
  bridge = undefined;
});

async function bafangBridge(scenario: BafangScenarioName) {
  bridge = await bafangTestBridge(scenario);
  const { call } = bridge;
  expect((await call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
  return call;
}

describe('Bafang CAN bike through the bridge calls', () => {
  it('connects after detecting 250 kbit/s and answers identification, connector and capabilities', async () => {
    const call = await bafangBridge('bafang_healthy');
    const info = await call('GET', '/v2/bike/basic_info');
    expect(info.body).toMatchObject({ vin: '', protocol_type: 'BAFANG_CAN', bus_bitrate: 250_000 });
    expect(info.body.components.map((c: { part_type: string }) => c.part_type)).toEqual([
      'mid_motor',
      'hmi',
      'battery',
      'torque',
    ]);
    expect(info.body.components[0]).toMatchObject({
      part_spec_code: 'M510',
      firmware_version: 'CRX10VC3615E101011.5',
    });
    expect((await call('GET', '/v2/connector/basic_info')).body).toMatchObject({
      bus_bitrate: 250_000,
      bus_protocol: 'bafang',
    });
    const caps = (await call('GET', '/v2/bike/capabilities')).body.capabilities as {
      activity: string;
      supported: boolean;
      reason_code: string | null;
    }[];
    expect(caps.find((c) => c.activity === 'firmware_update')).toMatchObject({
      supported: false,
      reason_code: 'bafang_no_verifiable_firmware',
    });
    expect(caps.find((c) => c.activity === 'error_codes')).toMatchObject({
      supported: true,
      reason_code: null,
    });
    // Every reason has its code, so the portal can show it in the user's language.
    expect(caps.filter((c) => !c.supported && !c.reason_code)).toEqual([]);
  });

  it('reports the slipped magnet as BF-21 on the speed sensor, and the odometer from the display', async () => {
    const call = await bafangBridge('bafang_slipped_magnet');
    expect((await call('GET', '/v2/bike/error_codes')).body.error_codes).toEqual([
      { code: 'BF-21', part_type: 'speed_sensor', status: 'current' },
    ]);
    expect((await call('GET', '/v2/bike/odometer')).body).toEqual({
      odometer_km: 1843,
      odometer_m: 1_843_000,
    });
  });

  it('answers the battery calls with what the pack reports and null for what it does not', async () => {
    const call = await bafangBridge('bafang_low_battery');
    expect((await call('GET', '/v2/device/battery/state')).body).toMatchObject({
      charge_percent: 6,
      health_percent: 71,
      cycle_count: null,
    });
    expect((await call('GET', '/v2/device/battery/battery_information')).body).toMatchObject({
      capacity_mah: 14000,
      nominal_voltage_v: 43,
      design_capacity_wh: 602,
      cells_series: 10,
      cells_parallel: null,
      manufacture_date: null,
    });
  });

  it('answers 300102 with the reason for calls without a Bafang counterpart', async () => {
    const call = await bafangBridge('bafang_healthy');
    const history = await call('GET', '/v2/bike/error_codes/history');
    expect(history.status).toBe(400);
    expect(history.body).toMatchObject({
      code: 300102,
      message: expect.stringMatching(/active error codes only/),
    });
    expect((await call('GET', '/v2/control_and_display_unit/setting/speed_unit')).body.code).toBe(300102);
    // v3 calls are bike calls too: never answered by the UDS handlers.
    expect(
      (await call('GET', '/v3/control_and_display_unit/setting/maintenance_warning')).body,
    ).toMatchObject({ code: 300102, message: expect.stringMatching(/service interval/) });
  });

  it('writes the light start-up state and reads it back', async () => {
    const call = await bafangBridge('bafang_healthy');
    expect((await call('GET', '/v2/accessory/light/setting/startup_state')).body).toEqual({
      light_startup_state: 'turn_off',
    });
    const put = await call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on');
    expect(put.body).toEqual({ light_startup_state: 'turn_on' });
    expect((await call('GET', '/v2/accessory/light/setting/startup_state')).body).toEqual({
      light_startup_state: 'turn_on',
    });
    expect(bridge!.bike.state.parameter1[59]).toBe(1);
    expect(
      (await call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=last_state')).body
        .code,
    ).toBe(400004);
  });
});
