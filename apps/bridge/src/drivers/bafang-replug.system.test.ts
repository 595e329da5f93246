// The adapter pulled out and plugged back in with a Bafang system behind it: the device path goes
// away (the pty closes), the bridge drops the bike instead of answering from a dead port, and a new
// connect through the same path finds the bus again and reads the bike.
import { BafangBike, exposeOnPty } from '@dealer/bike-sim';
import type { PtyDevice } from '@dealer/bike-sim';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bafang-replug-'));
const devicePath = path.join(dir, 'slcan0');

beforeAll(async () => {
  bike = new BafangBike({ scenario: 'bafang_healthy' });
  pty = await exposeOnPty(bike, { path: devicePath });
  const keys = await makeKeys();
  app = await buildApp({
    driver: new SerialDriver({ path: devicePath, bitrate: 500_000 }),
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
  fs.rmSync(dir, { recursive: true, force: true });
});

const connect = () =>
  app.inject({ method: 'POST', url: '/v2/connection', headers: auth, payload: { connection_type: 'cable' } });
const basicInfo = () => app.inject({ method: 'GET', url: '/v2/bike/basic_info', headers: auth });

describe('Bafang CAN system, adapter unplugged and plugged back', () => {
  it('drops the bike when the device goes away and connects it again through the same path', async () => {
    expect((await connect()).json()).toMatchObject({
      connection_status: 'CONNECTED',
      protocol_type: 'BAFANG_CAN',
    });
    await pty.close();
    await expect.poll(async () => (await basicInfo()).json().code, { timeout: 10_000 }).toBe(400001);

    pty = await exposeOnPty(bike, { path: devicePath });
    expect((await connect()).json()).toMatchObject({
      connection_status: 'CONNECTED',
      protocol_type: 'BAFANG_CAN',
    });
    const info = await basicInfo();
    expect(info.json()).toMatchObject({ protocol_type: 'BAFANG_CAN', bus_bitrate: 250_000 });
    expect(info.json().components).toHaveLength(4);
  });
});
