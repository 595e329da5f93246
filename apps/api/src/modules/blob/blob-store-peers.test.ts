// Two API processes on one database must share their blob store: a peer whose local BLOB_DIR does
// not show this process's marker (another machine's disk), or another bucket, is warned about; a
// folder both see (NFS, one host) passes. Two checks over one database stand for two processes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { startBlobStorePeerCheck } from './blob-store-peers.ts';

describe.each(testDatabases())('blob store peers on %s', (kind) => {
  let api: TestApi;
  const folders: string[] = [];
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
    for (const f of folders) fs.rmSync(f, { recursive: true, force: true });
  });

  const folder = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blob-peers-'));
    folders.push(dir);
    return dir;
  };
  /** A process's check with its own blob configuration; its warnings collected. */
  const processWith = async (env: Record<string, string>) => {
    const warnings: string[] = [];
    const check = await startBlobStorePeerCheck({
      sql: api.database.sql,
      config: loadConfig(env),
      warn: (m) => warnings.push(m),
      intervalMs: 60_000,
    });
    return { warnings, check };
  };

  it('warns loudly when the peer keeps its images in a folder this process cannot see', async () => {
    const first = await processWith({ BLOB_DIR: folder() });
    const second = await processWith({ BLOB_DIR: folder() });
    expect(second.warnings).toHaveLength(1);
    expect(second.warnings[0]).toMatch(/BLOB STORE NOT SHARED.*local BLOB_DIR.*S3_\*.*shared folder/);
    await second.check.stop();
    await first.check.stop();
  });

  it('is quiet when both use one folder, and warns when one of them uses S3', async () => {
    const shared = folder();
    const first = await processWith({ BLOB_DIR: shared });
    const second = await processWith({ BLOB_DIR: shared });
    expect(second.warnings).toEqual([]);
    const s3 = await processWith({ S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'images' });
    expect(s3.warnings).toHaveLength(2);
    expect(s3.warnings[0]).toMatch(/BLOB STORE NOT SHARED.*s3:https:\/\/s3.example.com\/images/);
    for (const p of [s3, second, first]) await p.check.stop();
    // Gone: their rows and markers.
    const rows = await api.database.sql.query('SELECT id FROM api_processes');
    expect(rows).toEqual([]);
    expect(fs.readdirSync(path.join(shared, '.api-processes'))).toEqual([]);
  });
});
