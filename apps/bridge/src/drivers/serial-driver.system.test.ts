// The serial driver end to end: the simulator is an SLCAN adapter on a pseudo-terminal and the
// bridge opens that device path, so every byte crosses a real serial device.
import { MemoryStateStore, SimulatedBike, exposeOnPty, bootModeOf, runningVersion } from '@dealer/bike-sim';
import type { PtyDevice } from '@dealer/bike-sim';
import { DemoFleet } from '@dealer/contracts';
import type { BridgeStatusAll } from '@dealer/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import { credential, makeImage, makeKeys, signedFirmware } from '../test-support/test-bridge.ts';
import { SerialDriver } from './serial-driver.ts';

let bike: SimulatedBike;
let pty: PtyDevice;
let app: FastifyInstance;
let auth: Record<string, string>;
let keys: Awaited<ReturnType<typeof makeKeys>>;

beforeAll(async () => {
  bike = new SimulatedBike({
    scenario: 'firmware_update_available',
    store: new MemoryStateStore(),
    timing: { eraseMs: 20, verifyMs: 10, resetMs: 20 },
  });
  pty = await exposeOnPty(bike);
  keys = await makeKeys();
  app = await buildApp({
    driver: new SerialDriver({ path: pty.path }),
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk, keys.firmware.jwk] } }),
    allowedOrigins: [],
  });
  auth = { host: 'localhost', authorization: `Bearer ${await credential(keys)}` };
});
afterAll(async () => {
  await app.close();
  await pty.close();
  bike.close();
  bike.bus.close();
});

describe('serial driver over a pseudo-terminal', () => {
  it('refuses a device path that does not exist with 300001', async () => {
    const driver = new SerialDriver({ path: '/dev/does-not-exist-slcan' });
    await expect(driver.open()).rejects.toMatchObject({ code: 300001 });
  });

  it('connects, reads the bike and updates firmware through the SLCAN adapter', async () => {
    const conn = await app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: auth,
      payload: { connection_type: 'cable' },
    });
    expect(conn.json()).toMatchObject({
      connection_status: 'CONNECTED',
      vin: DemoFleet.firmware_update_available.vin,
      component_count: 10,
    });
    const connector = await app.inject({ method: 'GET', url: '/v2/connector/basic_info', headers: auth });
    expect(connector.json()).toMatchObject({
      driver: 'serial',
      serial_path: pty.path,
      adapter_version: '10.13',
      serial_number: 'DG0240000',
    });
    const info = await app.inject({ method: 'GET', url: '/v2/bike/basic_info', headers: auth });
    expect(
      info
        .json<{ components: { part_type: string; barcode: string }[] }>()
        .components.find((c) => c.part_type === 'battery')?.barcode,
    ).toBe(bike.component('battery')!.barcode);

    const c = bike.component('hmi')!;
    const update = signedFirmware(keys, makeImage(12_000, 3), {
      part_spec_code: c.partSpecCode,
      version: '2.4.1',
      hardware_versions: [c.hardwareVersion],
    });
    const res = await app.inject({ method: 'PUT', url: '/v2/firmware/hmi', headers: auth, payload: update });
    expect(res.json()).toMatchObject({ previous_version: '2.3.0', version: '2.4.1' });
    expect(bootModeOf(c)).toBe('app');
    expect(runningVersion(c)).toBe('2.4.1');
    const off = await app.inject({ method: 'POST', url: '/v2/disconnection', headers: auth });
    expect(off.json()).toMatchObject({ connection_status: 'DISCONNECTED' });
  }, 30_000);

  it('notices a pulled cable through the keep-alive and the adapter status flags; reconnects once it is back', async () => {
    const conn = await app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: auth,
      payload: { connection_type: 'cable' },
    });
    expect(conn.statusCode, conn.body).toBe(200);
    const { connection } = app.bridge;
    expect(await connection.driver.busDown?.()).toBe(false);
    const lost = new Promise<BridgeStatusAll>((resolve) => {
      const listener = (s: BridgeStatusAll) => {
        if (s.connection !== 'DISCONNECTED') return;
        connection.status.off('change', listener);
        resolve(s);
      };
      connection.status.on('change', listener);
    });
    bike.bus.cutLink();
    expect(await lost).toMatchObject({
      connection: 'DISCONNECTED',
      connector: 'CONNECTED',
      disconnect_reason: 'link_lost',
    });
    // SLCAN "F": the adapter reports its controller error passive with the bike gone.
    expect(await connection.driver.busDown?.()).toBe(true);

    bike.plugCable();
    expect(await connection.driver.busDown?.()).toBe(false);
    const again = await app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: auth,
      payload: { connection_type: 'cable' },
    });
    expect(again.json()).toMatchObject({
      connection_status: 'CONNECTED',
      vin: DemoFleet.firmware_update_available.vin,
    });
    await app.inject({ method: 'POST', url: '/v2/disconnection', headers: auth });
  }, 30_000);
});
