// Caching that follows the database (docs/decisions/1301): reference data answers 304 to its own
// ETag and a new tag after a change; a permission changed in the database — as another API process
// would change it — is seen by the next request, not after the identity cache's five seconds.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { brands, permissionSets } from '../../db/tables/index.ts';

// On a PostgreSQL server the notification travels on its own connection: allow it well under the
// identity cache's five seconds, so only the notification can make these pass.
const NOTIFIED = { timeout: 2_000, interval: 20 };

describe.each(testDatabases())('caches that follow the database on %s', (kind) => {
  let api: TestApi;
  let headers: Record<string, string>;
  beforeAll(async () => {
    api = await createTestApi(kind);
    headers = await api.auth(DemoAccounts.dealer);
  });
  afterAll(() => api.close());

  it('answers a repeated reference-data GET with 304 to its ETag, and a new tag after a change', async () => {
    const first = await api.app.inject({ url: '/api/brand', headers });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/"r\d+-/);
    const again = await api.app.inject({ url: '/api/brand', headers: { ...headers, 'if-none-match': tag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await api.database.db
      .update(brands)
      .set({ name: sql`${brands.name} || ' (renamed)'` })
      .where(eq(brands.id, 4));
    await vi.waitFor(async () => {
      const changed = await api.app.inject({
        url: '/api/brand',
        headers: { ...headers, 'if-none-match': tag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(tag);
      expect(changed.json().result).toContainEqual(
        expect.objectContaining({ id: 4, name: expect.stringMatching(/\(renamed\)$/) }),
      );
    }, NOTIFIED);
  });

  it('sees a permission taken away in the database on the next request', async () => {
    expect((await api.app.inject({ url: '/api/country', headers })).statusCode).toBe(200); // identity now cached
    await api.database.db
      .update(permissionSets)
      .set({ keys: sql`array_remove(${permissionSets.keys}, 'get_enumeration')` })
      .where(eq(permissionSets.id, 1));
    await vi.waitFor(async () => {
      expect((await api.app.inject({ url: '/api/country', headers })).statusCode).toBe(403);
    }, NOTIFIED);
  });
});
