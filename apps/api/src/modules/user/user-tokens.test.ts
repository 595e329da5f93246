import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PermissionKey, PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { users } from '../../db/tables/index.ts';
import { createUser } from '../../identity/identity.testing.ts';
import { signInThroughProvider } from '../../idp/idp-flow.testing.ts';

const json = { 'content-type': 'application/json', [PORTAL_VERSION_HEADER]: PORTAL_VERSION };

describe.each(testDatabases())('user calls on %s', (kind) => {
  let api: TestApi;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { ...json, ...headers },
      payload: JSON.stringify(payload),
    });
  const login = (username: string, password: string) => post('/api/user/login', { username, password });

  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  describe('POST /user/refresh_token', () => {
    it('renews tokens from a password sign-in and rotates the refresh token', async () => {
      const first = (await login(DemoAccounts.dealer, DEMO_PASSWORD)).json().result;
      const res = await post('/api/user/refresh_token', { refresh_token: first.refresh_token });
      expect(res.statusCode).toBe(200);
      const renewed = res.json().result;
      expect(renewed.refresh_token).not.toBe(first.refresh_token);
      expect(renewed.id_token).toBeTruthy();
      const claims = await api.app.ctx.issuer.verifier().verify(renewed.access_token);
      expect(claims.email).toBe(DemoAccounts.dealer);
      // The used one is spent: replaying it → 401701 (and the provider revokes the whole grant).
      expect(
        (await post('/api/user/refresh_token', { refresh_token: first.refresh_token })).json().code,
      ).toBe(401701);
    });

    it('renews tokens from the authorization code flow', async () => {
      const grant = await signInThroughProvider(api.app, DemoAccounts.serviceCenter, DEMO_PASSWORD);
      const tokens = (
        await post('/api/user/login/authorization_code', {
          client_id: api.app.ctx.issuer.clientId,
          code: grant.code,
          redirect_uri: grant.redirectUri,
          code_verifier: grant.verifier,
        })
      ).json().result;
      const res = await post('/api/user/refresh_token', { refresh_token: tokens.refresh_token });
      expect(res.statusCode).toBe(200);
      expect((await api.app.ctx.issuer.verifier().verify(res.json().result.access_token)).email).toBe(
        DemoAccounts.serviceCenter,
      );
    });

    it('refuses an unknown refresh token with 401701 and a missing one with 400700', async () => {
      const res = await post('/api/user/refresh_token', { refresh_token: 'not-a-refresh-token' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401701, message: 'Token expired.' });
      expect((await post('/api/user/refresh_token', {})).json().code).toBe(400700);
    });

    it('refuses the refresh token of a user disabled since', async () => {
      const user = await createUser(api.database.db, { password: 'Soon-off-1' });
      const tokens = (await login(user.email, 'Soon-off-1')).json().result;
      await api.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
      expect(
        (await post('/api/user/refresh_token', { refresh_token: tokens.refresh_token })).json().code,
      ).toBe(401701);
    });
  });

  describe('token, detail and permission lookups', () => {
    it('GET /user/verify_token answers username, sub and exp; an expired token → 401701', async () => {
      const headers = await api.auth(DemoAccounts.dealer);
      const res = await api.app.inject({ url: '/api/user/verify_token', headers });
      expect(res.statusCode).toBe(200);
      const [dealer] = await api.database.db.select().from(users).where(eq(users.email, DemoAccounts.dealer));
      expect(res.json().result).toEqual({
        username: DemoAccounts.dealer,
        sub: dealer!.id,
        exp: expect.any(Number),
      });
      const expired = await api.tokenFor(DemoAccounts.dealer, -60);
      const late = await api.app.inject({
        url: '/api/user/verify_token',
        headers: { authorization: `Bearer ${expired}` },
      });
      expect(late.statusCode).toBe(401);
      expect(late.json().code).toBe(401701);
      expect(
        (
          await api.app.inject({ url: '/api/user/verify_token', headers: { authorization: 'Bearer forged' } })
        ).json().code,
      ).toBe(401000);
    });

    it('GET /user/detail describes the user', async () => {
      const res = await api.app.inject({
        url: '/api/user/detail',
        headers: await api.auth(DemoAccounts.serviceCenter),
      });
      expect(res.json().result).toEqual({
        username: DemoAccounts.serviceCenter,
        email: DemoAccounts.serviceCenter,
        display_name: 'Demo Service Center',
        status: 'enabled',
        identity_provider: 'cognito',
      });
    });

    it('GET /user/permission maps all 25 keys for the platform', async () => {
      const res = await api.app.inject({
        url: '/api/user/permission?platform=dealer_portal',
        headers: await api.auth(DemoAccounts.dealer),
      });
      expect(res.statusCode).toBe(200);
      const map = res.json().result.permission;
      expect(Object.keys(map).sort()).toEqual([...PermissionKey].sort());
      expect(map.register_dealer).toBe(true);
      expect(map.register_service_center).toBe(false);
      const none = await api.app.inject({
        url: '/api/user/permission?platform=dealer_portal',
        headers: await api.auth(DemoAccounts.noPermission),
      });
      expect(Object.values(none.json().result.permission).every((v) => v === false)).toBe(true);
    });

    it('GET /user/permission needs a known platform (400700)', async () => {
      const headers = await api.auth(DemoAccounts.dealer);
      expect((await api.app.inject({ url: '/api/user/permission', headers })).json().code).toBe(400700);
      expect(
        (await api.app.inject({ url: '/api/user/permission?platform=other', headers })).json().code,
      ).toBe(400700);
    });

    it("refuses a disabled user's still-valid token with 401600", async () => {
      const user = await createUser(api.database.db, { status: 'disabled' });
      const res = await api.app.inject({ url: '/api/user/detail', headers: await api.auth(user.email) });
      expect(res.json().code).toBe(401600);
    });
  });
});
