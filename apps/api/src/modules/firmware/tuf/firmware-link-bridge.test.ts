// Decision 3003 end to end: the API, served over HTTP, answers an image link; a bridge that trusts
// the API's TUF repository fetches the bytes by it and flashes them. An expired link is refused
// before anything is written (300108), and bytes that are not the manifest's (another image's link)
// are refused as tampering (300113).
import fs from 'node:fs';
import path from 'node:path';
import { runningVersion } from '@dealer/bike-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeImage } from '../../../../../bridge/src/test-support/test-bridge.ts';
import type { TestBridge } from '../../../../../bridge/src/test-support/test-bridge.ts';
import { DemoAccounts } from '../../../db/seed/foundation.seed.ts';
import { signFirmwareLink } from '../firmware-link.ts';
import { trustWorld, type TrustWorld } from './tuf-repository.testing.ts';

let w: TrustWorld;
let t: TestBridge;
let id: number;
let otherId: number;

interface ImageLink {
  manifest: object;
  signature: string;
  key_id: string;
  image_url: string;
}

beforeAll(async () => {
  w = await trustWorld();
  t = await w.bridge();
  const c = t.bike.component('controller')!;
  fs.writeFileSync(path.join(w.dir, 'c.bin'), Buffer.from(makeImage(12_000, 31)));
  await w.operator(
    'publish',
    'c.bin',
    ...['--part', c.partSpecCode, '--kind', 'application', '--version', '9.0.0'],
    ...['--hardware', c.hardwareVersion, '--security-version', '1'],
    ...w.targetsKeys,
  );
  const rows = await w.api.database.sql.query<{ id: number; version: string }>(
    'SELECT id, version FROM firmware_images ORDER BY id',
  );
  id = rows.find((r) => r.version === '9.0.0')!.id;
  otherId = rows.find((r) => r.id !== id)!.id;
}, 240_000);
afterAll(() => w?.close());

/** The link as the portal gets it, its URL on the address this test serves the API at. */
async function linkOf(imageId: number): Promise<ImageLink> {
  const res = await w.api.app.inject({
    url: `/api/firmware/${imageId}/image_link`,
    headers: await w.api.auth(DemoAccounts.dealer),
  });
  const link = res.json<{ result: ImageLink }>().result;
  const url = new URL(link.image_url);
  return { ...link, image_url: `${new URL(w.repositoryUrl).origin}${url.pathname}${url.search}` };
}

const flash = async (link: ImageLink) =>
  (
    await t.app.inject({
      method: 'PUT',
      url: '/v2/firmware/controller',
      headers: t.auth,
      payload: link,
    })
  ).json<{ code?: number; reason?: string; version?: string }>();

describe('the bridge fetches an image by the API link', () => {
  it('refuses an expired link before anything is written', async () => {
    const link = await linkOf(id);
    const { ticket } = await signFirmwareLink(
      w.api.database.db,
      `${w.api.app.ctx.config.publicUrl}/api`,
      id,
      -1,
    );
    const url = new URL(link.image_url);
    url.searchParams.set('ticket', ticket);
    expect(await flash({ ...link, image_url: url.toString() })).toMatchObject({
      code: 300108,
      reason: 'not_started',
    });
    expect(runningVersion(t.bike.component('controller')!)).toBe('5.1.0');
  });

  it("refuses another image's bytes under this image's manifest as tampering", async () => {
    const link = await linkOf(id);
    const other = await linkOf(otherId);
    expect(await flash({ ...link, image_url: other.image_url })).toMatchObject({ code: 300113 });
    await t.connect(); // tampering ends the connection
    expect(runningVersion(t.bike.component('controller')!)).toBe('5.1.0');
  });

  it('flashes the released image it fetched', async () => {
    expect(await flash(await linkOf(id))).toMatchObject({ version: '9.0.0' });
    expect(runningVersion(t.bike.component('controller')!)).toBe('9.0.0');
  });
});
