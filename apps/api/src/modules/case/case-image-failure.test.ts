// A blob store that cannot write: the upload fails with 500100 and leaves no row behind.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { caseImages } from '../../db/tables/index.ts';
import { multipart, PNG_1X1 } from './case-test-helpers.ts';

describe('case image upload with a failing blob store', () => {
  let api: TestApi;
  const blocker = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'blocked-')), 'a-file');
  beforeAll(async () => {
    fs.writeFileSync(blocker, 'a file where the blob folder should be');
    api = await createTestApi('pglite', { BLOB_DIR: path.join(blocker, 'blobs') });
  });
  afterAll(async () => {
    await api.close();
    fs.rmSync(path.dirname(blocker), { recursive: true, force: true });
  });

  it('answers 500100 and records nothing', async () => {
    const form = multipart([
      { field: 'image_file', filename: 'a.png', contentType: 'image/png', data: PNG_1X1 },
    ]);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/case_management/image',
      headers: { ...(await api.auth(DemoAccounts.dealer)), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500100, message: 'Fail to upload image.' });
    expect(await api.database.db.select().from(caseImages)).toHaveLength(0);
  });
});
