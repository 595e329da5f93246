// The identify credential (decision 1760): issued for the dealer's own shop only, names no workspace,
// carries scope "identify", and opens no v2 backend call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { DemoFleet, SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { openWorkspaceFor } from './workspace.test-support.ts';

describe.each(testDatabases())('identify session on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  const issue = async (email: string, bikeShopId: number) =>
    api.app.inject({
      method: 'POST',
      url: '/api/workspace/identify_session',
      headers: await api.auth(email),
      payload: { bike_shop_id: bikeShopId },
    });

  it('issues a scoped credential for the own shop and refuses another shop (403000)', async () => {
    const res = await issue(DemoAccounts.dealer, 1);
    expect(res.statusCode, res.body).toBe(200);
    const { session_token } = res.json().result as { session_token: string };
    expect(decodeJwt(session_token)).toMatchObject({ scope: 'identify', wid: 0, aud: 'system-bridge' });
    expect((await issue(DemoAccounts.otherDealer, 1)).json().code).toBe(403000);
  });

  it('is no workspace session: a v2 call with it is refused (401000), a real one passes', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.healthy.vin);
    const { session_token } = (await issue(DemoAccounts.dealer, 1)).json().result as {
      session_token: string;
    };
    const get = (token: string) =>
      api.app.inject({ url: '/api/v2/firmware/', headers: { ...ws.headers, [SESSION_TOKEN_HEADER]: token } });
    expect((await get(ws.session_token)).statusCode).toBe(200);
    expect((await get(session_token)).json().code).toBe(401000);
  });
});
