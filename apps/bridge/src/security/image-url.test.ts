// Images fetched by URL (decision 3003), from a real HTTP server standing in for the API: only from
// the backend's origins, no redirect followed, the bytes verified against the signed manifest exactly
// as base64 ones are (a tampered file is refused, nothing written), and each failure of the download
// with its own code. A firmware job fetches all its images before it starts.
import http from 'node:http';
import { runningVersion } from '@dealer/bike-sim';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeImage, testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';
import { SecurityVersions } from './security-versions.ts';

const image = Buffer.from(makeImage(30_000, 5));
const tampered = Buffer.from(image);
tampered[15_000] = tampered[15_000]! ^ 0x01;
const files: Record<string, (res: http.ServerResponse) => void> = {
  '/good': (res) => res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(image),
  '/tampered': (res) => res.writeHead(200).end(tampered),
  '/longer': (res) => res.writeHead(200).end(Buffer.concat([image, Buffer.alloc(1 << 20)])),
  '/expired': (res) => res.writeHead(401, { 'content-type': 'application/json' }).end('{"code":401710}'),
  '/moved': (res) => res.writeHead(302, { location: '/good' }).end(),
  '/broken': (res) => res.writeHead(500).end(),
};
const asked: string[] = [];
const server = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  (files[req.url ?? ''] ?? ((r: http.ServerResponse) => r.writeHead(404).end()))(res);
});
let origin: string;
let closedOrigin: string;

beforeAll(async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  closedOrigin = `http://127.0.0.1:${(closed.address() as { port: number }).port}`;
  await new Promise<void>((resolve) => closed.close(() => resolve()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let t: TestBridge;
afterEach(() => t?.close());

async function bridge() {
  t = await testBridge({
    scenario: 'firmware_update_available',
    trust: {
      mode: 'legacy-and-tuf',
      tuf: undefined,
      securityVersions: new SecurityVersions(),
      imageOrigins: [origin, closedOrigin],
    },
  });
  await t.connect();
  asked.length = 0;
}

/** The controller's signed manifest for `image`, its bytes to be fetched from `url`. */
function linked(url: string) {
  const { image_base64: _bytes, ...source } = updateFor(t, 'controller', '5.3.2', image);
  return { ...source, image_url: url };
}

const flash = async (url: string) =>
  (
    await t.app.inject({
      method: 'PUT',
      url: '/v2/firmware/controller',
      headers: t.auth,
      payload: linked(url),
    })
  ).json<{ code?: number; reason?: string; version?: string }>();

describe('firmware image by URL', () => {
  it('fetches the image from the trusted backend and flashes it', async () => {
    await bridge();
    expect(await flash(`${origin}/good`)).toMatchObject({ version: '5.3.2' });
    expect(asked).toEqual(['/good']);
    expect(runningVersion(t.bike.component('controller')!)).toBe('5.3.2');
  });

  it('refuses bytes that differ from the signed manifest, and writes nothing', async () => {
    await bridge();
    for (const file of ['/tampered', '/longer']) {
      expect(await flash(`${origin}${file}`), file).toMatchObject({
        code: 300105,
        reason: 'invalid_update_source',
      });
      await t.connect(); // a tampered image ends the connection
      expect(runningVersion(t.bike.component('controller')!)).toBe('5.1.0');
    }
  });

  it('names each failure of the download with its code, before anything is written', async () => {
    await bridge();
    // Not the backend's origin (the same server under another name is another origin): never asked.
    for (const url of ['http://127.0.0.1:1/good', `${origin.replace('127.0.0.1', 'localhost')}/good`])
      expect(await flash(url), url).toMatchObject({ code: 300107, reason: 'invalid_request' });
    expect(await flash('file:///etc/passwd')).toMatchObject({ code: 400004 });
    expect(asked).toEqual([]);
    expect(await flash(`${origin}/expired`)).toMatchObject({ code: 300108, reason: 'not_started' });
    for (const file of ['/moved', '/broken', '/missing'])
      expect(await flash(`${origin}${file}`), file).toMatchObject({ code: 300109, reason: 'not_started' });
    expect(await flash(`${closedOrigin}/good`)).toMatchObject({ code: 300109 });
    expect(asked).toEqual(['/expired', '/moved', '/broken', '/missing']);
    expect(runningVersion(t.bike.component('controller')!)).toBe('5.1.0');
  });

  it('fetches every image of a firmware job before starting it; a failed fetch starts nothing', async () => {
    await bridge();
    const job = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v2/firmware_job',
        headers: t.auth,
        payload: { items: [{ key: 'c', part_type: 'controller', kind: 'firmware', ...linked(url) }] },
      });
    const refused = await job(`${origin}/expired`);
    expect(refused.json()).toMatchObject({ code: 300108 });
    const state = await t.app.inject({ url: '/v1/firmware_job', headers: { host: 'localhost' } });
    expect(state.json()).toEqual({ job: null });

    const started = await job(`${origin}/good`);
    expect(started.json()).toMatchObject({ state: 'running' });
    expect(asked).toEqual(['/expired', '/good']);
  });
});
