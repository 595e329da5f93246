// The repository as any TUF client reads it: tuf-js' own Updater against the API over HTTP, with no
// code of ours in between; and the demo repository, whose root the bridge package ships.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Updater } from 'tuf-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/test-api.ts';
import { trustWorld, type TrustWorld } from './tuf-repository.testing.ts';

describe('the demo repository of a seeded portal', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite');
  }, 120_000);
  afterAll(() => api?.close());

  it('has the root the bridge package ships, byte for byte', async () => {
    const res = await api.app.inject({ url: '/api/tuf/metadata/1.root.json' });
    expect(res.statusCode).toBe(200);
    const shipped = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../../../bridge/trust/initial-root.json'),
    );
    expect(res.body).toBe(shipped.toString());
  });

  it('serves timestamp.json uncached and refuses names outside the layout', async () => {
    const ts = await api.app.inject({ url: '/api/tuf/metadata/timestamp.json' });
    expect(ts.statusCode).toBe(200);
    expect(ts.headers['cache-control']).toBe('no-store');
    expect(JSON.parse(ts.body)).toMatchObject({ signed: { _type: 'timestamp' } });
    expect((await api.app.inject({ url: '/api/tuf/metadata/root.json' })).statusCode).toBe(404);
    expect((await api.app.inject({ url: '/api/tuf/metadata/99.root.json' })).statusCode).toBe(404);
  });
});

describe("tuf-js' own Updater on the repository the operator commands made", () => {
  let w: TrustWorld;
  beforeAll(async () => {
    w = await trustWorld();
  }, 240_000);
  afterAll(() => w?.close());

  it('refreshes, finds an image among the targets and downloads it with matching hashes', async () => {
    const [row] = await w.api.database.sql.query<{
      code: string;
      kind: string;
      version: string;
      sha256: string;
    }>(
      `SELECT p.code, f.kind, f.version, f.sha256 FROM firmware_images f JOIN part_specs p ON p.id = f.part_spec_id
        WHERE f.withdrawn_at IS NULL ORDER BY f.id LIMIT 1`,
    );
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-tuf-client-'));
    fs.copyFileSync(path.join(w.dir, '1.root.json'), path.join(dir, 'root.json'));
    const updater = new Updater({
      metadataDir: dir,
      metadataBaseUrl: `${w.repositoryUrl}/metadata`,
      targetDir: dir,
      targetBaseUrl: `${w.repositoryUrl}/targets`,
    });
    await updater.refresh();
    const info = await updater.getTargetInfo(`${row!.code}/${row!.kind}/${row!.version}.bin`);
    expect(info?.hashes.sha256).toBe(row!.sha256);
    expect(info?.custom).toMatchObject({
      part_spec_code: row!.code,
      version: row!.version,
      security_version: 1,
    });
    const file = await updater.downloadTarget(info!);
    expect(fs.statSync(file).size).toBe(info!.length);
    expect(await updater.getTargetInfo('NO-SUCH/application/1.0.0.bin')).toBeUndefined();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
