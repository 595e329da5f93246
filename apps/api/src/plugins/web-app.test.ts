// The portal as the API serves it: a hashed asset in the encoding the browser accepts (brotli, gzip,
// or as it is) with a year's immutable caching; index.html — asked for or as the SPA fallback —
// revalidated on every use. The folder is laid out as the portal's build writes it (vite.config.ts:
// hashed files under assets/, each text file also as .br and .gz, compressed here by node:zlib).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.ts';

const script = `export const greeting = ${JSON.stringify('Hallo Werkstatt '.repeat(200))};\n`;
const page =
  '<!doctype html><title>Dealer Portal</title><script type="module" src="/assets/index-C0ffee42.js"></script>';

function builtPortal(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-'));
  const write = (name: string, text: string) => {
    const file = path.join(dir, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
  };
  write('index.html', page);
  write('assets/index-C0ffee42.js', script);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the portal served by the API', () => {
  let api: TestApi;
  let dist: string;
  beforeAll(async () => {
    dist = builtPortal();
    api = await createTestApi('pglite', { WEB_DIST: dist });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    api.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends a hashed asset brotli-compressed to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-C0ffee42.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 4);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser without brotli, and the file as it is to one that accepts neither', async () => {
    const gzip = await get('/assets/index-C0ffee42.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/index-C0ffee42.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every use: asked for, at /, and as the fallback of a portal route', async () => {
    for (const url of ['/index.html', '/', '/service-tool/WBF00240101/overview']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for an asset it does not have, and for a compressed copy by its name', async () => {
    for (const url of ['/assets/index-0ld0ld00.js', '/assets/index-C0ffee42.js.br']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });
});
