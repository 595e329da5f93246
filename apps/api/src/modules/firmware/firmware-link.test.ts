// Firmware image links (decision 3003): whoever may download an image gets its signed manifest and a
// URL the bridge fetches without a session; the ticket in it works until it expires and for that
// image only, and nobody gets one who could not download the image today.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { signRiderLink } from '../service-report/rider-link.ts';
import { signFirmwareLink } from './firmware-link.ts';

interface ImageLink {
  firmware_id: number;
  manifest: { size: number; sha256: string; version: string };
  signature: string;
  key_id: string;
  image_url: string;
  expires_at: string;
}

describe.each(testDatabases())('firmware image links on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let ids: number[];
  const issuer = () => `${api.app.ctx.config.publicUrl}/api`;
  const get = (url: string, headers: Record<string, string> = {}) => api.app.inject({ url, headers });
  /** The URL as the bridge fetches it: no headers at all, the ticket is all it has. */
  const fetchFile = (imageUrl: string) => {
    const url = new URL(imageUrl);
    return get(url.pathname + url.search);
  };
  const fileUrl = (id: number, ticket: string) =>
    `/api/firmware/${id}/image_file?${new URLSearchParams({ ticket }).toString()}`;
  const linkOf = async (id: number) =>
    (await get(`/api/firmware/${id}/image_link`, dealer)).json<{ result: ImageLink }>().result;

  beforeAll(async () => {
    api = await createTestApi(kind);
    dealer = await api.auth(DemoAccounts.dealer);
    const ctrl = DemoFleet.firmware_update_available.components.find((c) => c.partType === 'controller')!;
    const list = (await get(`/api/v1/firmware/?mid=${ctrl.moduleId}`, dealer)).json<{
      result: { items: { id: number }[] };
    }>().result;
    ids = list.items.map((i) => i.id);
    expect(ids.length).toBeGreaterThan(1);
  });
  afterAll(() => api.close());

  it('answers the manifest of the download call and an absolute URL serving its exact bytes', async () => {
    const [id] = ids as [number];
    const link = await linkOf(id);
    const download = (await get(`/api/firmware/${id}/image`, dealer)).json().result;
    expect(link).toMatchObject({
      firmware_id: id,
      manifest: download.manifest,
      signature: download.signature,
      key_id: download.key_id,
    });
    expect(link.image_url.startsWith(`${api.app.ctx.config.publicUrl}/api/firmware/${id}/image_file?`)).toBe(
      true,
    );
    const expiresIn = Date.parse(link.expires_at) - Date.now();
    expect(expiresIn).toBeGreaterThan(0);
    expect(expiresIn).toBeLessThanOrEqual(5 * 60_000);

    const file = await fetchFile(link.image_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.rawPayload).toEqual(Buffer.from(download.image_base64, 'base64'));
    expect(file.rawPayload.length).toBe(link.manifest.size);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(link.manifest.sha256);
    // Until it expires the ticket works again: a download the bridge retries is not refused.
    expect((await fetchFile(link.image_url)).rawPayload).toEqual(file.rawPayload);
  });

  it('refuses an expired ticket with 401710', async () => {
    const [id] = ids as [number];
    const { ticket } = await signFirmwareLink(api.database.db, issuer(), id, -60);
    const res = await get(fileUrl(id, ticket));
    expect([res.statusCode, res.json().code]).toEqual([401, 401710]);
  });

  it('refuses an altered ticket, one for another image and a foreign token with 401711', async () => {
    const [id, other] = ids as [number, number];
    const ticket = new URL((await linkOf(id)).image_url).searchParams.get('ticket')!;
    const [head, payload, signature] = ticket.split('.') as [string, string, string];
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: String(other) }),
    ).toString('base64url');
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const rider = (await signRiderLink(api.database.db, issuer(), 'not-a-report')).token;
    const wrong = await signFirmwareLink(api.database.db, 'https://elsewhere.example/api', id);
    const refused = [
      fileUrl(id, `${head}.${payload}.${flipped}`), // signature altered
      fileUrl(other, `${head}.${otherPayload}.${signature}`), // payload altered to name another image
      fileUrl(other, ticket), // a valid ticket, for another image
      fileUrl(id, rider), // signed by the API, but a rider link's key and audience
      fileUrl(id, wrong.ticket), // another issuer
      fileUrl(id, 'not-a-jwt'),
    ];
    for (const url of refused) {
      const res = await get(url);
      expect([res.statusCode, res.json().code], url).toEqual([401, 401711]);
    }
    // Without a ticket the file is a malformed request, not a download.
    expect((await get(`/api/firmware/${id}/image_file`, dealer)).json().code).toBe(400700);
  });

  it('gives a link to exactly those who may download the image today', async () => {
    const [id] = ids as [number];
    const identities: Record<string, Record<string, string>> = {
      'no token': {},
      'no permission': await api.auth(DemoAccounts.noPermission),
      'new user': await api.auth(DemoAccounts.newShop),
      "the other shop's dealer": await api.auth(DemoAccounts.otherDealer),
      'service center': await api.auth(DemoAccounts.serviceCenter),
      dealer,
    };
    const answers: Record<string, [number, number]> = {};
    for (const [who, headers] of Object.entries(identities)) {
      const download = await get(`/api/firmware/${id}/image`, headers);
      const link = await get(`/api/firmware/${id}/image_link`, headers);
      expect(link.statusCode, who).toBe(download.statusCode);
      if (link.statusCode !== 200) expect(link.json().code, who).toBe(download.json().code);
      answers[who] = [download.statusCode, link.statusCode];
    }
    expect(answers['no token']).toEqual([401, 401]);
    expect(answers['no permission']).toEqual([403, 403]);
    expect(answers.dealer).toEqual([200, 200]);
    // An id that does not exist gets no link either.
    expect((await get('/api/firmware/2147483647/image_link', dealer)).json().code).toBe(404000);
  });
});
