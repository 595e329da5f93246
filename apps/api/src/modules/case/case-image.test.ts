import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { caseImages } from '../../db/tables/index.ts';
import { JPEG_HEAD, multipart, PNG_1X1, WEBP_HEAD } from './case-test-helpers.ts';
import { MAX_IMAGE_BYTES } from './case-image.service.ts';

/** Every file under a folder, recursively (the blob store's content). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe.each(testDatabases())('case image upload on %s', (kind) => {
  let api: TestApi;
  let headers: Record<string, string>;
  const send = (parts: Parameters<typeof multipart>[0], h = headers) => {
    const form = multipart(parts);
    return api.app.inject({
      method: 'POST',
      url: '/api/case_management/image',
      headers: { ...h, ...form.headers },
      payload: form.payload,
    });
  };
  const stored = async () => ({
    rows: (await api.database.db.select().from(caseImages)).length,
    files: filesUnder(api.config.blobDir).length,
  });

  beforeAll(async () => {
    api = await createTestApi(kind);
    headers = await api.auth(DemoAccounts.dealer);
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(api.config.blobDir, { recursive: true, force: true });
  });

  it('stores JPEG, PNG and WebP recognised by content, whatever the name and declared type say', async () => {
    const before = await stored();
    for (const [data, mime] of [
      [JPEG_HEAD, 'image/jpeg'],
      [PNG_1X1, 'image/png'],
      [WEBP_HEAD, 'image/webp'],
    ] as const) {
      const res = await send([
        { field: 'image_file', filename: 'photo.txt', contentType: 'application/octet-stream', data },
      ]);
      expect(res.statusCode).toBe(200);
      const image = res.json().result;
      expect(image).toMatchObject({
        content_type: mime,
        size: data.length,
        url: `/api/case_management/image/${image.id}`,
      });
      const back = await api.app.inject({ url: image.url, headers });
      expect(back.headers['content-type']).toBe(mime);
      expect(Buffer.compare(back.rawPayload, data)).toBe(0);
    }
    expect(await stored()).toEqual({ rows: before.rows + 3, files: before.files + 3 });
  });

  it('refuses wrong type, empty, oversize, missing and non-multipart uploads and stores nothing', async () => {
    const before = await stored();
    const cases: [Parameters<typeof multipart>[0], number][] = [
      [
        [{ field: 'image_file', filename: 'a.png', contentType: 'image/png', data: 'definitely not a png' }],
        400700,
      ],
      [
        [
          {
            field: 'image_file',
            filename: 'a.gif',
            contentType: 'image/gif',
            data: 'GIF89a\x01\x00\x01\x00',
          },
        ],
        400700,
      ],
      [[{ field: 'image_file', filename: 'a.pdf', contentType: 'image/jpeg', data: '%PDF-1.7 ...' }], 400700],
      [
        [{ field: 'image_file', filename: 'empty.jpg', contentType: 'image/jpeg', data: Buffer.alloc(0) }],
        400700,
      ],
      [
        [
          {
            field: 'image_file',
            filename: 'big.png',
            contentType: 'image/png',
            data: Buffer.concat([PNG_1X1, Buffer.alloc(MAX_IMAGE_BYTES)]),
          },
        ],
        400000,
      ],
      [[{ field: 'other_file', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 }], 400700],
      [[{ field: 'image_file', data: 'a plain field, not a file' }], 400700],
    ];
    for (const [parts, code] of cases) {
      const res = await send(parts);
      expect(res.statusCode, parts[0]!.filename).toBe(400);
      expect(res.json().code, parts[0]!.filename).toBe(code);
    }
    const json = await api.app.inject({
      method: 'POST',
      url: '/api/case_management/image',
      headers,
      payload: { image_file: 'x' },
    });
    expect([json.statusCode, json.json().code]).toEqual([400, 400000]);
    expect(await stored()).toEqual(before);
  });

  it('needs a dealer with a shop', async () => {
    const res = await send(
      [{ field: 'image_file', filename: 'a.png', data: PNG_1X1 }],
      await api.auth(DemoAccounts.serviceCenter),
    );
    expect(res.json().code).toBe(403000);
  });
});
