// /downloads/{name}: the bridge packages are served with their name, length and SHA-256; unknown
// names and every way out of the folder (dot-dot, encoded separators, sub-paths, symbolic links)
// get the catalogue's 404000 and never a byte of another file.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeInstaller } from '@dealer/contracts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

const SECRET = 'not for download';
let api: TestApi;
let root: string;
const zipBytes = Buffer.from('PK\x03\x04 a stand-in for the windows package');

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'downloads-test-'));
  const dir = path.join(root, 'downloads');
  const web = path.join(root, 'web');
  fs.mkdirSync(path.join(dir, 'nested'), { recursive: true });
  fs.mkdirSync(web);
  fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>portal</title>');
  fs.writeFileSync(path.join(root, 'secret.txt'), SECRET);
  fs.writeFileSync(path.join(dir, 'nested', 'inner.txt'), SECRET);
  fs.writeFileSync(path.join(dir, BridgeInstaller.files.windows), zipBytes);
  fs.writeFileSync(path.join(dir, BridgeInstaller.files.macos), Buffer.from([0x1f, 0x8b, 8, 0]));
  fs.writeFileSync(
    path.join(dir, 'SHA256SUMS'),
    `${createHash('sha256').update(zipBytes).digest('hex')}  ${BridgeInstaller.files.windows}\n`,
  );
  fs.symlinkSync(path.join(root, 'secret.txt'), path.join(dir, 'link.txt'));
  api = await createTestApi('pglite', { DOWNLOADS_DIR: dir, WEB_DIST: web });
});
afterAll(async () => {
  await api?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('GET /downloads/{name}', () => {
  it('serves a package with its name, length and SHA-256', async () => {
    const res = await api.app.inject({ url: BridgeInstaller.windows });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(zipBytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-length']).toBe(String(zipBytes.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${BridgeInstaller.files.windows}"`,
    );
    const sha256 = createHash('sha256').update(zipBytes).digest();
    expect(res.headers['repr-digest']).toBe(`sha-256=:${sha256.toString('base64')}:`);
    expect(res.headers.etag).toBe(`"${sha256.toString('hex')}"`);

    const mac = await api.app.inject({ url: BridgeInstaller.macos });
    expect(mac.statusCode).toBe(200);
    expect(mac.headers['content-type']).toBe('application/gzip');
    const sums = await api.app.inject({ url: '/downloads/SHA256SUMS' });
    expect(sums.body).toContain(`${sha256.toString('hex')}  ${BridgeInstaller.files.windows}`);
  });

  it('answers an unknown name with the catalogue 404', async () => {
    const res = await api.app.inject({ url: '/downloads/system-bridge-13.4.0-setup.exe' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404000 });
  });

  it('a literal dot-dot is resolved by the URL before routing: the portal page, not the file', async () => {
    const res = await api.app.inject({ url: '/downloads/../secret.txt' });
    expect(res.body).not.toContain(SECRET);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it.each([
    '/downloads/..%2Fsecret.txt',
    '/downloads/%2E%2E%2Fsecret.txt',
    '/downloads/..%5Csecret.txt',
    '/downloads/nested/inner.txt',
    '/downloads/nested%2Finner.txt',
    '/downloads/link.txt',
    '/downloads/%2Fetc%2Fpasswd',
    '/downloads/',
  ])('refuses %s', async (url) => {
    const res = await api.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404000 });
    expect(res.body).not.toContain(SECRET);
  });
});
