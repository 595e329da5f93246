import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { startApi } from '../start-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/foundation.seed.ts';
import { oidcPayloads } from '../db/tables/index.ts';
import { databaseAdapterFactory } from './idp-adapter.ts';
import { authorizationRequest, CookieJar, signInThroughProvider } from './idp-flow.testing.ts';

describe.each(testDatabases())('embedded OpenID provider on %s', (kind) => {
  let api: TestApi;
  const basic = () =>
    `Basic ${Buffer.from(`${api.app.ctx.issuer.clientId}:${api.app.ctx.issuer.clientSecret}`).toString('base64')}`;
  const token = (params: Record<string, string>, app = api.app) =>
    app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { authorization: basic(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(params).toString(),
    });

  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  it("signs out and returns to /login without a question; the session's refresh token ends", async () => {
    const grant = await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD);
    const tokens = (
      await token({
        grant_type: 'authorization_code',
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.verifier,
      })
    ).json();
    // The portal sends its ID token as id_token_hint.
    const params = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: 'http://localhost:8080/login',
      state: 'bye',
    });
    const page = await api.app.inject({
      url: `/idp/session/end?${params.toString()}`,
      headers: { cookie: grant.jar.header() },
    });
    grant.jar.store(page);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="logout" value="yes"');
    expect(page.body).toContain('document.forms[0].submit()');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-/);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const confirm = await api.app.inject({
      method: 'POST',
      url: '/idp/session/end/confirm',
      headers: { cookie: grant.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe('http://localhost:8080/login?state=bye');
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token })).json().error,
    ).toBe('invalid_grant');
  });

  it('accepts the ID token of a password sign-in (POST /user/login) as id_token_hint', async () => {
    const login = await api.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: DemoAccounts.dealer, password: DEMO_PASSWORD }),
    });
    const params = new URLSearchParams({
      id_token_hint: login.json().result.id_token,
      post_logout_redirect_uri: 'http://localhost:8080/login',
    });
    const page = await api.app.inject({ url: `/idp/session/end?${params.toString()}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="xsrf"');
  });

  it('shares its state through the database: another API process completes the flow', async () => {
    const second = await startApi(api.config, { database: api.database });
    try {
      const start = authorizationRequest(
        `${api.app.ctx.issuer.issuer}/auth`,
        api.app.ctx.issuer.clientId,
        api.app.ctx.config.publicUrl,
      );
      const jar = new CookieJar();
      const auth = await api.app.inject({ url: new URL(start.url).pathname + new URL(start.url).search });
      jar.store(auth);
      const uid = (auth.headers.location as string).split('/').pop()!;
      // The form is submitted to the other process: same cookie keys, same store.
      const login = await second.app.inject({
        method: 'POST',
        url: `/idp/interaction/${uid}/login`,
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: DemoAccounts.dealer, password: DEMO_PASSWORD }).toString(),
      });
      jar.store(login);
      expect(login.statusCode).toBe(303);
      const resume = await api.app.inject({
        url: new URL(login.headers.location as string).pathname,
        headers: { cookie: jar.header() },
      });
      const back = new URL(resume.headers.location as string);
      expect(back.searchParams.get('state')).toBe(start.state);
      const exchanged = await token(
        {
          grant_type: 'authorization_code',
          code: back.searchParams.get('code')!,
          redirect_uri: start.redirectUri,
          code_verifier: start.verifier,
        },
        second.app,
      );
      expect(exchanged.statusCode).toBe(200);
    } finally {
      await second.app.close();
    }
  });

  it('stores payloads in oidc_payloads: find, consume, expiry, grant revocation', async () => {
    const adapter = databaseAdapterFactory(api.database.db)('AccessToken');
    await adapter.upsert('t1', { grantId: 'g1', accountId: 'a1' }, 60);
    await adapter.upsert('t2', { grantId: 'g1' }, 60);
    await adapter.upsert('t3', { grantId: 'g2' }, 60);
    expect(await adapter.find('t1')).toEqual({ grantId: 'g1', accountId: 'a1' });
    await adapter.consume('t1');
    expect((await adapter.find('t1'))?.consumed).toEqual(expect.any(Number));
    await adapter.revokeByGrantId('g1');
    expect(await adapter.find('t1')).toBeUndefined();
    expect(await adapter.find('t2')).toBeUndefined();
    expect(await adapter.find('t3')).toBeDefined();
    await api.database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 't3'));
    expect(await adapter.find('t3')).toBeUndefined();
    const sessions = databaseAdapterFactory(api.database.db)('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    expect(await sessions.findByUid('u1')).toMatchObject({ accountId: 'a1' });
    await sessions.destroy('s1');
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });
});

describe('embedded OpenID provider with CORS_ORIGINS', () => {
  // An API of its own, started in a hook: the start is set-up, not the test's own time.
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite', { CORS_ORIGINS: 'http://localhost:5173' });
  });
  afterAll(() => api.close());

  it('accepts /login of every portal origin as redirect URI', async () => {
    for (const origin of ['http://localhost:8080', 'http://localhost:5173']) {
      const start = authorizationRequest(
        `${api.app.ctx.issuer.issuer}/auth`,
        api.app.ctx.issuer.clientId,
        origin,
      );
      const res = await api.app.inject({ url: new URL(start.url).pathname + new URL(start.url).search });
      expect(res.headers.location, origin).toMatch(/^\/idp\/interaction\//);
    }
    const foreign = authorizationRequest(
      `${api.app.ctx.issuer.issuer}/auth`,
      api.app.ctx.issuer.clientId,
      'http://evil.example',
    );
    const refused = await api.app.inject({
      url: new URL(foreign.url).pathname + new URL(foreign.url).search,
    });
    expect(refused.statusCode).toBe(400);
  });
});
