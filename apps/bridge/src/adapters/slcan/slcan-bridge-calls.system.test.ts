// The UDS bike and the Bafang bike behind every slcan adapter kind (the emulators on real ptys),
// through the bridge's HTTP calls as the portal makes them: connect (the adapter kind found on open),
// a full diagnosis, and a setting written and read back — with no frame at an unconfirmed bitrate
// and none dropped from a full adapter queue.
import { BafangBike, MemoryStateStore, SimulatedBike } from '@dealer/bike-sim';
import { DemoFleet } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { slcanTestBridge } from '../../test-support/slcan-test-bridge.ts';
import { expectLightWriteReadBack, expectUdsReads } from '../../test-support/uds-bike-calls.testing.ts';
import type { SlcanTestBridge } from '../../test-support/slcan-test-bridge.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const KINDS = [
  ['lawicel', 'lawicel'],
  ['canable', 'canable'],
  ['canable2', 'canable'],
  ['canable25', 'canable25'],
] as const;

function cleanBus(t: SlcanTestBridge<unknown>): void {
  expect(t.pty.stats().framesOnBus).toBeGreaterThan(0);
  expect(t.pty.stats().framesAtUnconfirmedBitrate).toBe(0);
  expect(t.pty.stats().framesDropped).toBe(0);
}

describe.each(KINDS)('bridge calls behind the %s slcan adapter', (kind, dialect) => {
  it('UDS bike: connects, is diagnosed and keeps a light setting written through the adapter', async () => {
    const bike = new SimulatedBike({ scenario: 'firmware_update_available', store: new MemoryStateStore() });
    const t = await slcanTestBridge(kind, bike);
    closers.push(() => t.close());
    const connected = await t.call('POST', '/v2/connection', { connection_type: 'cable' });
    expect(connected.body).toMatchObject({
      connection_status: 'CONNECTED',
      vin: DemoFleet.firmware_update_available.vin,
      component_count: 10,
    });
    expect((await t.call('GET', '/v2/connector/basic_info')).body).toMatchObject({
      driver: 'serial',
      serial_path: t.pty.path,
      adapter_kind: dialect,
      bus_bitrate: 500_000,
      bus_protocol: 'uds',
    });
    await expectUdsReads(t.call, bike);

    await expectLightWriteReadBack(t.call, bike);
    cleanBus(t);
  }, 60_000);

  it('Bafang bike: 250 kbit/s found by listening; read everything and write a setting', async () => {
    const bike = new BafangBike({ scenario: 'bafang_error_code' });
    const t = await slcanTestBridge(kind, bike);
    closers.push(() => t.close());
    const connected = await t.call('POST', '/v2/connection', { connection_type: 'cable' });
    expect(connected.body).toMatchObject({ connection_status: 'CONNECTED', protocol_type: 'BAFANG_CAN' });
    expect((await t.call('GET', '/v2/connector/basic_info')).body).toMatchObject({
      driver: 'serial',
      adapter_kind: dialect,
      bus_bitrate: 250_000,
      bus_protocol: 'bafang',
    });
    const info = await t.call('GET', '/v2/bike/basic_info');
    expect(info.body).toMatchObject({ protocol_type: 'BAFANG_CAN', bus_bitrate: 250_000 });
    expect(info.body.components).toHaveLength(4);
    expect((await t.call('GET', '/v2/bike/error_codes')).body.error_codes).toEqual([
      { code: 'BF-14', part_type: 'mid_motor', status: 'current' },
    ]);
    expect((await t.call('GET', '/v2/bike/odometer')).status).toBe(200);
    expect((await t.call('GET', '/v2/device/battery/state')).body).toMatchObject({
      health_percent: bike.state.battery.healthPercent,
    });
    expect((await t.call('GET', '/v2/drive_unit/setting/wheel_diameter')).status).toBe(200);

    const put = await t.call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on');
    expect(put.body).toEqual({ light_startup_state: 'turn_on' });
    expect((await t.call('GET', '/v2/accessory/light/setting/startup_state')).body).toEqual({
      light_startup_state: 'turn_on',
    });
    cleanBus(t);
  }, 60_000);
});
