// Kept named statements answer exactly as PGlite's own query() does — values of every kind, both row
// modes, a caller's parsers, affected rows, errors with their PostgreSQL fields — while each SQL text
// is parsed once; a failed parse is not kept, a statement whose columns a migration changed is
// parsed again, and the oldest statement gives way when too many are kept (decision 1307).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from './pglite-statements.mjs';

describe('kept named statements on PGlite', () => {
  let db: PGlite;
  let statements: PreparedStatements;
  beforeAll(async () => {
    db = await PGlite.create('memory://');
    statements = new PreparedStatements(db, { max: 3 });
    await db.exec(`CREATE TABLE t (id int PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(),
      doc json, tags text[], big bigint, note text)`);
  });
  afterAll(async () => {
    await db.close();
  });

  it('answers as query() does, in both row modes and with a caller’s parsers', async () => {
    const insert =
      'INSERT INTO t (id, doc, tags, big, note) VALUES ($1, $2, $3, $4, $5), ($6, $7, $8, $9, $10)';
    const values = [1, { a: [1, 'x'] }, ['a', 'b'], 9_007_199_254_740_991n, null];
    const written = await statements.query(insert, [...values, 2, null, [], 0, 'é\u00a0ü']);
    expect(written.affectedRows).toBe(2);
    const select = 'SELECT id, at, doc, tags, big, note FROM t WHERE id = ANY($1) ORDER BY id';
    for (const options of [{}, { rowMode: 'array' as const }, { parsers: { 1184: (v: string) => v } }]) {
      const ours = await statements.query(select, [[1, 2]], options);
      const theirs = await db.query(select, [[1, 2]], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const text = await statements.query(select, [[1]], { parsers: { 1184: (v: string) => v } });
    expect(typeof (text.rows[0] as { at: unknown }).at).toBe('string');
    const dates = await statements.query<{ at: unknown }>(select, [[1]]);
    expect(dates.rows[0]!.at).toBeInstanceOf(Date);
  });

  it('keeps one statement per text and lets the least recently used go', async () => {
    const texts = ['SELECT 1 AS n', 'SELECT 2 AS n', 'SELECT 3 AS n', 'SELECT 4 AS n'];
    for (const sql of texts) await statements.query(sql);
    await statements.query(texts[3]!);
    expect(statements.size).toBe(3);
    // The first text was let go: its statement is closed, and asking again parses it anew.
    expect((await statements.query<{ n: number }>(texts[0]!)).rows).toEqual([{ n: 1 }]);
    const named = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    expect(named.rows).toHaveLength(3);
  });

  it('rejects with PostgreSQL’s error and keeps nothing of a text that does not parse', async () => {
    const before = await db.query('SELECT name FROM pg_prepared_statements');
    await expect(statements.query('SELEC nothing')).rejects.toMatchObject({ code: '42601' });
    expect((await db.query('SELECT name FROM pg_prepared_statements')).rows).toEqual(before.rows);
    await expect(statements.query('INSERT INTO t (id) VALUES ($1)', [1])).rejects.toMatchObject({
      code: '23505',
      constraint: 't_pkey',
    });
    // The connection is usable after each failure.
    expect((await statements.query<{ n: number }>('SELECT count(*)::int AS n FROM t')).rows).toEqual([
      { n: 2 },
    ]);
  });

  it('parses a kept statement again after a migration changed its columns', async () => {
    const sql = 'SELECT * FROM t WHERE id = $1';
    expect(Object.keys((await statements.query<object>(sql, [1])).rows[0]!)).not.toContain('added');
    await db.exec('ALTER TABLE t ADD COLUMN added int NOT NULL DEFAULT 7');
    expect((await statements.query<{ added: number }>(sql, [1])).rows[0]!.added).toBe(7);
  });

  it('works inside a transaction the caller opened, and a rollback undoes it', async () => {
    await db.exec('BEGIN');
    await statements.query('UPDATE t SET note = $1 WHERE id = $2', ['inside', 2]);
    expect((await statements.query<{ note: string }>('SELECT note FROM t WHERE id = $1', [2])).rows).toEqual([
      { note: 'inside' },
    ]);
    await db.exec('ROLLBACK');
    expect(
      (await statements.query<{ note: string }>('SELECT note FROM t WHERE id = $1', [2])).rows[0]!.note,
    ).not.toBe('inside');
  });
});
