import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { users } from '../../db/tables/index.ts';
import { createUser } from '../../identity/identity.testing.ts';
import { signInThroughProvider } from '../../idp/idp-flow.testing.ts';

const json = { 'content-type': 'application/json', [PORTAL_VERSION_HEADER]: PORTAL_VERSION };

describe.each(testDatabases())('user calls on %s', (kind) => {
  let api: TestApi;
  // Each call comes from an address of its own: these tests are about credentials and lock-out;
  // the per-address limit on wrong passwords has its own test (plugins/rate-limits.test.ts).
  let calls = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { ...json, ...headers },
      payload: JSON.stringify(payload),
      remoteAddress: `10.1.${++calls >> 8}.${calls & 255}`,
    });
  const login = (username: string, password: string) => post('/api/user/login', { username, password });

  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  describe('POST /user/login', () => {
    it('signs in with e-mail and password; the API accepts the access token', async () => {
      const res = await login(DemoAccounts.dealer, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const tokens = res.json().result;
      expect(Object.keys(tokens).sort()).toEqual([
        'access_token',
        'expires_in',
        'id_token',
        'refresh_token',
        'token_type',
      ]);
      expect(tokens.token_type).toBe('Bearer');
      expect(tokens.expires_in).toBe(3600);
      const account = await api.app.inject({
        url: '/api/account/',
        headers: { authorization: `Bearer ${tokens.access_token}` },
      });
      expect(account.statusCode).toBe(200);
      expect(account.json().result.username).toBe(DemoAccounts.dealer);
      const idClaims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1], 'base64url').toString());
      expect(idClaims).toMatchObject({
        iss: api.app.ctx.issuer.issuer,
        aud: api.app.ctx.issuer.clientId,
        email: DemoAccounts.dealer,
      });
    });

    it('matches the e-mail address without regard to case', async () => {
      expect((await login(DemoAccounts.dealer.toUpperCase(), DEMO_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a wrong password (401700), an unknown user (401702), a disabled user (401600)', async () => {
      const wrong = await login(DemoAccounts.serviceCenter, 'not-the-password1');
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe(401700);
      const unknown = await login('nobody@example.com', DEMO_PASSWORD);
      expect(unknown.json().code).toBe(401702);
      const disabled = await createUser(api.database.db, { password: 'Disabled123', status: 'disabled' });
      const res = await login(disabled.email, 'Disabled123');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 401600, message: 'User has been disabled.' });
    });

    it('locks an account for 15 minutes after 5 failures (400601), even for the right password', async () => {
      const user = await createUser(api.database.db, { password: 'Correct123' });
      for (let i = 1; i <= 4; i++)
        expect((await login(user.email, `wrong-${i}-pass`)).json().code).toBe(401700);
      const asked = Date.now();
      const fifth = await login(user.email, 'wrong-5-pass');
      const answered = Date.now();
      expect(fifth.json()).toEqual({
        code: 400601,
        message: 'Attempt limit exceeded, please try after some time.',
      });
      expect((await login(user.email, 'Correct123')).json().code).toBe(400601);
      const [row] = await api.database.db.select().from(users).where(eq(users.id, user.id));
      // 15 minutes from the fifth failure, however long the machine took to answer it.
      expect(row!.lockedUntil!.getTime()).toBeGreaterThanOrEqual(asked + 15 * 60_000);
      expect(row!.lockedUntil!.getTime()).toBeLessThanOrEqual(answered + 15 * 60_000);
      // Once the lock has passed, the right password works and the counter starts again.
      await api.database.db
        .update(users)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(users.id, user.id));
      expect((await login(user.email, 'Correct123')).statusCode).toBe(200);
    });

    it('needs an activated account (401703) and rejects bad input (400700)', async () => {
      const invited = await createUser(api.database.db, { password: 'Invited123', status: 'unconfirmed' });
      expect((await login(invited.email, 'Invited123')).json().code).toBe(401703);
      const missing = await post('/api/user/login', { username: DemoAccounts.dealer });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe(400700);
      expect((await post('/api/user/login', { username: '', password: 'x' })).json().code).toBe(400700);
    });
  });

  describe('POST /user/login/authorization_code', () => {
    it('exchanges a code from the embedded provider once', async () => {
      const grant = await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD);
      const body = {
        client_id: api.app.ctx.issuer.clientId,
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.verifier,
      };
      const res = await post('/api/user/login/authorization_code', body);
      expect(res.statusCode).toBe(200);
      const tokens = res.json().result;
      expect(tokens.token_type).toBe('Bearer');
      expect(tokens.refresh_token).toBeTruthy();
      const claims = await api.app.ctx.issuer.verifier().verify(tokens.access_token);
      expect(claims.email).toBe(DemoAccounts.dealer);
      // A code is good for one exchange.
      const again = await post('/api/user/login/authorization_code', body);
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe(401000);
    });

    it('refuses a wrong code or verifier with 401000, a foreign client id and bad input with 400700', async () => {
      const grant = await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD);
      const base = {
        client_id: api.app.ctx.issuer.clientId,
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.verifier,
      };
      expect(
        (await post('/api/user/login/authorization_code', { ...base, code: 'made-up-code' })).json().code,
      ).toBe(401000);
      expect(
        (await post('/api/user/login/authorization_code', { ...base, code_verifier: 'x'.repeat(43) })).json()
          .code,
      ).toBe(401000);
      expect(
        (await post('/api/user/login/authorization_code', { ...base, client_id: 'someone-else' })).json()
          .code,
      ).toBe(400700);
      const { code_verifier: _omitted, ...withoutVerifier } = base;
      expect((await post('/api/user/login/authorization_code', withoutVerifier)).json().code).toBe(400700);
    });
  });
});
