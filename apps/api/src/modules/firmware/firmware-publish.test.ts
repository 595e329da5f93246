// The operator's catalogue changes (the service behind `npm run firmware`): a published image is
// offered by the portal's calls with its digest and signed manifest, a withdrawn one no longer is,
// each change is one audit entry, and every refusal leaves the catalogue and the log untouched.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { DemoFleet, MAX_FIRMWARE_IMAGE_BYTES, type SignedFirmware } from '@dealer/contracts';
import type { JWK } from 'jose';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { auditLog, firmwareImages } from '../../db/tables/index.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { auditDigest } from '../audit/audit.service.ts';
import { sha256Hex, verifySignedImage } from './firmware-signing.ts';
import {
  FirmwareCatalogueError,
  publishFirmware,
  withdrawFirmware,
  type PublishRequest,
} from './firmware-publish.service.ts';

const controller = DemoFleet.healthy.components.find((c) => c.partType === 'controller')!;
interface Summary {
  id: number;
  kind: string;
  version: string;
  sha256: string;
  size: number;
}

describe.each(testDatabases())('publishing and withdrawing firmware on %s', (kind) => {
  let api: TestApi;
  let headers: Record<string, string>;
  let firmwareJwk: JWK;
  const image = randomBytes(100 * 1024);
  const request: PublishRequest = {
    partSpecCode: 'CTRL-M500',
    kind: 'application',
    version: '5.4.0',
    hardwareVersions: ['3.0'],
    releaseNote: 'Smoother assist at low cadence',
    image,
  };
  beforeAll(async () => {
    api = await createTestApi(kind);
    headers = (await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.healthy.vin)).headers;
    const jwks = (await api.app.inject({ url: '/api/keys/bridge.jwks' })).json<{
      keys: (JWK & { use: string })[];
    }>();
    firmwareJwk = jwks.keys.find((k) => k.use === 'firmware')!;
  });
  afterAll(() => api.close());

  const get = (url: string) => api.app.inject({ url: `/api${url}`, headers });
  const listed = async () =>
    (await get(`/v2/firmware/?mid=${controller.moduleId}`)).json<{ result: { items: Summary[] } }>().result
      .items;
  const newest = async () =>
    (await get(`/v2/firmware/updatable?mid=${controller.moduleId}&firmware_version=5.3.2`)).json<{
      result: { updates: Summary[] };
    }>().result.updates;
  const entries = async (id: number) =>
    api.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(id)))
      .orderBy(asc(auditLog.id))
      .then((rows) => rows.filter((r) => r.subject === 'firmware'));
  const counts = async () => ({
    images: (await api.database.db.select({ n: count() }).from(firmwareImages))[0]!.n,
    audit: (
      await api.database.db.select({ n: count() }).from(auditLog).where(eq(auditLog.subject, 'firmware'))
    )[0]!.n,
  });

  it('publishes an image the portal is offered, signed, and records it once; withdraws it again', async () => {
    expect(await newest()).toEqual([]); // 5.3.2 is the newest seeded controller image
    const entry = await publishFirmware(api.database.db, null, request);
    expect(entry).toMatchObject({ kind: 'application', version: '5.4.0', size: image.length });
    expect(entry.sha256).toBe(sha256Hex(image));

    const offered = (await listed())[0]!;
    expect(offered).toMatchObject({ id: entry.id, version: '5.4.0', sha256: sha256Hex(image) });
    expect(offered).toMatchObject({ release_note: request.releaseNote });
    expect((await newest()).map((u) => [u.id, u.sha256])).toEqual([[entry.id, sha256Hex(image)]]);
    const download = (await get(`/firmware/${entry.id}/image`)).json<{
      result: SignedFirmware & { image_base64: string };
    }>().result;
    expect(Buffer.from(download.image_base64, 'base64').equals(image)).toBe(true);
    expect(verifySignedImage(download, image, firmwareJwk)).toBe(true);
    expect(download.manifest).toMatchObject({ part_spec_code: 'CTRL-M500', hardware_versions: ['3.0'] });

    const [published, ...none] = await entries(entry.id);
    expect(none).toEqual([]);
    expect(published).toMatchObject({ actorId: null, action: 'publish', regionId: null, beforeDigest: null });
    expect(published!.afterDigest).toBe(auditDigest(entry));
    // The catalogue belongs to no region and serves them all: every service center's log lists it.
    const centerLog = async () => {
      const service = await api.auth(DemoAccounts.serviceCenter);
      const res = await api.app.inject({ url: '/api/audit_log?subject=firmware', headers: service });
      return res.json<{ result: { items: { subject_id: string; action: string }[] } }>().result.items;
    };
    expect((await centerLog()).map((e) => [e.subject_id, e.action])).toEqual([[String(entry.id), 'publish']]);

    const withdrawn = await withdrawFirmware(api.database.db, null, entry.id);
    expect(withdrawn.withdrawnAt).toBeInstanceOf(Date);
    expect((await listed()).map((i) => i.id)).not.toContain(entry.id);
    expect(await newest()).toEqual([]);
    // Withdrawn is told apart from never published: the portal says the brand withdrew it.
    const gone = await get(`/firmware/${entry.id}/image`);
    expect([gone.statusCode, gone.json<{ code: number }>().code]).toEqual([410, 410100]);
    expect((await get('/firmware/999999/image')).json<{ code: number }>().code).toBe(404000);
    const log = await entries(entry.id);
    expect(log.map((e) => e.action)).toEqual(['publish', 'withdraw']);
    expect(log[1]).toMatchObject({ actorId: null, changedFields: ['withdrawnAt'] });
    // One change's "after" is the next one's "before": nothing happened to the entry in between.
    expect(log[1]!.beforeDigest).toBe(log[0]!.afterDigest);
    expect(log[1]!.afterDigest).toBe(auditDigest(withdrawn));
    expect((await centerLog()).map((e) => e.action)).toEqual(['withdraw', 'publish']);

    const before = await counts();
    await expect(withdrawFirmware(api.database.db, null, entry.id)).rejects.toThrow(/already withdrawn/);
    await expect(withdrawFirmware(api.database.db, null, 999_999)).rejects.toThrow(/no firmware image/);
    // A withdrawn version stays taken: its bytes never change once they were offered.
    await expect(publishFirmware(api.database.db, null, request)).rejects.toThrow(/already published/);
    expect(await counts()).toEqual(before);
  });

  it('refuses bad requests with a clear message and writes nothing', async () => {
    const refusals: [Partial<PublishRequest>, RegExp][] = [
      [{ partSpecCode: 'CTRL-X9' }, /unknown part spec code "CTRL-X9"/],
      [{ kind: 'bootloader' }, /unknown kind "bootloader" \(one of application, rescue, font/],
      [{ version: '5.3.2' }, /CTRL-M500 application 5\.3\.2 is already published/],
      [{ version: '5.3.2.0' }, /malformed version/],
      [{ version: 'v5.5.0' }, /malformed version/],
      [{ version: '5.05.0' }, /malformed version/],
      [{ version: '1000.0.0' }, /malformed version/],
      [{ image: Buffer.alloc(0) }, /empty/],
      [{ image: Buffer.alloc(MAX_FIRMWARE_IMAGE_BYTES + 1) }, /at most 16\.0 MiB/],
      [{ hardwareVersions: [] }, /at least one hardware version/],
      [{ hardwareVersions: ['3.0', '9.9'] }, /CTRL-M500 has no hardware version 9\.9 \(it has 3\.0\)/],
      [{ kind: 'connector' }, /CTRL-M500 is not a connector/],
      [{ kind: 'font', version: '9' }, /only a display \(hmi\) takes font frames/],
      [{ partSpecCode: 'DGL-1', hardwareVersions: ['1.0'] }, /DGL-1 is a connector/],
      [{ partSpecCode: 'SPD-S1', hardwareVersions: ['1.0'] }, /does not communicate/],
      // The same rank as a published frame ("3"): the catalogue could not tell which is newer.
      [{ partSpecCode: 'HMI-D1', kind: 'font', version: '3.0', hardwareVersions: ['1.1'] }, /font 3 is/],
    ];
    const before = await counts();
    for (const [change, message] of refusals) {
      const refused = publishFirmware(api.database.db, null, { ...request, version: '5.5.0', ...change });
      await expect(refused, JSON.stringify(Object.keys(change))).rejects.toThrow(FirmwareCatalogueError);
      await expect(refused).rejects.toThrow(message);
    }
    expect(await counts()).toEqual(before);
  });
});
