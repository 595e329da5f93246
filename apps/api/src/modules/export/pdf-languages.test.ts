// Both PDFs (service book and service report) draw text of every portal language: pdftotext reads
// Traditional Chinese, Japanese, Korean, German and Finnish back (built-in Helvetica turned
// "煞車檢查" into "q^ŽÊj¢gå").
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

const TEXTS = {
  'zh-TW': '煞車檢查',
  ja: 'ブレーキ点検',
  ko: '브레이크 점검',
  de: 'Bremsenprüfung größer',
  fi: 'Jarrujen tarkastus äö',
};

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-'));
  writeFileSync(join(dir, 'a.pdf'), bytes);
  return execFileSync('pdftotext', [join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
}

describe('PDFs in every language', () => {
  let api: TestApi;
  let dealer: Record<string, string>;
  const bike = DemoFleet.healthy;
  beforeAll(async () => {
    api = await createTestApi('pglite');
    dealer = { ...(await api.auth(DemoAccounts.dealer)), 'content-type': 'application/json' };
  });
  afterAll(() => api.close());

  it('the service book reads back zh-TW, ja, ko, de and fi', async () => {
    for (const text of Object.values(TEXTS)) {
      const res = await api.app.inject({
        method: 'POST',
        url: '/api/service_book/',
        headers: dealer,
        payload: JSON.stringify({ vin: bike.vin, title: text, description: `${text} – notes` }),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const pdf = await api.app.inject({ url: `/api/export/service_book/${bike.vin}/pdf`, headers: dealer });
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const [language, expected] of Object.entries(TEXTS)) expect(text, language).toContain(expected);
  });

  it('the service report reads back zh-TW, ja, ko, de and fi', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/service_report/',
      headers: { ...ws.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({
        workspace_id: ws.id,
        title: TEXTS['zh-TW'],
        summary: Object.values(TEXTS).join(' / '),
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json<{ result: { id: number } }>().result.id;
    const pdf = await api.app.inject({ url: `/api/export/service_report/${id}/pdf`, headers: ws.headers });
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfText(pdf.rawPayload);
    for (const [language, expected] of Object.entries(TEXTS)) expect(text, language).toContain(expected);
  });
});
