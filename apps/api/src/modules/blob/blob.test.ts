import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from './local-blob-store.ts';
import { blobStoreFor, type StoredBlob } from './blob-store.ts';
import type { ApiConfig } from '../../config/env.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { detectImageType } from './image-type.ts';

/** The whole content of a stored blob (tests only: the API streams it). */
async function text(blob: StoredBlob | null): Promise<Buffer> {
  if (!blob) throw new Error('no blob stored');
  const chunks: Buffer[] = [];
  for await (const chunk of blob.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('image type by magic bytes', () => {
  it('recognises JPEG, PNG and WebP and nothing else', () => {
    expect(detectImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))?.mime).toBe('image/jpeg');
    expect(detectImageType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.mime).toBe(
      'image/png',
    );
    expect(
      detectImageType(
        Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WEBPVP8 ')]),
      )?.mime,
    ).toBe('image/webp');
    expect(
      detectImageType(
        Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 2, 3, 4]), Buffer.from('WAVEfmt ')]),
      ),
    ).toBeNull();
    expect(detectImageType(Buffer.from('GIF89a'))).toBeNull();
    expect(detectImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('local blob store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'blobs-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('stores, reads and deletes under a key, leaving no temporary files', async () => {
    const store = new LocalBlobStore(root);
    await store.put('case-images/abc-1.png', Buffer.from('hello'), 'image/png');
    const blob = await store.get('case-images/abc-1.png');
    expect(blob?.size).toBe(5);
    expect((await text(blob)).toString()).toBe('hello');
    expect(fs.readdirSync(path.join(root, 'case-images'))).toEqual(['abc-1.png']);
    await store.delete('case-images/abc-1.png');
    expect(await store.get('case-images/abc-1.png')).toBeNull();
  });

  it('refuses keys that could leave the folder', async () => {
    const store = new LocalBlobStore(root);
    await expect(store.put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe/);
    await expect(store.get('/etc/passwd')).rejects.toThrow(/unsafe/);
  });
});

describe('S3 blob store against an HTTP peer', () => {
  const objects = new Map<string, Buffer>();
  const seen: { method: string; url: string; auth: string; sha: string }[] = [];
  let server: http.Server;
  let endpoint = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({
          method: req.method!,
          url: req.url!,
          auth: String(req.headers.authorization),
          sha: String(req.headers['x-amz-content-sha256']),
        });
        const key = req.url!.split('?')[0]!; // the SDK adds ?x-id=… to some calls
        if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
        if (req.method === 'DELETE') objects.delete(key);
        if (req.method === 'GET' && !objects.has(key))
          res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else {
          const body = req.method === 'GET' ? objects.get(key) : undefined;
          const length = body ? { 'content-length': String(body.length) } : {};
          res.writeHead(req.method === 'DELETE' ? 204 : 200, length).end(body);
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects with path-style signed requests', async () => {
    // As the API makes it from its configuration: the SDK loaded with the first call.
    const s3 = {
      endpoint,
      bucket: 'portal',
      region: 'eu-central-1',
      accessKeyId: 'AK',
      secretAccessKey: 'SK',
    };
    const store = blobStoreFor({ s3, blobDir: '' } as unknown as ApiConfig);
    expect(store.kind).toBe('s3');
    await store.put('case-images/x1.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
    const blob = await store.get('case-images/x1.jpg');
    expect(blob?.size).toBe(10);
    expect((await text(blob)).toString()).toBe('jpeg-bytes');
    await store.delete('case-images/x1.jpg');
    expect(await store.get('case-images/x1.jpg')).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'PUT' });
    expect(seen[0]!.url).toMatch(/^\/portal\/case-images\/x1\.jpg(\?|$)/);
    expect(seen[0]!.auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/eu-central-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]*content-type;[a-z0-9;-]*x-amz-date[a-z0-9;-]*, Signature=[0-9a-f]{64}$/,
    );
    expect(seen[0]!.sha).toBe(createHash('sha256').update('jpeg-bytes').digest('hex'));
  });

  it('reports a failing store as an error', async () => {
    const store = new S3BlobStore({
      endpoint: 'http://127.0.0.1:1',
      bucket: 'b',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 's',
    });
    await expect(store.put('case-images/y.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
  });
});
