// A PostgreSQL database of a journey's own, for a journey whose operator command must run while its
// API runs: the embedded database (PGlite) is one process's, a PostgreSQL server takes both. On the
// server in TEST_DATABASE_URL when it is set (CI), else on a throwaway server from npm
// (scripts/lib/test-postgres.mjs, decision 3300); a fresh database each time, dropped at the end.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface OwnDatabase {
  /** DATABASE_URL for the API and the operator command. */
  url: string;
  stop(): Promise<void>;
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function ownPostgresDatabase(): Promise<OwnDatabase> {
  let server: { url: string; stop(): Promise<void> } | undefined;
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const { startTestPostgres } = await import('../../scripts/lib/test-postgres.mjs');
    server = await startTestPostgres();
    serverUrl = server.url;
  }
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      // The API and the command have ended; WITH (FORCE) ends a connection one of them left behind.
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await server?.stop();
    },
  };
}
