import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import http from 'node:http';
import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from './local-blob-store.ts';
import { S3BlobStore } from './s3-blob-store.ts';
import { signV4 } from './s3-signature.ts';
import { detectImageType } from './image-type.ts';

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
    expect((await store.get('case-images/abc-1.png'))?.toString()).toBe('hello');
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

describe('S3 signature v4', () => {
  it('matches the GET Object example of the AWS documentation', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (GET Object)
    const auth = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadSha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
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
        const key = req.url!;
        if (req.method === 'PUT') objects.set(key, Buffer.concat(chunks));
        if (req.method === 'DELETE') objects.delete(key);
        if (req.method === 'GET' && !objects.has(key))
          res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        else
          res
            .writeHead(req.method === 'DELETE' ? 204 : 200)
            .end(req.method === 'GET' ? objects.get(key) : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts, gets and deletes objects with path-style signed requests', async () => {
    const store = new S3BlobStore(
      { endpoint, bucket: 'portal', region: 'eu-central-1', accessKeyId: 'AK', secretAccessKey: 'SK' },
      () => new Date('2026-01-02T03:04:05Z'),
    );
    await store.put('case-images/x1.jpg', Buffer.from('jpeg-bytes'), 'image/jpeg');
    expect((await store.get('case-images/x1.jpg'))?.toString()).toBe('jpeg-bytes');
    await store.delete('case-images/x1.jpg');
    expect(await store.get('case-images/x1.jpg')).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'PUT', url: '/portal/case-images/x1.jpg' });
    expect(seen[0]!.auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AK\/20260102\/eu-central-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
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
