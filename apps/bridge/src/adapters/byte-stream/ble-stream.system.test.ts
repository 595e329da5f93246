// The Bluetooth LE link against the GATT peer model at the BLE library's boundary (WiCAN's 0xFEE1
// behind it), at ATT MTU 23 (20-byte writes), 185 and 244: both bikes through the bridge's HTTP
// calls, writes never longer than MTU − 3 and never more than one in flight, answers split over
// notifications and packed into them; and no Bluetooth on this computer answered with 300019.
import { BafangBike, MemoryStateStore, SimulatedBike, bootModeOf, runningVersion } from '@dealer/bike-sim';
import { DemoFleet } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { makeImage, signedFirmware } from '../../test-support/test-bridge.ts';
import { expectLightWriteReadBack, expectUdsReads } from '../../test-support/uds-bike-calls.testing.ts';
import { wicanTestBridge } from '../../test-support/wican-test-bridge.ts';
import { loadNobleCentral, poweredOn } from './ble-central.ts';
import type { BleCentral } from './ble-central.ts';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

describe.each([23, 185, 244])('Bluetooth LE link at ATT MTU %i', (mtu) => {
  it('UDS bike: connects, is diagnosed, takes a firmware update and keeps a light setting', async () => {
    const bike = new SimulatedBike({
      scenario: 'firmware_update_available',
      store: new MemoryStateStore(),
      timing: { eraseMs: 20, verifyMs: 10, resetMs: 20 },
    });
    const t = await wicanTestBridge(bike, { bleMtu: mtu });
    closers.push(() => t.close());
    const connected = await t.call('POST', '/v2/connection', { connection_type: 'cable' });
    expect(connected.body).toMatchObject({
      connection_status: 'CONNECTED',
      vin: DemoFleet.firmware_update_available.vin,
    });
    expect((await t.call('GET', '/v2/connector/basic_info')).body).toMatchObject({
      driver: 'ble',
      adapter_kind: 'wican',
      bus_protocol: 'uds',
    });
    await expectUdsReads(t.call, bike);
    const c = bike.component('hmi')!;
    const update = signedFirmware(t.keys, makeImage(12_000, 3), {
      part_spec_code: c.partSpecCode,
      version: '2.4.1',
      hardware_versions: [c.hardwareVersion],
    });
    expect((await t.call('PUT', '/v2/firmware/hmi', update)).body).toMatchObject({ version: '2.4.1' });
    expect([bootModeOf(c), runningVersion(c)]).toEqual(['app', '2.4.1']);
    await expectLightWriteReadBack(t.call, bike);

    const gatt = t.gatt!.stats;
    expect(gatt.largestWrite).toBeLessThanOrEqual(mtu - 3);
    expect(gatt.mostInFlight).toBe(1); // write without response, paced one at a time
    // A received frame line is up to 27 bytes: over 20-byte notifications lines are split.
    if (mtu === 23) expect(gatt.splitLines).toBeGreaterThan(0);
    expect(t.canStats().framesDropped).toBe(0);
  }, 120_000);
});

describe('Bluetooth LE link, Bafang bike', () => {
  it('finds 250 kbit/s by listening, reads and writes a setting over 20-byte writes', async () => {
    const bike = new BafangBike({ scenario: 'bafang_error_code' });
    const t = await wicanTestBridge(bike, { bleMtu: 23 });
    closers.push(() => t.close());
    const connected = await t.call('POST', '/v2/connection', { connection_type: 'cable' });
    expect(connected.body).toMatchObject({ connection_status: 'CONNECTED', protocol_type: 'BAFANG_CAN' });
    expect((await t.call('GET', '/v2/bike/error_codes')).body.error_codes).toEqual([
      { code: 'BF-14', part_type: 'mid_motor', status: 'current' },
    ]);
    const put = await t.call('PUT', '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on');
    expect(put.body).toEqual({ light_startup_state: 'turn_on' });
    expect((await t.call('GET', '/v2/accessory/light/setting/startup_state')).body).toEqual({
      light_startup_state: 'turn_on',
    });
  }, 60_000);
});

describe('Bluetooth LE link lost mid firmware update', () => {
  it('drops the bike as a pulled cable does, and the same rescue brings the controller back', async () => {
    const bike = new SimulatedBike({
      scenario: 'firmware_update_available',
      store: new MemoryStateStore(),
      timing: { eraseMs: 20, verifyMs: 10, resetMs: 20 },
    });
    const t = await wicanTestBridge(bike, { bleMtu: 185 });
    closers.push(() => t.close());
    expect((await t.call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
    const c = bike.component('controller')!;
    const update = (rescue: boolean) =>
      t.call('PUT', '/v2/firmware/controller', {
        ...signedFirmware(t.keys, makeImage(24_000, 7), {
          part_spec_code: c.partSpecCode,
          version: '5.3.2',
          hardware_versions: [c.hardwareVersion],
        }),
        rescue,
      });
    let frames = 0;
    const untap = bike.bus.onTransmit((_f, from) => {
      // Out of radio range well inside the transfer (the erase and the first blocks are done).
      if (from.segment === 'tester' && ++frames === 600) t.gatt!.peripheral.drop();
    });
    const failed = await update(false);
    untap();
    expect(failed.status).not.toBe(200);
    expect(t.app.bridge.connection.status.snapshot).toMatchObject({
      connection: 'DISCONNECTED',
      connector: 'DISCONNECTED',
      disconnect_reason: 'connector_lost',
    });
    expect((await t.call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
    expect(t.app.bridge.connection.identity('controller')?.bootMode).toBe('bootloader');
    expect((await update(true)).status).toBe(200);
    expect([bootModeOf(c), runningVersion(c)]).toEqual(['app', '5.3.2']);
  }, 120_000);
});

describe('no Bluetooth on this computer', () => {
  const central = (state: string): BleCentral => ({
    state,
    waitForPoweredOnAsync: () => Promise.reject(new Error('Timeout waiting for Noble to be powered on')),
    startScanningAsync: async () => undefined,
    stopScanningAsync: async () => undefined,
    on: () => undefined,
    removeListener: () => undefined,
  });

  it.each([
    ['unsupported', /no Bluetooth LE adapter/],
    ['unauthorized', /no permission/],
    ['poweredOff', /switched off/],
  ])('radio %s: 300019 naming why', async (state, why) => {
    const refused = poweredOn(central(state), 10);
    await expect(refused).rejects.toMatchObject({ code: 300019 });
    await expect(refused).rejects.toThrow(why);
  });

  it('the real BLE library, loaded on demand, reports this machine as it is', async () => {
    // This machine has no Bluetooth adapter: the library loads and its radio never powers on.
    const outcome = await loadNobleCentral().then(
      () => 'powered on',
      (e: { code?: number }) => e.code,
    );
    expect(outcome).toBe(process.env.BRIDGE_TEST_HAS_BLUETOOTH ? 'powered on' : 300019);
  }, 20_000);
});
