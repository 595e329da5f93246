// Test helpers: a multipart/form-data body built by hand (what a browser's FormData sends), small
// valid images of each accepted type, and case-management calls made with given headers.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApi } from '../../test/test-api.ts';

export function multipart(
  parts: { field: string; filename?: string; contentType?: string; data: Buffer | string }[],
) {
  const boundary = `----portal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.field}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** JPEG start-of-image and JFIF header followed by filler: enough for recognition by content. */
export const JPEG_HEAD = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  randomBytes(64),
]);
export const WEBP_HEAD = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  randomBytes(32),
]);

/** `call` an /api URL with these headers; `upload` a 1×1 PNG as a case image and return its id. */
export function caseCalls(api: () => TestApi) {
  const call: TestApi['call'] = (...args) => api().call(...args);
  const upload = async (headers: Record<string, string>) => {
    const form = multipart([
      { field: 'image_file', filename: 'frame.png', contentType: 'image/png', data: PNG_1X1 },
    ]);
    const res = await api().app.inject({
      method: 'POST',
      url: '/api/case_management/image',
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ result: { id: string } }>().result.id;
  };
  return { call, upload };
}
