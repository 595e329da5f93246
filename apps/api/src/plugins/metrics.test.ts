// /metrics: only with the token, and the counters move with traffic.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';

const TOKEN = 'metrics-token-0123456789';

function portalDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'metrics-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Dealer Portal</title>');
  return dir;
}

describe('metrics', () => {
  let api: TestApi;
  let closed: TestApi;
  beforeAll(async () => {
    [api, closed] = await Promise.all([
      createTestApi('pglite', { METRICS_TOKEN: TOKEN }),
      // With the portal served, as `npm start` runs it: /metrics must not fall through to its page.
      createTestApi('pglite', { WEB_DIST: portalDist() }),
    ]);
  });
  afterAll(() => Promise.all([api.close(), closed.close()]));

  const metrics = async () =>
    (await api.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
  const value = (text: string, line: RegExp) => Number(line.exec(text)?.[1] ?? 0);

  it('exists only with a token, and answers only to it', async () => {
    expect((await closed.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect((await closed.app.inject({ url: '/service-book' })).headers['content-type']).toMatch(/text\/html/);
    expect((await api.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (await api.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } }))
        .statusCode,
    ).toBe(401);
  });

  it('counts requests by route and status, sign-ins by outcome, and shows the mail queue and the line', async () => {
    const before = await metrics();
    const requests =
      /http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/config",status="200"\} (\d+)/;
    const failures = /sign_ins_total\{outcome="failure"\} (\d+)/;
    for (let i = 0; i < 3; i++) await api.app.inject({ url: '/api/auth/config' });
    await api.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: DemoAccounts.dealer, password: 'not-the-password-1' }),
      remoteAddress: '10.7.0.1',
    });
    const after = await metrics();
    expect(value(after, requests) - value(before, requests)).toBe(3);
    expect(value(after, failures) - value(before, failures)).toBe(1);
    expect(after).toMatch(/mail_outbox\{status="pending"\} \d+/);
    expect(after).toMatch(/admission_requests\{state="active"\} \d+/);
    expect(after).toMatch(/db_pool_connections\{state="total"\} 1/);
  });
});
