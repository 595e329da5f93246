import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.ts';
import { migrate } from './migrate.ts';

describe('migration runner', () => {
  let dir: string;
  let database: Database;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    database = await openDatabase({ dataDir: 'memory://' });
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('rolls back a failing migration completely and reports its name', async () => {
    fs.writeFileSync(path.join(dir, '0001_ok.sql'), 'CREATE TABLE a (id int);');
    fs.writeFileSync(
      path.join(dir, '0002_bad.sql'),
      'CREATE TABLE b (id int);\nINSERT INTO missing VALUES (1);',
    );
    await expect(migrate(database.sql, dir)).rejects.toThrow(/0002_bad\.sql/);
    const tables = await database.sql.query<{ t: string }>(
      `SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_name IN ('a', 'b')`,
    );
    expect(tables.map((r) => r.t)).toEqual(['a']); // 0001 stays, 0002 left nothing behind
  });

  it('applies the fixed migration on the next start, skipping those already applied', async () => {
    fs.writeFileSync(path.join(dir, '0002_bad.sql'), 'CREATE TABLE b (id int);');
    expect(await migrate(database.sql, dir)).toEqual(['0002_bad.sql']);
  });

  it('ignores files that are not numbered migrations', async () => {
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not sql');
    fs.writeFileSync(path.join(dir, '3_wrong_name.sql'), 'DROP TABLE a;');
    expect(await migrate(database.sql, dir)).toEqual([]);
  });
});
