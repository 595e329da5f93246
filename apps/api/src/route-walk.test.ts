// Walks every registered /api route: no token → 401000; a token without the route's permission →
// 403000; malformed input → 400700/400000 with nothing written to any table.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PermissionKey } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from './test/test-api.ts';
import { permissionSets, users } from './db/tables/index.ts';
import type { CatalogueEntry } from './plugins/access.ts';

const ALL_PERMISSIONS = 'all-permissions@example.com';

/** A concrete URL for a route pattern, with a plausible value for each path parameter. */
function concreteUrl(url: string, value = '1'): string {
  return url.replace(/:([a-z_]+)/gi, () => value);
}

/** Input that breaks the route's schema, or undefined when the route takes no checked input. */
function malformedRequest(
  route: CatalogueEntry,
): { url: string; payload?: string; headers?: Record<string, string> } | undefined {
  const schema = route.schema ?? {};
  const params = schema.params as { properties?: Record<string, { type?: string }> } | undefined;
  const numericParam = Object.values(params?.properties ?? {}).some(
    (p) => p.type === 'integer' || p.type === 'number',
  );
  if (numericParam) return { url: concreteUrl(route.url, 'not-a-number') };
  const query = schema.querystring as { required?: string[] } | undefined;
  if (query?.required?.length) return { url: concreteUrl(route.url) };
  if (schema.body)
    return {
      url: concreteUrl(route.url),
      payload: '{"unterminated": ',
      headers: { 'content-type': 'application/json' },
    };
  return undefined;
}

async function rowCounts(api: TestApi): Promise<Record<string, number>> {
  const tables = await api.database.sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [row] = await api.database.sql.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table_name}"`,
    );
    counts[table_name] = row!.n;
  }
  return counts;
}

describe.each(testDatabases())('route walk on %s', (kind) => {
  let api: TestApi;
  let routes: CatalogueEntry[];
  beforeAll(async () => {
    api = await createTestApi(kind);
    const [set] = await api.database.db
      .insert(permissionSets)
      .values({ name: 'all', keys: [...PermissionKey] })
      .returning();
    const [user] = await api.database.db
      .insert(users)
      .values({ email: ALL_PERMISSIONS, permissionSetId: set!.id })
      .returning();
    expect(user).toBeDefined();
    routes = api.app.routeCatalogue.filter((r) => r.url !== '/api/openapi.json');
  });
  afterAll(() => api.close());

  it('has routes to walk and every one declares its access', () => {
    expect(routes.length).toBeGreaterThan(0);
    for (const r of routes) expect(['public', 'user', ...PermissionKey]).toContain(r.access);
  });

  it('refuses every protected route without a token with 401000', async () => {
    for (const route of routes.filter((r) => r.access !== 'public')) {
      const res = await api.app.inject({ method: route.method as 'GET', url: concreteUrl(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().code, `${route.method} ${route.url}`).toBe(401000);
    }
  });

  it('refuses a token without the route permission with 403000', async () => {
    const headers = await api.auth('nopermission@example.com');
    for (const route of routes.filter((r) => r.access !== 'public' && r.access !== 'user')) {
      const res = await api.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers,
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().code, `${route.method} ${route.url}`).toBe(403000);
    }
  });

  it('refuses malformed input with 400700 or 400000 and writes nothing', async () => {
    const headers = await api.auth(ALL_PERMISSIONS);
    const before = await rowCounts(api);
    let walked = 0;
    for (const route of routes) {
      const bad = malformedRequest(route);
      if (!bad) continue;
      walked++;
      const res = await api.app.inject({
        method: route.method as 'GET',
        url: bad.url,
        headers: { ...headers, ...bad.headers },
        ...(bad.payload ? { payload: bad.payload } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(400);
      expect([400700, 400000], `${route.method} ${route.url}`).toContain(res.json().code);
    }
    expect(await rowCounts(api)).toEqual(before);
    // Only routes that take input can be malformed; once modules with input exist, some must be walked.
    if (routes.some((r) => r.schema?.body || r.schema?.params)) expect(walked).toBeGreaterThan(0);
  });

  it('never leaks internal error text', async () => {
    const res = await api.app.inject({
      url: '/api/does-not-exist',
      headers: await api.auth(ALL_PERMISSIONS),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404000, message: 'Resource not found.' });
  });
});
