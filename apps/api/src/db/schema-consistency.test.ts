// The Drizzle tables must mirror what the SQL migrations create: same tables, same columns,
// same nullability. A drift here would mean typed queries against columns that do not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import { PgTable as PgTableClass } from 'drizzle-orm/pg-core';
import * as tables from './tables/index.ts';
import { openDatabase, type Database } from './database.ts';
import { migrate, migrationFiles } from './migrate.ts';
import { FirmwareKind } from '@dealer/contracts';

describe('schema consistency', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await migrate(database.sql);
  });
  afterAll(() => database.close());

  it('every Drizzle table exists with the same columns and nullability', async () => {
    const columns = await database.sql.query<{
      table_name: string;
      column_name: string;
      is_nullable: string;
    }>(
      `SELECT table_name, column_name, is_nullable FROM information_schema.columns WHERE table_schema = 'public'`,
    );
    const inDb = new Map<string, Map<string, boolean>>();
    for (const c of columns) {
      if (!inDb.has(c.table_name)) inDb.set(c.table_name, new Map());
      inDb.get(c.table_name)!.set(c.column_name, c.is_nullable === 'YES');
    }
    const drizzleTables = Object.values(tables as Record<string, unknown>).filter((t): t is PgTable =>
      is(t, PgTableClass),
    );
    expect(drizzleTables.length).toBeGreaterThan(0);
    for (const table of drizzleTables) {
      const config = getTableConfig(table);
      const dbColumns = inDb.get(config.name);
      expect(dbColumns, `table ${config.name} missing in migrations`).toBeDefined();
      const drizzleColumns = new Map(config.columns.map((c) => [c.name, !c.notNull]));
      expect([...drizzleColumns.keys()].sort(), `columns of ${config.name}`).toEqual(
        [...dbColumns!.keys()].sort(),
      );
      for (const [name, nullable] of drizzleColumns) {
        expect(nullable, `${config.name}.${name} nullability`).toBe(dbColumns!.get(name));
      }
    }
  });

  it('every migrated table has a Drizzle mirror', async () => {
    const rows = await database.sql.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const mirrored = new Set(
      Object.values(tables as Record<string, unknown>)
        .filter((t): t is PgTable => is(t, PgTableClass))
        .map((t) => getTableConfig(t).name),
    );
    const unmirrored = rows
      .map((r) => r.table_name)
      .filter((t) => t !== 'schema_migrations' && !mirrored.has(t));
    expect(unmirrored).toEqual([]);
  });

  it('applies each migration once; a second run applies nothing', async () => {
    expect(migrationFiles().length).toBeGreaterThan(0);
    expect(await migrate(database.sql)).toEqual([]);
    const applied = await database.sql.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(applied.map((r) => r.name)).toEqual(migrationFiles());
  });

  it("firmware_images.kind accepts exactly the contract's firmware kinds", async () => {
    const [check] = await database.sql.query<{ def: string }>(
      `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
        WHERE c.conrelid = 'firmware_images'::regclass AND c.contype = 'c'
          AND pg_get_constraintdef(c.oid) LIKE '%kind%'`,
    );
    expect(check, 'a CHECK on firmware_images.kind').toBeDefined();
    const listed = [...check!.def.matchAll(/'([a-z_]+)'::text/g)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...FirmwareKind].sort());
  });
});
