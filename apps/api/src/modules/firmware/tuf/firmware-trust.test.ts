// Issue 30's "Done means": a repository made by the operator commands, served by the API over
// HTTP, a bridge on a simulated bike that trusts its root, and each applicable attack of the TUF
// specification refused with its code, the bike left on its old firmware.
import fs from 'node:fs';
import path from 'node:path';
import { runningVersion } from '@dealer/bike-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, signedFirmware } from '../../../../../bridge/src/test-support/test-bridge.ts';
import type { TestBridge } from '../../../../../bridge/src/test-support/test-bridge.ts';
import { bodyOf, current } from './tuf-store.ts';
import {
  attackerMirror,
  forgeTargets,
  forgedTimestamp,
  trustWorld,
  type TrustWorld,
} from './tuf-repository.testing.ts';

let w: TrustWorld;
let mirror: Awaited<ReturnType<typeof attackerMirror>>;
const images = new Map<string, Buffer>();

/** Publishes a controller image with the operator command, signed by two of three targets keys. */
async function publish(t: TestBridge, version: string, securityVersion: number) {
  const c = t.bike.component('controller')!;
  const image = Buffer.from(makeImage(12_000, images.size + 7));
  images.set(version, image);
  fs.writeFileSync(path.join(w.dir, `${version}.bin`), image);
  return w.operator(
    'publish',
    `${version}.bin`,
    ...['--part', c.partSpecCode, '--kind', 'application', '--version', version],
    ...['--hardware', c.hardwareVersion, '--security-version', String(securityVersion)],
    ...w.targetsKeys,
  );
}

/** The bridge's PUT /v2/firmware/controller with these bytes claiming this version. */
async function flash(t: TestBridge, version: string, image = images.get(version) ?? Buffer.alloc(1)) {
  const c = t.bike.component('controller')!;
  const body = signedFirmware(t.keys, image, {
    part_spec_code: c.partSpecCode,
    version,
    hardware_versions: [c.hardwareVersion],
  });
  const res = await t.app.inject({
    method: 'PUT',
    url: '/v2/firmware/controller',
    headers: t.auth,
    payload: body,
  });
  return { status: res.statusCode, code: res.json<{ code?: number }>().code, body: res.json<object>() };
}

beforeAll(async () => {
  w = await trustWorld();
  mirror = await attackerMirror(w.repositoryUrl);
}, 240_000);
afterAll(async () => {
  await mirror?.close();
  await w?.close();
});

describe('a bridge trusting the repository the operator commands made', () => {
  it('flashes a current target whose hashes match, and records its security version', async () => {
    const t = await w.bridge();
    expect(await publish(t, '9.0.0', 5)).toMatch(/Signed TUF targets version 2/);
    const res = await flash(t, '9.0.0');
    expect(res).toMatchObject({ status: 200, body: { version: '9.0.0' } });
    expect(runningVersion(t.bike.component('controller')!)).toBe('9.0.0');
    const recorded = JSON.parse(
      fs.readFileSync(path.join(t.state, 'firmware-security-versions.json'), 'utf8'),
    );
    expect(Object.values(recorded)).toEqual([5]);
  });

  it('refuses arbitrary software: other bytes under a released name (300113), an unreleased name (300112)', async () => {
    const t = await w.bridge();
    const before = runningVersion(t.bike.component('controller')!);
    expect(await flash(t, '9.0.0', Buffer.from(makeImage(12_000, 999)))).toMatchObject({ code: 300113 });
    // Tampering ends the connection, as a bad signature always did (the portal's security warning).
    expect(t.app.bridge.connection.connected).toBe(false);
    await t.connect();
    expect(await flash(t, '9.7.0', Buffer.from(makeImage(12_000, 998)))).toMatchObject({ code: 300112 });
    expect(runningVersion(t.bike.component('controller')!)).toBe(before);
  });

  it('refuses an image below the security version the component already ran (300118)', async () => {
    const t = await w.bridge();
    await publish(t, '9.1.0', 7);
    expect((await flash(t, '9.1.0')).status).toBe(200);
    // 9.0.0 (security version 5) is still a current target: only the bridge's record refuses it.
    expect(await flash(t, '9.0.0')).toMatchObject({ code: 300118 });
    expect(runningVersion(t.bike.component('controller')!)).toBe('9.1.0');
  });

  it('refuses an image the operator withdrew (300112)', async () => {
    const t = await w.bridge();
    const [row] = await w.api.database.sql.query<{ id: number }>(
      "SELECT id FROM firmware_images WHERE version = '9.0.0'",
    );
    expect(await w.operator('withdraw', String(row!.id), ...w.targetsKeys)).toMatch(/Signed TUF targets/);
    const res = await flash(t, '9.0.0');
    expect(res.code).toBe(300112);
    expect(JSON.stringify(res.body)).toMatch(/withdrawn or never released/);
  });
});

