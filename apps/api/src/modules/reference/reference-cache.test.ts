// Caching that follows the database (docs/decisions/1301): reference data answers 304 to its own
// ETag and a new tag after a change; a permission changed in the database — as another API process
// would change it — is seen by the next request, not after the identity cache's five seconds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { brands, permissionSets } from '../../db/tables/index.ts';
import { nextCacheNotification } from '../../test/cache-notification.ts';

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

    const notified = await nextCacheNotification(api.database, 'reference');
    await api.database.db
      .update(brands)
      .set({ name: sql`${brands.name} || ' (renamed)'` })
      .where(eq(brands.id, 4));
    await notified();
    const changed = await api.app.inject({
      url: '/api/brand',
      headers: { ...headers, 'if-none-match': tag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(changed.json().result).toContainEqual(
      expect.objectContaining({ id: 4, name: expect.stringMatching(/\(renamed\)$/) }),
    );
  });

  it('sees a permission taken away in the database on the next request', async () => {
    expect((await api.app.inject({ url: '/api/country', headers })).statusCode).toBe(200); // identity now cached
    const notified = await nextCacheNotification(api.database, 'users');
    await api.database.db
      .update(permissionSets)
      .set({ keys: sql`array_remove(${permissionSets.keys}, 'get_enumeration')` })
      .where(eq(permissionSets.id, 1));
    // The notification, not the identity cache's five seconds running out: the very next request.
    await notified();
    expect((await api.app.inject({ url: '/api/country', headers })).statusCode).toBe(403);
  });
});
