import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoConnector, DemoFleet, SESSION_TOKEN_HEADER, type SignedFirmware } from '@dealer/contracts';
import type { JWK } from 'jose';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { verifySignedImage } from './firmware-signing.ts';

const part = (scenario: keyof typeof DemoFleet, type: string) =>
  DemoFleet[scenario].components.find((c) => c.partType === type)!;

describe.each(testDatabases())('firmware on %s', (kind) => {
  let api: TestApi;
  let ws: Awaited<ReturnType<typeof openWorkspaceFor>>;
  let firmwareJwk: JWK;
  beforeAll(async () => {
    api = await createTestApi(kind);
    ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.firmware_update_available.vin);
    const jwks = (await api.app.inject({ url: '/api/keys/bridge.jwks' })).json<{
      keys: (JWK & { use: string })[];
    }>();
    firmwareJwk = jwks.keys.find((k) => k.use === 'firmware')!;
  });
  afterAll(() => api.close());
  const get = (url: string, headers: Record<string, string> = ws.headers) =>
    api.app.inject({ url: `/api${url}`, headers });

  it('lists the catalogue with paging and filters (v1, and v2 with or without a session)', async () => {
    const first = (await get('/v1/firmware/?page=1&page_size=5')).json().result;
    expect(first.items).toHaveLength(5);
    expect(first.total).toBeGreaterThan(20);
    const second = (await get('/v1/firmware/?page=2&page_size=5')).json().result;
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const ctrl = (await get(`/v2/firmware/?mid=${part('healthy', 'controller').moduleId}`)).json().result;
    expect(new Set(ctrl.items.map((i: { part_spec_code: string }) => i.part_spec_code))).toEqual(
      new Set(['CTRL-M500']),
    );
    expect(ctrl.items.map((i: { version: string; kind: string }) => `${i.kind}:${i.version}`)).toEqual([
      'application:5.3.2',
      'application:5.2.0',
      'application:5.1.0',
      'rescue:5.3.2',
    ]);
    const withSession = (await get('/v2/firmware/?font_version=3', ws.session)).json().result;
    expect(withSession.items.map((i: { kind: string; version: string }) => [i.kind, i.version])).toEqual([
      ['font', '3'],
    ]);
    const hw10 = (await get('/v1/firmware/?part_spec_id=1&hardware_version=1.0')).json().result;
    expect(hw10.items.map((i: { version: string; kind: string }) => i.version)).not.toContain('2.4.1');
    expect((await get('/v1/firmware/?page_size=1000')).json().code).toBe(400700);
    expect((await get('/v2/firmware/?mid=XYZ')).json().code).toBe(400700);
    expect(
      (await get('/v2/firmware/', { ...ws.headers, [SESSION_TOKEN_HEADER]: 'forged' })).json().code,
    ).toBe(401000);
  });

  it('offers the newest applicable image, frames, and the rescue image in the bootloader', async () => {
    const ctrl = part('firmware_update_available', 'controller');
    const up = (
      await get(
        `/v2/firmware/updatable?mid=${ctrl.moduleId}&firmware_version=${ctrl.firmwareVersion}`,
        ws.session,
      )
    ).json().result;
    expect(up).toMatchObject({ updatable: true, part_spec_code: 'CTRL-M500' });
    expect(up.updates.map((u: { kind: string; version: string }) => `${u.kind}:${u.version}`)).toEqual([
      'application:5.3.2',
    ]);
    const hmi = part('healthy', 'hmi');
    const frames = (
      await get(
        `/v2/firmware/updatable?mid=${hmi.moduleId}&firmware_version=${hmi.firmwareVersion}&font_version=2&icon_version=5`,
      )
    ).json().result;
    expect(frames.updates.map((u: { kind: string; version: string }) => `${u.kind}:${u.version}`)).toEqual([
      'font:3',
    ]);
    const current = (
      await get(`/v2/firmware/updatable?mid=${hmi.moduleId}&firmware_version=${hmi.firmwareVersion}`)
    ).json().result;
    expect(current.updatable).toBe(false);
    const boot = part('in_bootloader', 'controller');
    const rescue = (
      await get(`/v2/firmware/updatable?mid=${boot.moduleId}&in_bootloader=true`, ws.session)
    ).json().result;
    expect(rescue.updates.map((u: { kind: string }) => u.kind)).toEqual(['rescue']);
    expect((await get('/v2/firmware/updatable')).json().code).toBe(400700);
    expect((await get('/v2/firmware/updatable?mid=00000000000000FF')).json().code).toBe(404000);
  });

  it('offers newer connector firmware for the dongle (session required)', async () => {
    const res = (await get(`/v2/firmware/dongle/updatable?mid=${DemoConnector.moduleId}`, ws.session)).json()
      .result;
    expect(res.updates.map((u: { kind: string; version: string }) => `${u.kind}:${u.version}`)).toEqual([
      'connector:2.1.0',
    ]);
    expect((await get(`/v2/firmware/dongle/updatable?mid=${DemoConnector.moduleId}`)).json().code).toBe(
      401000,
    );
    expect(
      (await get(`/v2/firmware/dongle/updatable?mid=${part('healthy', 'hmi').moduleId}`, ws.session)).json()
        .code,
    ).toBe(404000);
    expect((await get('/v2/firmware/dongle/updatable', ws.session)).json().code).toBe(400700);
  });

  it('downloads an image whose signed manifest verifies, and a tampered image fails', async () => {
    const ctrl = part('firmware_update_available', 'controller');
    const up = (
      await get(`/v2/firmware/updatable?mid=${ctrl.moduleId}&firmware_version=5.1.0`, ws.session)
    ).json().result;
    const dl = (await get(`/firmware/${up.updates[0].id}/image`)).json().result as SignedFirmware & {
      image_base64: string;
    };
    expect(dl.manifest).toMatchObject({ part_spec_code: 'CTRL-M500', version: '5.3.2', kind: 'application' });
    expect(dl.key_id).toBe(firmwareJwk.kid);
    const image = Buffer.from(dl.image_base64, 'base64');
    expect(image.length).toBeGreaterThanOrEqual(64 * 1024);
    expect(verifySignedImage(dl, image, firmwareJwk)).toBe(true);
    const tampered = Buffer.from(image);
    tampered[1000] = tampered[1000]! ^ 0xff;
    expect(verifySignedImage(dl, tampered, firmwareJwk)).toBe(false);
    const forgedManifest = { ...dl, manifest: { ...dl.manifest, sha256: 'f'.repeat(64) } };
    expect(verifySignedImage(forgedManifest, image, firmwareJwk)).toBe(false);
    expect((await get('/firmware/999999/image')).json().code).toBe(404000);
    expect((await get('/firmware/x/image')).json().code).toBe(400700);
  });
});
