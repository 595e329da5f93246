import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { mailOutbox, passwordResetCodes } from '../../db/tables/index.ts';
import { createUser } from '../../identity/identity.testing.ts';

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
      const asked = Date.now();
      const res = await post('/api/user/forgot_password', { username: user.email });
      const answered = Date.now();
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
      // 15 minutes from when it was asked, however long the machine took to answer.
      expect(stored!.expiresAt.getTime()).toBeGreaterThanOrEqual(asked + 15 * 60_000);
      expect(stored!.expiresAt.getTime()).toBeLessThanOrEqual(answered + 15 * 60_000);

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
