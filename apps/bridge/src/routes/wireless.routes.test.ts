// Choosing a wireless adapter at run time (decision 2902): a Bluetooth LE scan against the GATT peer
// model at the BLE library's boundary, a Wi-Fi adapter by address against the WiCAN emulator on a real
// TCP port, the next `ble` connect through the chosen one while the cable stays the cable, the
// choice remembered in the state folder, and the answers when there is nothing to connect through.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MemoryStateStore, SimulatedBike, WicanGattPeer, serveSlcanOverTcp } from '@dealer/bike-sim';
import { DemoFleet } from '@dealer/contracts';
import { Bonjour } from 'bonjour-service';
import { afterEach, describe, expect, it } from 'vitest';
import type { BleCentral } from '../adapters/byte-stream/ble-central.ts';
import { buildApp } from '../app.ts';
import { SimDriver } from '../drivers/sim-driver.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import { caller } from '../test-support/bafang-test-bridge.ts';
import { credential, makeKeys, noBluetooth } from '../test-support/test-bridge.ts';

const closers: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const newBike = (scenario: 'healthy' | 'firmware_update_available') => {
  const bike = new SimulatedBike({ scenario, store: new MemoryStateStore() });
  closers.push(() => {
    bike.close();
    bike.bus.close();
  });
  return bike;
};

/** A bridge whose cable reaches `cableBike`; Bluetooth through `central`; state in `stateDir`. */
async function bridge(cableBike: SimulatedBike, central: () => Promise<BleCentral>, stateDir?: string) {
  const keys = await makeKeys();
  const app = await buildApp({
    driver: new SimDriver(cableBike),
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk] } }),
    allowedOrigins: [],
    timing: { keepAliveMs: 0 },
    wireless: { central, ...(stateDir ? { stateDir } : {}) },
  });
  closers.push(() => app.close());
  return caller(app, { authorization: `Bearer ${await credential(keys)}`, host: '127.0.0.1:3008' });
}

