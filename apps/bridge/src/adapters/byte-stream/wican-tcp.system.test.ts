// Both bikes behind the WiCAN emulator over a real TCP connection (the Wi-Fi adapter's slcan port),
// through the bridge's HTTP calls as the portal makes them: connect (the adapter told apart as
// WiCAN), a full diagnosis, a UDS firmware update, a Bafang setting written and read back, and the
// adapter switched off mid-session as a lost connector.
import { BafangBike, MemoryStateStore, SimulatedBike, bootModeOf, runningVersion } from '@dealer/bike-sim';
import { DemoFleet } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeImage, signedFirmware } from '../../test-support/test-bridge.ts';
import { expectLightWriteReadBack, expectUdsReads } from '../../test-support/uds-bike-calls.testing.ts';
import { wicanTestBridge } from '../../test-support/wican-test-bridge.ts';
import type { WicanTestBridge } from '../../test-support/wican-test-bridge.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function cleanBus(t: WicanTestBridge<unknown>): void {
  expect(t.canStats().framesOnBus).toBeGreaterThan(0);
  expect(t.canStats().framesAtUnconfirmedBitrate).toBe(0);
  expect(t.canStats().framesDropped).toBe(0);
}

describe('bridge calls over the Wi-Fi (TCP) WiCAN adapter', () => {
  it('UDS bike: connects, is diagnosed, takes a firmware update and keeps a light setting', async () => {
    const bike = new SimulatedBike({
      scenario: 'firmware_update_available',
      store: new MemoryStateStore(),
      timing: { eraseMs: 20, verifyMs: 10, resetMs: 20 },
    });
    const t = await wicanTestBridge(bike);
    closers.push(() => t.close());
    const connected = await t.call('POST', '/v2/connection', { connection_type: 'cable' });
    expect(connected.body).toMatchObject({
      connection_status: 'CONNECTED',
      vin: DemoFleet.firmware_update_available.vin,
      component_count: 10,
    });
    expect((await t.call('GET', '/v2/connector/basic_info')).body).toMatchObject({
      driver: 'tcp',
      adapter_kind: 'wican',
      adapter_version: '20.11',
      bus_bitrate: 500_000,
      bus_protocol: 'uds',
    });
    await expectUdsReads(t.call, bike);

    const c = bike.component('hmi')!;
    const update = signedFirmware(t.keys, makeImage(12_000, 3), {
      part_spec_code: c.partSpecCode,
      version: '2.4.1',
      hardware_versions: [c.hardwareVersion],
    });
    const res = await t.call('PUT', '/v2/firmware/hmi', update);
    expect(res.body).toMatchObject({ previous_version: '2.3.0', version: '2.4.1' });
    expect(bootModeOf(c)).toBe('app');
    expect(runningVersion(c)).toBe('2.4.1');

    await expectLightWriteReadBack(t.call, bike);
    cleanBus(t);
  }, 90_000);

  it('Bafang bike: 250 kbit/s found by listening; read everything and write a setting', async () => {
    const bike = new BafangBike({ scenario: 'bafang_error_code' });
    const t = await wicanTestBridge(bike);
    closers.push(() => t.close());
    const connected = await t.call('POST', '/v2/connection', { connection_type: 'cable' });
    expect(connected.body).toMatchObject({ connection_status: 'CONNECTED', protocol_type: 'BAFANG_CAN' });
    expect((await t.call('GET', '/v2/connector/basic_info')).body).toMatchObject({
      driver: 'tcp',
      adapter_kind: 'wican',
      bus_bitrate: 250_000,
      bus_protocol: 'bafang',
    });
    const info = await t.call('GET', '/v2/bike/basic_info');
    expect(info.body.components).toHaveLength(4);
    expect((await t.call('GET', '/v2/bike/error_codes')).body.error_codes).toEqual([
      { code: 'BF-14', part_type: 'mid_motor', status: 'current' },
    ]);
    expect((await t.call('GET', '/v2/device/battery/state')).body).toMatchObject({
      health_percent: bike.state.battery.healthPercent,
    });
    const put = await t.call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on');
    expect(put.body).toEqual({ light_startup_state: 'turn_on' });
    expect((await t.call('GET', '/v2/accessory/light/setting/startup_state')).body).toEqual({
      light_startup_state: 'turn_on',
    });
    cleanBus(t);
  }, 90_000);

  it('the adapter switched off: the bike is dropped as with a pulled connector', async () => {
    const bike = new SimulatedBike({ scenario: 'healthy', store: new MemoryStateStore() });
    const t = await wicanTestBridge(bike);
    closers.push(() => t.close());
    expect((await t.call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
    const { connection } = t.app.bridge;
    const lost = new Promise<unknown>((resolve) =>
      connection.status.on('change', (s) => s.connection === 'DISCONNECTED' && resolve(s)),
    );
    t.adapter!.dropConnections();
    expect(await lost).toMatchObject({ connection: 'DISCONNECTED', disconnect_reason: 'connector_lost' });
  }, 60_000);
});
