// The authorization walk (issue 26): every operation of /api/openapi.json that names something a shop
// owns — in its path, its query or its body — is called with the demo shop's real ids (made by
// shop-objects.ts) as everyone who must not reach them: no token, no permission, no account
// attributes, another shop's dealer, a service center outside the shop's region. Bodies are valid
// samples of the operation's schema (json-schema-faker) with the shop's ids put in, and v2 calls carry
// the shop's own workspace session token, as a thief would. No answer may be a success that reaches
// the shop (a list may answer 200 with nothing of the shop in it) or a 5xx, and no table may change.
// The shop's own dealer, asking the same reads, gets them: the ids are real.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf, type OpenApiDocument } from '@dealer/openapi-fuzz';
import { SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { createTestApi, type TestApi } from './test/test-api.ts';
import { DemoAccounts } from './db/seed/foundation.seed.ts';
import { makeShopObjects, type ShopObjects } from './test/shop-objects.ts';
import { tableDigests } from './test/table-digests.ts';
import { ownedPathValue, UNOWNED_PATHS } from './test/owned-ids.ts';
import { leaksOf, outsiders, send, walkCalls, type Call } from './test/authorization-walk.ts';

describe('authorization walk over every id-taking operation', { timeout: 300_000 }, () => {
  let api: TestApi;
  let shop: ShopObjects;
  let doc: OpenApiDocument;
  let calls: Call[];
  let identities: Record<string, Record<string, string>>;

  beforeAll(async () => {
    api = await createTestApi('pglite');
    shop = await makeShopObjects(api);
    doc = (await api.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    identities = await outsiders(api, shop);
    calls = walkCalls(doc, shop);
  });
  afterAll(() => api?.close());

  it('finds every path id either owned by a shop or named as reference data', () => {
    const unclassified = operationsOf(doc)
      .filter(({ path }) => /\{/.test(path))
      .filter(({ path }) => !UNOWNED_PATHS.some((p) => p.test(path)))
      .filter(({ path }) =>
        [...path.matchAll(/\{(\w+)\}/g)].some(([, name]) => !ownedPathValue(path, name!, shop)),
      );
    expect(unclassified.map((o) => `${o.method} ${o.path}`)).toEqual([]);
    expect(calls.length).toBeGreaterThan(80);
  });

  it('lets none of them reach the shop, and changes nothing', async () => {
    const before = await tableDigests(api);
    const { leaks, refused } = await leaksOf(api, shop, calls, identities);
    console.log(
      `authorization walk: ${calls.length} operations × ${Object.keys(identities).length} identities, ${refused} refused, ${leaks.length} leaks`,
    );
    expect(leaks).toEqual([]);
    expect(await tableDigests(api)).toEqual(before);
  });

  it("answers the shop's own dealer every read the walk refused to the others", async () => {
    const owner = { ...(await api.auth(DemoAccounts.dealer)), [SESSION_TOKEN_HEADER]: shop.sessionToken };
    const failed: string[] = [];
    for (const call of calls.filter((c) => c.method === 'GET' && /\{/.test(c.path))) {
      const res = await send(api, call, owner);
      if (res.statusCode !== 200) failed.push(`${call.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failed).toEqual([]);
  });
});
