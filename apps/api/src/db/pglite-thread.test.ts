// The embedded database in its worker thread behaves as PGlite does for the API: queries with
// Drizzle's text parsers, errors with their PostgreSQL fields, whole transactions, NOTIFY.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGliteThread } from './pglite-thread.ts';

describe('PGlite in a worker thread', () => {
  let db: PGliteThread;
  beforeAll(async () => {
    db = await PGliteThread.create('memory://');
    await db.exec('CREATE TABLE t (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())');
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers queries in both row modes, keeping text where a parser asks for it', async () => {
    await db.query('INSERT INTO t (id) VALUES ($1), ($2)', [1, 2]);
    const objects = await db.query<{ id: number; at: Date }>('SELECT id, at FROM t ORDER BY id');
    expect(objects.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(objects.rows[0]!.at).toBeInstanceOf(Date);
    const arrays = await db.query<unknown[]>('SELECT id, at FROM t ORDER BY id', [], {
      rowMode: 'array',
      parsers: { 1184: (v: string) => v },
    });
    expect(typeof arrays.rows[0]![1]).toBe('string');
  });

  it('rejects with the PostgreSQL error code and rolls a failed transaction back whole', async () => {
    const failed = db.transaction(async (tx) => {
      await tx.query('INSERT INTO t (id) VALUES (3)');
      await tx.query('INSERT INTO t (id) VALUES (1)');
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id = 3');
    expect(rows[0]!.n).toBe(0);
  });

  it('delivers NOTIFY payloads to listeners', async () => {
    const heard = new Promise<string>((resolve) => void db.listen('changes', resolve));
    await db.query("SELECT pg_notify('changes', 'brands')");
    expect(await heard).toBe('brands');
  });
});

describe('PGlite thread restarted after start-up (decision 3113)', () => {
  it('keeps the data, its listeners and statements queued meanwhile, in a new thread', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-restart-'));
    const db = await PGliteThread.create(dir);
    try {
      await db.exec('CREATE TABLE kept (id int PRIMARY KEY)');
      await db.query('INSERT INTO kept VALUES (1)');
      const heard: string[] = [];
      await db.listen('changes', (payload) => heard.push(payload));
      const [, during] = await Promise.all([
        db.restart(),
        db.query<{ n: number }>('SELECT count(*)::int AS n FROM kept'),
      ]);
      expect(during.rows[0]!.n).toBe(1);
      await db.query('INSERT INTO kept VALUES (2)');
      const { rows } = await db.query<{ id: number }>('SELECT id FROM kept ORDER BY id');
      expect(rows.map((r) => r.id)).toEqual([1, 2]);
      await db.query("SELECT pg_notify('changes', 'after restart')");
      await expect.poll(() => heard).toEqual(['after restart']);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
    // Two starts of a file-backed PGlite: seconds each on a busy machine.
  }, 120_000);
});