describe('attacks by whoever controls the API, its database and online keys (not the offline keys)', () => {
  let honestTargets = 0;
  beforeAll(async () => {
    honestTargets = (await current(w.api.database.db, 'targets'))!.metadata.signed.version;
  });

  it('rollback of metadata: an older timestamp than the bridge saw (300111)', async () => {
    const t = await w.bridge({ url: mirror.url });
    const old = (await current(w.api.database.db, 'timestamp'))!.body;
    await publish(t, '9.2.0', 7); // a newer timestamp exists now
    expect((await flash(t, '9.2.0')).status).toBe(200);
    mirror.serve('timestamp.json', old);
    expect(await flash(t, '9.2.0')).toMatchObject({ code: 300111 });
  });

  it('freeze: an expired timestamp, even validly signed (300110)', async () => {
    mirror.serve('timestamp.json', await forgedTimestamp(w.api, new Date(Date.now() - 3_600_000)));
    const t = await w.bridge({ url: mirror.url });
    expect(await flash(t, '9.2.0')).toMatchObject({ code: 300110 });
  });

  it('endless data: a timestamp that never ends is cut off (300116)', async () => {
    mirror.serve('timestamp.json', Buffer.alloc(4 * 1024 * 1024, 0x20));
    const t = await w.bridge({ url: mirror.url });
    expect(await flash(t, '9.2.0')).toMatchObject({ code: 300116 });
  });

  it('mix-and-match: targets of another version under the current name (300117)', async () => {
    const db = w.api.database.db;
    const now = (await current(db, 'targets'))!.metadata.signed.version;
    mirror.serve('timestamp.json', (await current(db, 'timestamp'))!.body);
    mirror.serve(`${now}.targets.json`, (await bodyOf(db, 'targets', now - 1))!);
    const t = await w.bridge({ url: mirror.url });
    expect(await flash(t, '9.2.0')).toMatchObject({ code: 300117 });
  });

  it('a targets key compromised below the threshold cannot release an image (300114)', async () => {
    const evil = Buffer.from(makeImage(12_000, 666));
    const t = await w.bridge();
    const c = t.bike.component('controller')!;
    await forgeTargets(
      w.api,
      [path.join(w.dir, 'targets-3.json')],
      evil,
      `${c.partSpecCode}/application/9.9.9.bin`,
    );
    expect(await flash(t, '9.9.9', evil)).toMatchObject({ code: 300114 });
    expect(runningVersion(c)).not.toBe('9.9.9');
  });

  it('no image outside the current targets reaches a bike, whatever the API signs', async () => {
    const evil = Buffer.from(makeImage(12_000, 667));
    const t = await w.bridge();
    const c = t.bike.component('controller')!;
    const before = runningVersion(c);
    // Targets signed only with an online key, straight into the database: refused.
    await forgeTargets(w.api, [], evil, `${c.partSpecCode}/application/9.9.9.bin`);
    expect(await flash(t, '9.9.9', evil)).toMatchObject({ code: 300114 });
    // The repository set right (a fresh state), the API's own firmware key signs a legacy manifest
    // for an image it slipped into the catalogue: in the default trust mode that is not enough.
    await w.api.database.sql.query("DELETE FROM tuf_metadata WHERE role = 'targets' AND version > $1", [
      honestTargets,
    ]);
    const fresh = await w.bridge();
    expect(await flash(fresh, '9.9.9', evil)).toMatchObject({ code: 300112 });
    expect(runningVersion(c)).toBe(before);
    expect(runningVersion(fresh.bike.component('controller')!)).not.toBe('9.9.9');
  });
});

describe('key rotation by the operator commands', () => {
  it('refuses a new root signed below the old threshold, and a bridge follows a properly rotated one', async () => {
    await w.operator('tuf-key', 'root-4.json', '--role', 'root', '--holder', 'New root holder 4');
    await w.operator('tuf-key', 'root-5.json', '--role', 'root', '--holder', 'New root holder 5');
    const rotate = (...old: string[]) =>
      w.operator(
        'tuf-rotate',
        ...old.flatMap((f) => ['--old-root-key', f]),
        ...['--root-key', 'root-4.json', '--root-key', 'root-5.json', '--root-threshold', '2'],
        ...w.targetsKeys,
        ...['--targets-threshold', '2', '--out', '2.root.json'],
      );
    // One old key alone does not make a new root.
    await expect(rotate('root-3.json')).rejects.toThrow(/threshold of 2 for root/);
    expect(await rotate('root-1.json', 'root-2.json')).toMatch(/Signed root version 2/);
    const t = await w.bridge(); // ships root 1, walks to root 2 on its refresh
    expect(await flash(t, '9.2.0')).toMatchObject({ status: 200, body: { version: '9.2.0' } });
    const trusted = JSON.parse(fs.readFileSync(path.join(t.state, 'tuf-metadata', 'root.json'), 'utf8'));
    expect(trusted).toMatchObject({ signed: { version: 2 } });
  });
});
