// The claim PDF, read back with pdftotext: the bike, the failed component, the fault codes, the
// diagnosis and the decision with its reviewer.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { caller, CONTROLLER, DANGER, DIAGNOSIS, readBikeIntoWorkspace } from './claim-test-support.ts';

function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'claim-pdf-'));
  writeFileSync(join(dir, 'a.pdf'), bytes);
  return execFileSync('pdftotext', ['-layout', join(dir, 'a.pdf'), '-'], { encoding: 'utf8' });
}

describe.each(testDatabases())('claim PDF on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  // Generous: the first PDF of a process loads the CJK fonts, slow on a busy machine.
  it('holds the bike, the fault codes and the decision', { timeout: 120_000 }, async () => {
    const call = caller(api);
    const [dealer, service] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
    await readBikeIntoWorkspace(api);
    const { id } = (
      await call('POST', '/claim', dealer, {
        vin: DANGER.vin,
        part_type: 'controller',
        serial: CONTROLLER.barcode,
        description: 'Motor cuts out under load',
        diagnosis: DIAGNOSIS,
      })
    ).json().result;
    await call('POST', `/claim/${id}/status`, dealer, { action: 'submit' });
    await call('POST', `/claim/${id}/review`, service, {
      decision: 'reject',
      comment: 'Water damage, not covered',
    });
    const res = await call('GET', `/claim/${id}/pdf`, service);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Warranty claim ${id}`);
    expect(text).toContain(DANGER.vin);
    expect(text).toContain(CONTROLLER.barcode);
    expect(text).toMatch(/Active fault codes\s+0x0101/);
    expect(text).toContain('0x0101, 0x0602');
    expect(text).toContain(`Rejected by ${DemoAccounts.serviceCenter}`);
    expect(text).toContain('Water damage, not covered');
    expect(text).toContain('Motor cuts out under load');
  });
});
