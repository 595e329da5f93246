// Test harness: a real API over a real database. PGlite always; the PostgreSQL server too when
// TEST_DATABASE_URL is set, each test file in its own schema. The api-postgres and system-api
// projects always have one: when it is not given, their set-up starts a throwaway server from npm.
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { loadConfig, type ApiConfig } from '../config/env.ts';
import { dropSchema } from '../db/database.ts';
import { startApi, type StartedApi } from '../start-api.ts';
import type { AppOptions } from '../app.ts';
import { mintAccessToken } from '../identity/access-tokens.ts';
import { users } from '../db/tables/index.ts';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { postgresServerUrl } from './postgres-server.ts';

export type TestDbKind = 'pglite' | 'postgres';

/**
 * The databases a suite runs on: the Vitest project picks one (API_TEST_DB, root vitest.config.ts);
 * run outside those projects, PGlite and — when TEST_DATABASE_URL is set — the PostgreSQL server.
 */
export function testDatabases(): TestDbKind[] {
  const only = process.env.API_TEST_DB;
  if (only === 'pglite') return ['pglite'];
  if (only === 'postgres') {
    postgresServerUrl();
    return ['postgres'];
  }
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestApi extends StartedApi {
  kind: TestDbKind;
  config: ApiConfig;
  /** A valid access token of the embedded issuer for a seeded user. */
  tokenFor(email: string, ttlSeconds?: number): Promise<string>;
  /** Headers of an authenticated portal call. */
  auth(email: string): Promise<Record<string, string>>;
  /** A call of `/api${url}` with these headers, and a JSON body when one is given. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded PGlite dump of src/test/pglite-template.setup.ts. */
    pgliteTemplate: string;
  }
}

/**
 * An in-memory PGlite started from the suite's seeded dump (startApi's migrate and seed then find
 * everything in place); undefined when this test wants an unseeded or file-backed database, or when
 * the harness runs outside Vitest (the benchmarks).
 */
async function fromSeededTemplate(config: ApiConfig) {
  if (!config.seedDemoData || config.dataDir !== 'memory://' || !process.env.VITEST) return undefined;
  // Imported here: the benchmarks use this harness outside Vitest.
  const { seededMemoryDatabase } = await import('./seeded-database.ts');
  return seededMemoryDatabase();
}

export async function createTestApi(
  kind: TestDbKind,
  env: Record<string, string> = {},
  options: Pick<AppOptions, 'routes'> = {},
): Promise<TestApi> {
  const schema = kind === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig({
    DATA_DIR: 'memory://',
    PUBLIC_URL: 'http://localhost:8080',
    LOG_LEVEL: 'silent',
    // Test files run many embedded databases on their own thread in one process; their start-up
    // blocks the event loop for seconds on a busy machine, which is not the overload this refuses.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...(kind === 'postgres' ? { DATABASE_URL: postgresServerUrl() } : {}),
    ...env,
  });
  const database = kind === 'pglite' ? await fromSeededTemplate(config) : undefined;
  const started = await startApi(config, {
    ...options,
    ...(schema ? { schema } : database ? { database } : {}),
  });
  const tokenFor = async (email: string, ttlSeconds = 600) => {
    const [user] = await started.database.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (!user) throw new Error(`no seeded user ${email}`);
    const { issuer } = started.app.ctx;
    return mintAccessToken(issuer.key!, issuer.issuer, {
      sub: user.id,
      email: user.email,
      clientId: issuer.clientId,
      audience: issuer.audience,
      ttlSeconds,
    });
  };
  return {
    ...started,
    kind,
    config,
    tokenFor,
    auth: async (email) => ({
      authorization: `Bearer ${await tokenFor(email)}`,
      [PORTAL_VERSION_HEADER]: PORTAL_VERSION,
    }),
    call: (method, url, headers, payload) =>
      started.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) }),
    close: async () => {
      await started.close();
      if (schema) await dropSchema(postgresServerUrl(), schema);
    },
  };
}
