// A published report opens for the rider through its signed link without signing in; the link
// expires, cannot be altered to open another report, and opens nothing else.
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { signRiderLink } from './rider-link.ts';

const BIKE = DemoFleet.error_code_danger;

describe.each(testDatabases())('rider links on %s', (kind) => {
  let api: TestApi;
  let ws: Awaited<ReturnType<typeof openWorkspaceFor>>;
  let reportId: number;
  let publicId: string;
  const inject = (options: InjectOptions) => api.app.inject(options);
  const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
    inject({ method, url: `/api${url}`, headers });
  const open = (token: string | undefined) =>
    inject({ method: 'POST', url: '/api/rider/service_report', payload: { token } });
  const issuer = () => `${api.app.ctx.config.publicUrl}/api`;

  beforeAll(async () => {
    api = await createTestApi(kind);
    ws = await openWorkspaceFor(api, DemoAccounts.dealer, BIKE.vin);
    const tasks = await inject({
      method: 'PUT',
      url: `/api/v1/workspace/${ws.id}/task`,
      headers: ws.headers,
      payload: readingOf(BIKE),
    });
    expect(tasks.statusCode, tasks.body).toBe(200);
    const draft = await inject({
      method: 'POST',
      url: '/api/service_report/',
      headers: ws.headers,
      payload: { workspace_id: ws.id, title: 'Spring check', summary: 'Motor fault found.\nCable reseated.' },
    });
    reportId = draft.json().result.id;
    expect(
      (await call('POST', `/service_report/${reportId}/rider_link`, ws.headers)).json().code,
      'a draft is not shared',
    ).toBe(409800);
    publicId = (await call('POST', `/service_report/${reportId}/publish`, ws.headers)).json().result
      .public_id;
  });
  afterAll(() => api.close());

  it('opens the published report without signing in, with the fault codes and no staff e-mails', async () => {
    const link = (await call('POST', `/service_report/${reportId}/rider_link`, ws.headers)).json().result;
    expect(link.path).toBe(`/rider-report#${link.token}`);
    expect(link.url).toBe(`${api.app.ctx.config.publicUrl}${link.path}`);
    expect(new Date(link.expires_at).getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600_000);

    const res = await open(link.token);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().result;
    expect(report).toMatchObject({ public_id: publicId, title: 'Spring check', bike: { vin: BIKE.vin } });
    expect(report.summary).toBe('Motor fault found.\nCable reseated.');
    const danger = report.tasks.find((t: { task_type: string }) => t.task_type === 'error_code_danger');
    expect(danger.codes.length).toBeGreaterThan(0);
    expect(danger.codes[0]).toMatch(/^0x[0-9A-F]{4}$/i);
    expect(res.body).not.toContain('@example.com');
  });

  it('refuses an expired link with 401701', async () => {
    const { token } = await signRiderLink(api.database.db, issuer(), publicId, -60);
    const res = await open(token);
    expect(res.statusCode, res.body).toBe(401);
    expect(res.json().code).toBe(401701);
  });

  it('opens nothing else: an altered link, a session token or the link as a bearer all fail', async () => {
    const { token } = await signRiderLink(api.database.db, issuer(), publicId);
    const [head, , sig] = token.split('.');
    const otherBody = Buffer.from(
      JSON.stringify({
        sub: 'AAAAAAAAAAAAAAAA',
        aud: 'rider-service-report',
        iss: issuer(),
        exp: 9999999999,
      }),
    ).toString('base64url');
    const altered = await open(`${head}.${otherBody}.${sig}`);
    expect(altered.json().code, altered.body).toBe(404000);
    // A workspace session token is a JWT of another key and audience: not a rider link.
    expect((await open(ws.session['x-session-token'])).json().code).toBe(404000);
    // The rider link is not a credential for the API.
    const bearer = { authorization: `Bearer ${token}` };
    expect((await call('GET', `/service_report/${reportId}`, bearer)).statusCode).toBe(401);
    expect((await call('GET', `/service_report/published/${publicId}`, bearer)).statusCode).toBe(401);
    expect((await call('GET', `/service_report/published/${publicId}`)).statusCode).toBe(401);
    // Another shop cannot mint links for this shop's report.
    const harbor = await api.auth(DemoAccounts.otherDealer);
    expect((await call('POST', `/service_report/${reportId}/rider_link`, harbor)).json().code).toBe(404000);
  });
});
