// Versioned migrations: plain SQL files `NNNN_name.sql`, applied once each in name order inside a
// transaction, recorded in schema_migrations. An advisory lock keeps several API processes starting
// together from applying the same file twice.
import fs from 'node:fs';
import path from 'node:path';
import type { SqlRunner } from './database.ts';

const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');
const LOCK_ID = 7_311_011; // arbitrary, constant: "dealer portal migrations"

const STARTUP_LOCK_ID = 7_311_012; // "dealer portal start-up": migrations and seed data together

/**
 * Runs `fn` while holding a session-level advisory lock on its own connection, so only one process
 * at a time runs its start-up work. `fn` uses other connections of the pool (the lock is a mutex
 * between processes, not a transaction); on PGlite there is one connection and one process.
 */
export function withStartupLock<T>(runner: SqlRunner, fn: () => Promise<T>): Promise<T> {
  return runner.session(async (sql) => {
    await sql.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_ID]);
    try {
      return await fn();
    } finally {
      await sql.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_ID]);
    }
  });
}

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
}

export function migrate(runner: SqlRunner, dir = MIGRATIONS_DIR): Promise<string[]> {
  return runner.session((sql) => migrateOn(sql, dir));
}

async function migrateOn(sql: SqlRunner, dir: string): Promise<string[]> {
  await sql.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  await sql.query('SELECT pg_advisory_lock($1)', [LOCK_ID]);
  try {
    const done = new Set(
      (await sql.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
    );
    const applied: string[] = [];
    for (const file of migrationFiles(dir)) {
      if (done.has(file)) continue;
      const body = fs.readFileSync(path.join(dir, file), 'utf8');
      await sql
        .exec(`BEGIN;\n${body}\nINSERT INTO schema_migrations (name) VALUES ('${file}');\nCOMMIT;`)
        .catch(async (err: unknown) => {
          await sql.exec('ROLLBACK').catch(() => undefined);
          throw new Error(`migration ${file} failed: ${(err as Error).message}`);
        });
      applied.push(file);
    }
    return applied;
  } finally {
    await sql.query('SELECT pg_advisory_unlock($1)', [LOCK_ID]);
  }
}