describe('wireless adapters', () => {
  it('scans Bluetooth LE adapters by name and signal, connects through the chosen one, the cable still the cable', async () => {
    const cableBike = newBike('healthy');
    const gatt = new WicanGattPeer(newBike('firmware_update_available'), { mtu: 185 });
    closers.push(() => gatt.peripheral.drop());
    const call = await bridge(cableBike, async () => gatt);

    const scan = await call('POST', '/v1/system_bridge/wireless_adapters/scan', { seconds: 1 });
    expect(scan.status).toBe(200);
    expect(scan.body).toMatchObject({
      adapters: [{ id: 'a4cf12345678', name: 'WiC_a4cf12345678', rssi: -58 }],
      bluetooth: true,
    });
    expect((await call('POST', '/v2/connection', { connection_type: 'ble' })).body).toMatchObject({
      code: 300012,
    });
    const chosen = await call('PUT', '/v1/system_bridge/wireless_adapter', {
      link: 'ble',
      address: 'a4cf12345678',
      name: 'WiC_a4cf12345678',
    });
    expect(chosen.body).toEqual({
      chosen: { link: 'ble', address: 'a4cf12345678', name: 'WiC_a4cf12345678' },
      wifi_addresses: [],
    });

    const viaBle = await call('POST', '/v2/connection', { connection_type: 'ble' });
    expect(viaBle.body).toMatchObject({
      connection_status: 'CONNECTED',
      connection_type: 'ble',
      vin: DemoFleet.firmware_update_available.vin,
    });
    expect((await call('GET', '/v2/connector/basic_info')).body).toMatchObject({ driver: 'ble' });
    expect(
      (await call('PUT', '/v1/system_bridge/wireless_adapter', { link: 'tcp', address: 'x:1' })).body,
    ).toMatchObject({
      code: 400003,
    });
    await call('POST', '/v2/disconnection');

    const viaCable = await call('POST', '/v2/connection', { connection_type: 'cable' });
    expect(viaCable.body).toMatchObject({ connection_type: 'cable', vin: DemoFleet.healthy.vin });
    expect((await call('GET', '/v2/connector/basic_info')).body).toMatchObject({ driver: 'sim' });
  }, 60_000);

  it('connects through a Wi-Fi adapter given by address and remembers it for the next start', async () => {
    const adapter = await serveSlcanOverTcp(newBike('firmware_update_available'), { kind: 'wican' });
    closers.push(() => adapter.close());
    const stateDir = mkdtempSync(path.join(tmpdir(), 'bridge-wireless-'));
    closers.push(() => rmSync(stateDir, { recursive: true, force: true }));
    const call = await bridge(newBike('healthy'), noBluetooth, stateDir);

    expect(
      (await call('PUT', '/v1/system_bridge/wireless_adapter', { link: 'tcp', address: 'wican' })).body,
    ).toMatchObject({
      code: 400004,
    });
    const address = `${adapter.host}:${adapter.port}`;
    await call('PUT', '/v1/system_bridge/wireless_adapter', { link: 'tcp', address });
    const connected = await call('POST', '/v2/connection', { connection_type: 'ble' });
    expect(connected.body).toMatchObject({
      connection_status: 'CONNECTED',
      vin: DemoFleet.firmware_update_available.vin,
    });
    expect((await call('GET', '/v2/connector/basic_info')).body).toMatchObject({
      driver: 'tcp',
      adapter_kind: 'wican',
    });
    await call('POST', '/v2/disconnection');

    const restarted = await bridge(newBike('healthy'), noBluetooth, stateDir);
    expect((await restarted('GET', '/v1/system_bridge/wireless_adapter')).body).toEqual({
      chosen: { link: 'tcp', address, name: address },
      wifi_addresses: [address],
    });
    expect((await restarted('POST', '/v2/connection', { connection_type: 'ble' })).body).toMatchObject({
      vin: DemoFleet.firmware_update_available.vin,
    });
  }, 60_000);

  it('answers 300019 to a scan on a computer without Bluetooth', async () => {
    const call = await bridge(newBike('healthy'), noBluetooth);
    const scan = await call('POST', '/v1/system_bridge/wireless_adapters/scan', { seconds: 1 });
    expect(scan.status).toBe(503);
    expect(scan.body).toMatchObject({ code: 300019 });
    expect(scan.body.message).toMatch(/no Bluetooth LE adapter/);
  });

  it('lists a Wi-Fi adapter announcing itself by mDNS as WiCAN does, also without Bluetooth', async () => {
    // The announcement wican-fw main/wc_mdns.c makes, by the real library on the real multicast group.
    const peer = new Bonjour({}, () => undefined);
    closers.push(
      () => new Promise<void>((resolve) => peer.unpublishAll(() => peer.destroy(() => resolve()))),
    );
    peer.publish({
      name: 'WiCAN-WebServer',
      type: 'wican',
      port: 80,
      host: 'wican_a4cf12345678.local',
      txt: { mac: 'A4:CF:12:34:56:78', device_id: 'a4cf12345678', firmware: '4.20', hardware: 'WiCAN-OBD' },
    });
    const call = await bridge(newBike('healthy'), noBluetooth);
    const scan = await call('POST', '/v1/system_bridge/wireless_adapters/scan', { seconds: 2 });
    expect(scan.status).toBe(200);
    expect(scan.body.bluetooth).toBe(false);
    expect(scan.body.adapters).toEqual([]);
    const wican = scan.body.wifi_adapters.find((a: { name: string }) => a.name === 'wican_a4cf12345678');
    expect(wican?.address).toMatch(/^[\w.-]+:3333$/);
    // Chosen by that address like a typed one.
    const chosen = await call('PUT', '/v1/system_bridge/wireless_adapter', {
      link: 'tcp',
      address: wican.address,
      name: wican.name,
    });
    expect(chosen.body.chosen).toEqual({ link: 'tcp', address: wican.address, name: 'wican_a4cf12345678' });
  }, 30_000);
});
