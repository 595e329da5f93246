// `npm run firmware -w apps/api` as the operator runs it: the command opens the database named by
// its environment, publishes and withdraws, and answers 0, 1 (refused, nothing written) or 2 (usage).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { postgresServerUrl } from '../../test/postgres-server.ts';
import { seededDataDir } from '../../test/seeded-database.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { auditLog } from '../../db/tables/index.ts';
import { migrationFiles } from '../../db/migrate.ts';
import { sha256Hex } from './firmware-signing.ts';
import { firmware } from '../../../scripts/firmware.ts';

describe.each(testDatabases())('npm run firmware on %s', (kind) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-firmware-command-'));
  const image = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 251));
  let env: Record<string, string>;
  let postgresApi: TestApi | undefined;

  /**
   * The API over the command's database. PGlite allows one process per data folder, so there it is
   * started between commands, as an operator stops the portal; the PostgreSQL API stays up.
   */
  async function withApi(fn: (api: TestApi) => Promise<void>) {
    if (postgresApi) return fn(postgresApi);
    const api = await createTestApi('pglite', { DATA_DIR: dir });
    try {
      await fn(api);
    } finally {
      await api.close();
    }
  }

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'ctrl-5.6.0.bin'), image);
    fs.writeFileSync(path.join(dir, 'empty.bin'), '');
    // INIT_CWD: the folder the operator ran npm in, where a relative file name is found.
    const common = { LOG_LEVEL: 'silent', INIT_CWD: dir };
    if (kind === 'pglite') {
      await seededDataDir(dir);
      env = { ...common, DATA_DIR: dir };
    } else {
      postgresApi = await createTestApi('postgres');
      const [row] = await postgresApi.database.sql.query<{ schema: string }>(
        'SELECT current_schema() AS schema',
      );
      const url = new URL(postgresServerUrl());
      url.searchParams.set('options', `-c search_path=${row!.schema}`);
      env = { ...common, DATABASE_URL: url.toString() };
    }
  });
  afterAll(async () => {
    await postgresApi?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const run = async (...args: string[]) => {
    const lines: string[] = [];
    const code = await firmware(args, env, (line) => lines.push(line));
    return { code, out: lines.join('\n') };
  };
  const publish = ['--part', 'CTRL-M500', '--kind', 'application', '--version', '5.6.0', '--hardware', '3.0'];

  it('prints its usage and answers 2 for arguments it does not understand', async () => {
    for (const args of [
      [],
      ['publish'],
      ['publish', 'ctrl-5.6.0.bin', '--part', 'CTRL-M500'],
      ['publish', 'ctrl-5.6.0.bin', ...publish, '--force'],
      ['publish', 'a.bin', 'b.bin', ...publish],
      ['withdraw'],
      ['withdraw', 'latest'],
      ['withdraw', '0'],
      ['withdraw', '12', '--kind', 'rescue'],
      ['delete', '12'],
    ]) {
      const { code, out } = await run(...args);
      expect(code, args.join(' ')).toBe(2);
      expect(out).toMatch(/^Usage: npm run firmware -w apps\/api -- publish <file>/);
    }
  });

  // On PGlite the API starts twice over a data folder on disk: ~15 s alone, twice that beside other suites.
  it(
    'publishes, refuses, withdraws; the portal sees each change and the log holds each once',
    { timeout: 180_000 },
    async () => {
      expect(await run('publish', 'missing.bin', ...publish)).toEqual({
        code: 1,
        out: `Refused: cannot read ${path.join(dir, 'missing.bin')}: no such file`,
      });
      expect(await run('publish', 'empty.bin', ...publish)).toMatchObject({
        code: 1,
        out: expect.stringMatching(/file is empty/),
      });
      const published = await run('publish', 'ctrl-5.6.0.bin', ...publish, '--note', 'Cooler at full load');
      expect(published.code, published.out).toBe(0);
      expect(published.out).toMatch(
        /^Published firmware image \d+: CTRL-M500 application 5\.6\.0 for hardware 3\.0 \(70000 bytes, sha256 [0-9a-f]{64}\); recorded in the audit log\.( TUF targets are unchanged: bridges see this once targets are signed \(tuf-sign-targets --targets-key …\)\.)?$/,
      );
      const id = Number(/image (\d+)/.exec(published.out)![1]);
      expect(await run('publish', 'ctrl-5.6.0.bin', ...publish)).toMatchObject({
        code: 1,
        out: 'Refused: CTRL-M500 application 5.6.0 is already published; publish a new version',
      });
      expect(
        await run('publish', 'ctrl-5.6.0.bin', ...publish.slice(0, 5), '5.6.x', '--hardware', '3.0'),
      ).toMatchObject({
        code: 1,
        out: expect.stringMatching(/malformed version "5\.6\.x"/),
      });

      const catalogue = async (api: TestApi) => {
        const res = await api.call('GET', '/v1/firmware/?version=5.6.0', await api.auth(DemoAccounts.dealer));
        return res.json<{ result: { items: { id: number; sha256: string; release_note: string }[] } }>()
          .result.items;
      };
      const firmwareLog = (api: TestApi) =>
        api.database.db
          .select({ action: auditLog.action, before: auditLog.beforeDigest, after: auditLog.afterDigest })
          .from(auditLog)
          .where(and(eq(auditLog.subject, 'firmware'), eq(auditLog.subjectId, String(id))))
          .orderBy(asc(auditLog.id));
      await withApi(async (api) => {
        expect((await catalogue(api)).find((i) => i.id === id)).toMatchObject({
          sha256: sha256Hex(image),
          release_note: 'Cooler at full load',
        });
        expect((await firmwareLog(api)).map((e) => e.action)).toEqual(['publish']);
      });

      expect(await run('withdraw', String(id))).toEqual({
        code: 0,
        // The portal's start made the demo TUF repository meanwhile: without the targets keys the
        // command says the bridges do not see the withdrawal yet (firmware-trust.test.ts signs them).
        out:
          `Withdrew firmware image ${id} (application 5.6.0): no longer offered; recorded in the audit log.` +
          ' TUF targets are unchanged: bridges see this once targets are signed (tuf-sign-targets --targets-key …).',
      });
      expect(await run('withdraw', String(id))).toMatchObject({
        code: 1,
        out: expect.stringMatching(/already withdrawn/),
      });
      expect(await run('withdraw', '999999')).toEqual({
        code: 1,
        out: 'Refused: no firmware image with id 999999',
      });
      await withApi(async (api) => {
        expect((await catalogue(api)).map((i) => i.id)).not.toContain(id);
        const log = await firmwareLog(api);
        expect(log.map((e) => e.action)).toEqual(['publish', 'withdraw']);
        expect(log[1]!.before).toBe(log[0]!.after);
      });
    },
  );
});

describe('npm run firmware on a database this version has not started on', () => {
  it('applies the pending migrations first, says so, and then answers the command', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-firmware-fresh-'));
    try {
      const lines: string[] = [];
      const env = { LOG_LEVEL: 'silent', INIT_CWD: dir, DATA_DIR: dir };
      // An empty data folder: the schema is made first, then an unseeded catalogue has no image 12.
      expect(await firmware(['withdraw', '12'], env, (line) => lines.push(line))).toBe(1);
      expect(lines[0]).toBe(
        `Brought the database to this version first: ${migrationFiles().length} migrations applied, the last ${migrationFiles().at(-1)}.`,
      );
      expect(lines.slice(1).join('\n')).toMatch(/12/);
      lines.length = 0;
      expect(await firmware(['withdraw', '12'], env, (line) => lines.push(line))).toBe(1);
      expect(lines.some((line) => line.startsWith('Brought the database'))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
