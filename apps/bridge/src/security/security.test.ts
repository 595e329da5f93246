import { afterEach, describe, expect, it } from 'vitest';
import {
  credential,
  makeImage,
  makeKeys,
  signedFirmware,
  testBridge,
  updateFor,
} from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge;
afterEach(() => t?.close());

describe('request guards', () => {
  it('refuses a Host other than the loopback (DNS rebinding) with 403001', async () => {
    t = await testBridge();
    for (const host of ['evil.example:3008', '127.0.0.1.evil.example', '192.168.1.20:3008']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/v1/system_bridge/version_info',
        headers: { host },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 403001 });
    }
    for (const host of ['localhost:3008', '127.0.0.1', '[::1]:3008']) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/system_bridge/version_info', headers: { host } }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('answers CORS only for the portal origin, with Private Network Access on preflight', async () => {
    t = await testBridge();
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/bike/basic_info',
      headers: {
        host: '127.0.0.1:3008',
        origin: 'http://localhost:8080',
        'access-control-request-method': 'GET',
        'access-control-request-private-network': 'true',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(preflight.headers['access-control-allow-private-network']).toBe('true');
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
    const foreign = await t.app.inject({
      method: 'GET',
      url: '/v1/system_bridge/version_info',
      headers: { host: '127.0.0.1:3008', origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ code: 403001 });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
    const foreignPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/v2/bike/basic_info',
      headers: { host: '127.0.0.1', origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreignPreflight.statusCode).toBe(403);
  });
});

describe('workspace credential', () => {
  it('requires it on v2/v3 calls (401001), rejects an expired one (401002) and one signed by another key (401001)', async () => {
    t = await testBridge();
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v2/system_bridge/version_info',
      headers: { host: 'localhost' },
    });
    expect(missing.json()).toMatchObject({ code: 401001 });
    expect(missing.statusCode).toBe(401);
    const expired = await credential(t.keys, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/system_bridge/version_info',
      headers: { host: 'localhost', authorization: `Bearer ${expired}` },
    });
    expect(res.json()).toMatchObject({ code: 401002 });
    const stranger = await credential(await makeKeys('other-'));
    const forged = await t.app.inject({
      method: 'GET',
      url: '/v2/system_bridge/version_info',
      headers: { host: 'localhost', authorization: `Bearer ${stranger}` },
    });
    expect(forged.json()).toMatchObject({ code: 401001 });
    // v1 calls are open: the portal checks for a running bridge before sign-in.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/v1/system_bridge/version_info',
          headers: { host: 'localhost' },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('lets an identify credential connect, read which bike it is and disconnect, and nothing else', async () => {
    t = await testBridge();
    const identify = await credential(t.keys, { sid: 'identify-1', wid: 0, scope: 'identify' });
    const headers = { host: 'localhost', authorization: `Bearer ${identify}` };
    const call = (method: 'GET' | 'POST', url: string) =>
      t.app.inject({
        method,
        url,
        headers,
        ...(method === 'POST' ? { payload: { connection_type: 'cable' } } : {}),
      });
    expect((await call('POST', '/v2/connection')).statusCode).toBe(200);
    const info = await call('GET', '/v2/bike/basic_info');
    expect(info.statusCode).toBe(200);
    expect(info.json().vin).toMatch(/^[A-Z0-9]{17}$/);
    expect((await call('GET', '/v2/bike/odometer')).json()).toMatchObject({ code: 403001 });
    expect((await call('POST', '/v2/disconnection')).statusCode).toBe(200);
    const odd = await credential(t.keys, { sid: 'x', scope: 'everything' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: { host: 'localhost', authorization: `Bearer ${odd}` },
      payload: { connection_type: 'cable' },
    });
    expect(res.json()).toMatchObject({ code: 401001 });
    // Which connection types to offer before connecting: the cable, or a chosen wireless adapter (2902).
    const version = await t.app.inject({
      url: '/v1/system_bridge/version_info',
      headers: { host: 'localhost' },
    });
    expect(version.json()).toMatchObject({ connection_types: ['cable', 'ble'] });
  });

  it('binds the bike to the connecting session: another session gets 401005', async () => {
    t = await testBridge();
    await t.connect();
    const other = await credential(t.keys, { sid: 'session-b' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/v2/bike/odometer',
      headers: { host: 'localhost', authorization: `Bearer ${other}` },
    });
    expect(res.json()).toMatchObject({ code: 401005 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/bike/odometer', headers: t.auth })).statusCode,
    ).toBe(200);
    await t.app.inject({ method: 'POST', url: '/v2/disconnection', headers: t.auth });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/connection',
          headers: { host: 'localhost', authorization: `Bearer ${other}` },
          payload: { connection_type: 'cable' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

describe('signed firmware', () => {
  async function refused(update: object) {
    await t.connect();
    const before = JSON.stringify(t.bike.state);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v2/firmware/controller',
      headers: t.auth,
      payload: update,
    });
    expect(res.json()).toEqual({
      code: 300105,
      reason: 'invalid_update_source',
      message: 'Invalid update file source',
      action: 'Firmware update',
    });
    // Nothing was written: the bike state is byte for byte what it was, and the connection ended.
    expect(JSON.stringify(t.bike.state)).toBe(before);
    expect(t.app.bridge.connection.connected).toBe(false);
  }

  it('refuses a tampered image', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    const update = updateFor(t, 'controller', '5.3.2');
    const bytes = Buffer.from(update.image_base64, 'base64');
    bytes[100] = bytes[100]! ^ 0xff;
    await refused({ ...update, image_base64: bytes.toString('base64') });
  });

  it('refuses a manifest changed after signing', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    const update = updateFor(t, 'controller', '5.3.2');
    await refused({ ...update, manifest: { ...update.manifest, version: '9.9.9' } });
  });

  it('refuses an image signed by another key', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    const c = t.bike.component('controller')!;
    const foreign = signedFirmware(await makeKeys('other-'), makeImage(4000), {
      part_spec_code: c.partSpecCode,
      version: '5.3.2',
      hardware_versions: [c.hardwareVersion],
    });
    await refused({ ...foreign, key_id: undefined });
  });

  it('does not accept a session key as a firmware key', async () => {
    t = await testBridge({ scenario: 'firmware_update_available' });
    const c = t.bike.component('controller')!;
    const signedWithSessionKey = signedFirmware({ ...t.keys, firmware: t.keys.session }, makeImage(4000), {
      part_spec_code: c.partSpecCode,
      version: '5.3.2',
      hardware_versions: [c.hardwareVersion],
    });
    await refused(signedWithSessionKey);
  });
});
