// The Bafang journey through a real device path: the simulated Bafang CAN system is an SLCAN adapter
// on a pseudo-terminal, the bridge's serial driver starts at 500 kbit/s and detection finds 250.
import { BafangBike, exposeOnPty } from '@dealer/bike-sim';
import type { PtyDevice } from '@dealer/bike-sim';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TrustedKeys } from '../security/trusted-keys.ts';
import { credential, makeKeys } from '../test-support/test-bridge.ts';
import { SerialDriver } from './serial-driver.ts';

let bike: BafangBike;
let pty: PtyDevice;
let app: FastifyInstance;
let auth: Record<string, string>;

beforeAll(async () => {
  bike = new BafangBike({ scenario: 'bafang_error_code' });
  pty = await exposeOnPty(bike);
  const keys = await makeKeys();
  app = await buildApp({
    driver: new SerialDriver({ path: pty.path, bitrate: 500_000 }),
    trustedKeys: new TrustedKeys({ jwks: { keys: [keys.session.jwk] } }),
    allowedOrigins: [],
    timing: { keepAliveMs: 0 },
  });
  auth = { host: 'localhost', authorization: `Bearer ${await credential(keys)}` };
});
afterAll(async () => {
  await app.close();
  await pty.close();
  bike.close();
  bike.bus.close();
});

describe('Bafang CAN system through the serial driver', () => {
  it('detects 250 kbit/s, reads the bike and writes a setting that is read back', async () => {
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: auth })).json();
    const conn = await app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: auth,
      payload: { connection_type: 'cable' },
    });
    expect(conn.statusCode).toBe(200);
    expect(await get('/v2/connector/basic_info')).toMatchObject({
      driver: 'serial',
      bus_bitrate: 250_000,
      bus_protocol: 'bafang',
    });
    const info = await get('/v2/bike/basic_info');
    expect(info).toMatchObject({ protocol_type: 'BAFANG_CAN', bus_bitrate: 250_000 });
    expect(info.components).toHaveLength(4);
    expect((await get('/v2/bike/error_codes')).error_codes).toEqual([
      { code: 'BF-14', part_type: 'mid_motor', status: 'current' },
    ]);
    const put = await app.inject({
      method: 'PUT',
      url: '/v2/accessory/light/setting/startup_state?light_startup_state=turn_on',
      headers: auth,
    });
    expect(put.json()).toEqual({ light_startup_state: 'turn_on' });
    expect(await get('/v2/accessory/light/setting/startup_state')).toEqual({
      light_startup_state: 'turn_on',
    });
  });
});
