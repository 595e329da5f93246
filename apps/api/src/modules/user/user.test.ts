import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PermissionKey, PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { mailOutbox, passwordResetCodes, users } from '../../db/tables/index.ts';
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
      const fifth = await login(user.email, 'wrong-5-pass');
      expect(fifth.json()).toEqual({
        code: 400601,
        message: 'Attempt limit exceeded, please try after some time.',
      });
      expect((await login(user.email, 'Correct123')).json().code).toBe(400601);
      const [row] = await api.database.db.select().from(users).where(eq(users.id, user.id));
      const minutes = (row!.lockedUntil!.getTime() - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(14);
      expect(minutes).toBeLessThanOrEqual(15.1);
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

  describe('POST /user/change_password', () => {
    it('changes the password after checking the old one', async () => {
      const user = await createUser(api.database.db, { password: 'Before-123' });
      const headers = await api.auth(user.email);
      const weak = await post(
        '/api/user/change_password',
        { old_password: 'Before-123', new_password: 'short' },
        headers,
      );
      expect(weak.json()).toMatchObject({
        code: 400700,
        details: [{ field: 'body/new_password', problem: 'must be at least 8 characters' }],
      });
      const wrong = await post(
        '/api/user/change_password',
        { old_password: 'Not-before-1', new_password: 'After-4567' },
        headers,
      );
      expect(wrong.json().code).toBe(401700);
      const ok = await post(
        '/api/user/change_password',
        { old_password: 'Before-123', new_password: 'After-4567' },
        headers,
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ result: null });
      expect((await login(user.email, 'Before-123')).json().code).toBe(401700);
      expect((await login(user.email, 'After-4567')).statusCode).toBe(200);
    });

    it('needs a token (401000) and a body (400700)', async () => {
      expect(
        (await post('/api/user/change_password', { old_password: 'a', new_password: 'b' })).json().code,
      ).toBe(401000);
      expect(
        (await post('/api/user/change_password', {}, await api.auth(DemoAccounts.dealer))).json().code,
      ).toBe(400700);
    });
  });

  describe('forgot password', () => {
    const latestMail = async (to: string) =>
      (
        await api.database.db
          .select()
          .from(mailOutbox)
          .where(eq(mailOutbox.toAddress, to))
          .orderBy(desc(mailOutbox.id))
      )[0];
    const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)![1]!;

    it('mails a code through the outbox and sets the new password with it', async () => {
      const user = await createUser(api.database.db, { password: 'Forgotten-1' });
      const tokens = (await login(user.email, 'Forgotten-1')).json().result;
      const res = await post('/api/user/forgot_password', { username: user.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: null });
      const mail = await latestMail(user.email);
      expect(mail).toMatchObject({
        kind: 'password_reset',
        status: 'pending',
        subject: 'Your Dealer Portal password reset code',
      });
      const code = codeIn(mail!.textBody);
      const [stored] = await api.database.db
        .select()
        .from(passwordResetCodes)
        .where(eq(passwordResetCodes.userId, user.id));
      expect(stored!.codeHash).not.toContain(code);
      expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);

      // Asking again at once mails no second code.
      await post('/api/user/forgot_password', { username: user.email });
      expect(
        (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, user.email))).length,
      ).toBe(1);

      const weak = await post('/api/user/confirm_forgot_password', {
        username: user.email,
        code,
        new_password: 'weakweak',
      });
      expect(weak.json().code).toBe(400700);
      const ok = await post('/api/user/confirm_forgot_password', {
        username: user.email,
        code,
        new_password: 'Remembered-2',
      });
      expect(ok.statusCode).toBe(200);
      expect((await login(user.email, 'Remembered-2')).statusCode).toBe(200);
      // Refresh tokens from before the reset are revoked; the code is spent.
      expect(
        (await post('/api/user/refresh_token', { refresh_token: tokens.refresh_token })).json().code,
      ).toBe(401701);
      expect(
        (
          await post('/api/user/confirm_forgot_password', {
            username: user.email,
            code,
            new_password: 'Again-345',
          })
        ).json().code,
      ).toBe(400700);
    });

    it('answers the same for an unknown address and mails nothing', async () => {
      const before = (await api.database.db.select().from(mailOutbox)).length;
      const res = await post('/api/user/forgot_password', { username: 'ghost@example.com' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: null });
      expect((await api.database.db.select().from(mailOutbox)).length).toBe(before);
    });

    it('refuses wrong codes (400700) and stops after 5 (400601)', async () => {
      const user = await createUser(api.database.db, { password: 'Guessed-123' });
      await post('/api/user/forgot_password', { username: user.email });
      const code = codeIn((await latestMail(user.email))!.textBody);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 4; i++) {
        const res = await post('/api/user/confirm_forgot_password', {
          username: user.email,
          code: wrong,
          new_password: 'Guess-1234',
        });
        expect(res.json()).toMatchObject({ code: 400700, details: [{ field: 'body/code' }] });
      }
      expect(
        (
          await post('/api/user/confirm_forgot_password', {
            username: user.email,
            code: wrong,
            new_password: 'Guess-1234',
          })
        ).json().code,
      ).toBe(400601);
      // Even the right code is no good any more.
      expect(
        (
          await post('/api/user/confirm_forgot_password', {
            username: user.email,
            code,
            new_password: 'Guess-1234',
          })
        ).json().code,
      ).toBe(400601);
      expect(
        (
          await post('/api/user/confirm_forgot_password', {
            username: user.email,
            code: '12ab56',
            new_password: 'Guess-1234',
          })
        ).json().code,
      ).toBe(400700);
    });

    it('activates an invited (unconfirmed) account', async () => {
      const user = await createUser(api.database.db, { status: 'unconfirmed' });
      await post('/api/user/forgot_password', { username: user.email });
      const code = codeIn((await latestMail(user.email))!.textBody);
      expect(
        (
          await post('/api/user/confirm_forgot_password', {
            username: user.email,
            code,
            new_password: 'Welcome-123',
          })
        ).statusCode,
      ).toBe(200);
      expect((await login(user.email, 'Welcome-123')).statusCode).toBe(200);
    });
  });
});
