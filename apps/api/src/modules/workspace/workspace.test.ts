import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet, SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { SessionTokens } from '../../identity/session-token.ts';
import { signingKey } from '../../identity/keys.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from './workspace.test-support.ts';

const healthy = DemoFleet.healthy;

describe.each(testDatabases())('workspaces on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  it('opens a workspace with a session token bound to user and workspace', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, healthy.vin);
    expect(ws.vin).toBe(healthy.vin);
    expect(new Date(ws.session_expires_at).getTime()).toBeGreaterThan(Date.now());
    const claims = await api.app.ctx.sessionTokens.verify(ws.session_token);
    expect(claims.workspaceId).toBe(ws.id);
    const got = await api.app.inject({ url: `/api/workspace/${ws.id}`, headers: ws.headers });
    expect(got.statusCode).toBe(200);
    expect(got.json().result).toMatchObject({
      id: ws.id,
      vin: healthy.vin,
      bike_shop_id: 1,
      task_info: { task_list: [], status_ratio: { total: 0 } },
    });
  });

  it('refuses a workspace for an unknown VIN (404000) and bad input (400700)', async () => {
    const headers = await api.auth(DemoAccounts.dealer);
    const unknown = await api.app.inject({
      method: 'POST',
      url: '/api/workspace/',
      headers,
      payload: { vin: 'NOPE', bike_shop_id: 1 },
    });
    expect(unknown.json().code).toBe(404000);
    const bad = await api.app.inject({
      method: 'POST',
      url: '/api/workspace/',
      headers,
      payload: { vin: healthy.vin },
    });
    expect(bad.json().code).toBe(400700);
  });

  it('keeps shops apart: harbor can neither open nor read shop 1 workspaces', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, healthy.vin);
    const harbor = await api.auth(DemoAccounts.otherDealer);
    expect((await api.app.inject({ url: `/api/workspace/${ws.id}`, headers: harbor })).json().code).toBe(
      404000,
    );
    expect(
      (await api.app.inject({ url: `/api/workspace/${ws.id}/connection/datetime`, headers: harbor })).json()
        .code,
    ).toBe(404000);
    const asOwn = await api.app.inject({
      method: 'POST',
      url: '/api/workspace/',
      headers: harbor,
      payload: { vin: healthy.vin, bike_shop_id: 2 },
    });
    expect(asOwn.json().code).toBe(404000);
    const asOther = await api.app.inject({
      method: 'POST',
      url: '/api/workspace/',
      headers: harbor,
      payload: { vin: healthy.vin, bike_shop_id: 1 },
    });
    expect(asOther.json().code).toBe(403000);
    const reload = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/workspace/${ws.id}/task`,
      headers: harbor,
      payload: readingOf(healthy),
    });
    expect(reload.json().code).toBe(404000);
  });

  it('requires a valid, unexpired session token of this workspace on v2 calls', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, healthy.vin);
    const other = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.in_bootloader.vin);
    const url = `/api/v2/workspace/${ws.id}/task`;
    const payload = readingOf(healthy);
    const missing = await api.app.inject({ method: 'PUT', url, headers: ws.headers, payload });
    expect(missing.json().code).toBe(401000);
    const foreign = await api.app.inject({
      method: 'PUT',
      url,
      headers: { ...ws.headers, [SESSION_TOKEN_HEADER]: other.session_token },
      payload,
    });
    expect(foreign.json().code).toBe(403000);
    const key = await signingKey(api.database.db, 'bridge_session');
    const expiredTokens = new SessionTokens(key, `${api.config.publicUrl}/api`, -120);
    const { token } = await expiredTokens.issue(
      (await api.app.ctx.sessionTokens.verify(ws.session_token)).userId,
      ws.id,
    );
    const expired = await api.app.inject({
      method: 'PUT',
      url,
      headers: { ...ws.headers, [SESSION_TOKEN_HEADER]: token },
      payload,
    });
    expect(expired.json().code).toBe(401701);
    const good = await api.app.inject({ method: 'PUT', url, headers: ws.session, payload });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().result).toMatchObject({
      workspace_id: ws.id,
      health_score: 100,
      health_band: 'Healthy',
    });
    const conn = (
      await api.app.inject({ url: `/api/workspace/${ws.id}/connection/datetime`, headers: ws.headers })
    ).json().result;
    expect(conn.connected_at).not.toBeNull();
  });

  it('refuses a session token issued to another user with 403000', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, healthy.vin);
    const harborWs = await openWorkspaceFor(api, DemoAccounts.otherDealer, 'NORBY0001P0250001', 2);
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v2/workspace/${ws.id}/task`,
      headers: { ...ws.headers, [SESSION_TOKEN_HEADER]: harborWs.session_token },
      payload: readingOf(healthy),
    });
    expect(res.json().code).toBe(403000);
  });

  it('suggests the bike and its latest workspace from module ids or VIN', async () => {
    const headers = await api.auth(DemoAccounts.dealer);
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.error_code_warning.vin);
    const mids = DemoFleet.error_code_warning.components.map((c) => c.moduleId).join(',');
    const byMids = (
      await api.app.inject({ url: `/api/workspace/?bike_shop_id=1&mids=${mids}`, headers })
    ).json().result;
    expect(byMids.vin).toBe(DemoFleet.error_code_warning.vin);
    expect(byMids.workspace.id).toBe(ws.id);
    const byVin = (
      await api.app.inject({
        url: `/api/workspace/?bike_shop_id=1&vin=${DemoFleet.low_battery.vin}`,
        headers,
      })
    ).json().result;
    expect(byVin).toEqual({ vin: DemoFleet.low_battery.vin, workspace: null });
    const neither = await api.app.inject({ url: '/api/workspace/?bike_shop_id=1', headers });
    expect(neither.json().code).toBe(400700);
    const otherShop = await api.app.inject({
      url: `/api/workspace/?bike_shop_id=2&vin=NORBY0001P0250001`,
      headers,
    });
    expect(otherShop.json().code).toBe(404000);
  });

  it('resumes a workspace with a fresh session', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, healthy.vin);
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/workspace/',
      headers: ws.headers,
      payload: { vin: healthy.vin, bike_shop_id: 1, workspace_id: ws.id },
    });
    expect(res.json().result.id).toBe(ws.id);
    expect(res.json().result.session_token).not.toBe(ws.session_token);
  });
});
