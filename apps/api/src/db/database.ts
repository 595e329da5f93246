// One query layer (Drizzle) over either embedded PGlite or a PostgreSQL server. Both speak real
// PostgreSQL, so migrations and queries are the same SQL on each.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { traceStatements } from '@dealer/server-env/db-spans';
import * as tables from './tables/index.ts';
import { PGliteThread } from './pglite-thread.ts';
import { pgliteStartParams } from './pglite-settings.mjs';
import { PgListener } from './pg-listener.ts';

type Tables = typeof tables;
export type Db = PgDatabase<PgQueryResultHKT, Tables>;

/** Raw SQL access for migrations and the few statements Drizzle does not express. */
export interface SqlRunner {
  exec(sql: string): Promise<void>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs fn on one connection (session-level locks and transactions need that on a pool). */
  session<T>(fn: (sql: SqlRunner) => Promise<T>): Promise<T>;
}

export interface Database {
  db: Db;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * Calls fn with every NOTIFY payload on `<schema>_<channel>` (cache invalidation between processes;
   * a trigger notifies `current_schema() || '_' || channel`).
   */
  listen(channel: string, fn: (payload: string) => void): Promise<void>;
  /**
   * PGlite in its thread only: opens the database afresh in a new thread, leaving behind the memory
   * that migrating and seeding grew (decision 3113).
   */
  reopen?: () => Promise<void>;
  /** PGlite only: the whole data folder as an archive (a test template). */
  dump?: () => Promise<Blob>;
  /** PostgreSQL server only: the pool's connections. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

/** The embedded database's folder inside DATA_DIR (`memory://` stays a throw-away database). */
export const embeddedDatabaseDir = (dataDir: string): string =>
  dataDir.startsWith('memory://') ? dataDir : path.join(dataDir, 'pglite');

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  url?: string | undefined;
  /** PGlite data folder; `memory://` for a throw-away database. */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests use one schema each). */
  schema?: string;
  /** A PGlite data folder dumped earlier (`dumpDataDir`) to start from instead of an empty cluster. */
  pgliteTemplate?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url, options.schema);
  return openPglite(options.dataDir ?? 'memory://', options.pgliteTemplate);
}

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  // A data folder on disk (the product) gets its own thread; throw-away test databases stay on the
  // caller's thread, where they start fastest and can be dumped as templates.
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    if (!template) return openPgliteThread(dataDir);
  }
  const client = template
    ? await PGlite.create({ dataDir, loadDataDir: template, startParams: pgliteStartParams })
    : await PGlite.create(dataDir, { startParams: pgliteStartParams });
  traceStatements('pglite', client);
  const db = drizzlePglite(client, { schema: tables }) as unknown as Db;
  const runner = pgliteRunner(client);
  return {
    db,
    kind: 'pglite',
    sql: runner,
    close: () => client.close(),
    listen: async (channel, fn) => {
      await client.listen(`public_${channel}`, fn);
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/** PGlite has one connection: a session is the database itself. */
function pgliteRunner(client: Pick<PGlite, 'exec' | 'query'>): SqlRunner {
  const runner: SqlRunner = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await client.query<T>(text, params)).rows,
    session: (fn) => fn(runner),
  };
  return runner;
}

async function openPgliteThread(dataDir: string): Promise<Database> {
  const client = await PGliteThread.create(dataDir);
  traceStatements('pglite', client);
  const db = drizzlePglite({ client: client as unknown as PGlite, schema: tables }) as unknown as Db;
  const runner = pgliteRunner(client as unknown as PGlite);
  return {
    db,
    kind: 'pglite',
    sql: runner,
    close: () => client.close(),
    reopen: () => client.restart(),
    listen: (c, fn) => client.listen(`public_${c}`, fn),
  };
}

async function openPostgres(url: string, schema?: string): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // A server that does not answer fails a query after 10 s instead of holding it forever.
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // pg returns int8/numeric as strings by default; our bigints are ids and counts that fit a double.
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it on next use */
  });
  // Every statement runs on a pool client (pool.query too): each new client gets its spans.
  pool.on('connect', (client) => traceStatements('postgres', client));
  const db = drizzlePg(pool, { schema: tables }) as unknown as Db;
  const listener = new PgListener(url, schema);
  return {
    db,
    kind: 'postgres',
    sql: runnerOn(pool),
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, fn) => listener.listen(channel, fn),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

function runnerOn(target: pg.Pool | pg.PoolClient): SqlRunner {
  return {
    exec: async (text) => {
      await target.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) => (await target.query(text, params)).rows as T[],
    session: async (fn) => {
      if (!(target instanceof pg.Pool)) return fn(runnerOn(target));
      const client = await target.connect();
      try {
        return await fn(runnerOn(client));
      } finally {
        client.release();
      }
    },
  };
}

/** Drops a test schema on a PostgreSQL server. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.end();
}
