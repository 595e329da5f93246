// Bad input for the calls whose other tests focus on behaviour: each of these must be refused with
// 400700 (schema) before anything is read or written — with a valid workspace session where the
// call is a v2 one, so the refusal is the input's and not the session's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { openWorkspaceFor } from './workspace.test-support.ts';

describe.each(testDatabases())('bad input on %s', (kind) => {
  let api: TestApi;
  let ws: Awaited<ReturnType<typeof openWorkspaceFor>>;
  beforeAll(async () => {
    api = await createTestApi(kind);
    ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.healthy.vin);
  });
  afterAll(() => api.close());

  const cases = (id: number): [string, string, object | undefined][] => [
    ['GET', '/workspace/abc', undefined],
    ['GET', '/workspace/abc/connection/datetime', undefined],
    ['PUT', `/v2/workspace/${id}/task`, { components: 'none' }],
    ['GET', '/workspace/task/abc', undefined],
    ['DELETE', '/workspace/task/abc', undefined],
    ['POST', '/workspace/task/1/activity/abc', undefined],
    ['POST', `/v2/workspace/${id}/activity/parameter_compare`, { part_type: 'hmi', digest: '' }],
    ['POST', `/v1/workspace/${id}/activity/parameter_sync`, { part_type: 'hmi' }],
    ['GET', '/bike_spec/abc', undefined],
    ['GET', '/bike_spec/abc/bundle_rule', undefined],
    ['GET', '/barcode_part/abc', undefined],
    ['GET', '/v2/bike_spec/1/parameter?param_type=speed', undefined],
    ['GET', '/v2/protocol_part/1/parameter?param_type=colour', undefined],
    ['GET', '/v2/protocol_part/hmi/barcode/HM1/parameter', undefined],
    ['GET', '/v2/barcode_part/1/parameter?part_type=hmi', undefined],
    ['GET', `/v2/bike/${DemoFleet.healthy.vin}/parameter/part_replacement?operation=INSTALL`, undefined],
  ];

  it('refuses each with 400700', async () => {
    for (const [method, url, payload] of cases(ws.id)) {
      const res = await api.app.inject({
        method: method as 'GET',
        url: `/api${url}`,
        headers: url.startsWith('/v2') ? ws.session : ws.headers,
        ...(payload ? { payload } : {}),
      });
      expect(res.json().code, `${method} ${url}`).toBe(400700);
    }
  });

  it('accepts v1 parameter_sync with a digest', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: `/api/v1/workspace/${ws.id}/activity/parameter_sync`,
      headers: ws.headers,
      payload: { part_type: 'hmi', digest: 'f00d' },
    });
    expect(res.json().result).toMatchObject({
      kind: 'parameter_update',
      result: { synced: true },
      payload: { call: 'parameter_sync', digest: 'f00d' },
    });
  });
});
