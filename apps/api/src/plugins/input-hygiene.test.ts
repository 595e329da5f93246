// NUL characters and unpaired surrogates are refused with 400700 naming the field, on every route,
// and nothing reaches the database (the examples that answered 500 before).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { DemoFleet } from '@dealer/contracts';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { serviceBookEntries } from '../db/tables/index.ts';

describe.each(testDatabases())('input hygiene on %s', (kind) => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await createTestApi(kind);
    headers = await api.auth(DemoAccounts.dealer);
  });
  afterAll(() => api.close());

  const expectRefused = (res: { statusCode: number; json: () => unknown }, field: string) => {
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400700, details: [{ field }] });
  };

  it('refuses NUL in path parameters and the query', async () => {
    expectRefused(await api.app.inject({ url: '/api/bike/AB%00CDE', headers }), 'params/vin');
    expectRefused(await api.app.inject({ url: '/api/bike_shop/1%001', headers }), 'params/postal_code');
    expectRefused(await api.app.inject({ url: '/api/search/bike?q=ab%00c', headers }), 'querystring/q');
  });

  it('refuses NUL and unpaired surrogates in JSON bodies, also on public calls', async () => {
    const login = (payload: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
    expectRefused(await login('{"username":"a\\u0000b","password":"x"}'), 'body/username');
    expectRefused(await login('{"username":"a","password":"x\\ud800"}'), 'body/password');
  });

  it('stores nothing from a refused write and still takes real text', async () => {
    const before = (await api.database.db.select({ n: count() }).from(serviceBookEntries))[0]!.n;
    const write = (title: string) =>
      api.app.inject({
        method: 'POST',
        url: '/api/service_book/',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ vin: DemoFleet.healthy.vin, title }),
      });
    expectRefused(await write('Brake\u0000check'), 'body/title');
    expect((await api.database.db.select({ n: count() }).from(serviceBookEntries))[0]!.n).toBe(before);
    expect((await write('煞車檢查 🚲')).statusCode).toBe(200);
  });
});
