import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { startApi } from '../start-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/foundation.seed.ts';
import { oidcPayloads } from '../db/tables/index.ts';
import { createUser } from '../identity/identity.testing.ts';
import { databaseAdapterFactory } from './idp-adapter.ts';
import {
  authorizationRequest,
  CookieJar,
  SignInPageError,
  signInThroughProvider,
} from './idp-flow.testing.ts';

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

  it('publishes discovery and keys under PUBLIC_URL/idp', async () => {
    const discovery = (await api.app.inject({ url: '/idp/.well-known/openid-configuration' })).json();
    expect(discovery).toMatchObject({
      issuer: 'http://localhost:8080/idp',
      authorization_endpoint: 'http://localhost:8080/idp/auth',
      token_endpoint: 'http://localhost:8080/idp/token',
      end_session_endpoint: 'http://localhost:8080/idp/session/end',
      jwks_uri: 'http://localhost:8080/idp/jwks',
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = (await api.app.inject({ url: '/idp/jwks' })).json();
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kid: api.app.ctx.issuer.key!.kid, kty: 'RSA', alg: 'RS256' }),
    ]);
    expect(jwks.keys[0].d).toBeUndefined();
    // The API's own OpenAPI document does not list the provider.
    const openapi = (await api.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(openapi.paths).some((p) => p.startsWith('/idp'))).toBe(false);
  });

  it('serves an accessible, branded sign-in page', async () => {
    const start = authorizationRequest(
      `${api.app.ctx.issuer.issuer}/auth`,
      api.app.ctx.issuer.clientId,
      api.app.ctx.config.publicUrl,
    );
    const jar = new CookieJar();
    const auth = await api.app.inject({ url: new URL(start.url).pathname + new URL(start.url).search });
    jar.store(auth);
    expect(auth.statusCode).toBe(303);
    const page = await api.app.inject({
      url: auth.headers.location as string,
      headers: { cookie: jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['cache-control']).toBe('no-store');
    const html = page.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Dealer Portal');
    expect(html).toMatch(
      /<label for="email">E-mail address<\/label>\s*<input id="email" name="email" type="email"[^>]*autocomplete="username"/,
    );
    expect(html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"[^>]*autocomplete="current-password"/,
    );
    expect(html).toContain(':focus-visible');
    expect(html).toContain('role="alert"');
  });

  it('requires PKCE', async () => {
    const start = authorizationRequest(
      `${api.app.ctx.issuer.issuer}/auth`,
      api.app.ctx.issuer.clientId,
      api.app.ctx.config.publicUrl,
    );
    const url = new URL(start.url);
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    const res = await api.app.inject({ url: url.pathname + url.search });
    expect(res.headers.location).toContain('error=invalid_request');
  });

  it('issues RS256 JWT access tokens for the API with the e-mail claim', async () => {
    const grant = await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD);
    const res = await token({
      grant_type: 'authorization_code',
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.verifier,
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json();
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({
      alg: 'RS256',
      kid: api.app.ctx.issuer.key!.kid,
      typ: 'at+jwt',
    });
    expect(decodeJwt(tokens.access_token)).toMatchObject({
      iss: 'http://localhost:8080/idp',
      aud: 'http://localhost:8080/api',
      email: DemoAccounts.dealer,
    });
    const claims = await api.app.ctx.issuer.verifier().verify(tokens.access_token);
    expect(claims.email).toBe(DemoAccounts.dealer);
  });

  it('shows wrong passwords, lock-out and disabled accounts on its page', async () => {
    const wrong = await signInThroughProvider(api.app, DemoAccounts.serviceCenter, 'wrong-password-1').catch(
      (e: unknown) => e,
    );
    expect(wrong).toBeInstanceOf(SignInPageError);
    expect((wrong as SignInPageError).status).toBe(401);
    expect((wrong as SignInPageError).body).toContain('Wrong e-mail address or password.');
    expect((wrong as SignInPageError).body).toContain('aria-invalid="true"');

    const user = await createUser(api.database.db, { password: 'Locked-123' });
    for (let i = 0; i < 4; i++)
      await signInThroughProvider(api.app, user.email, `wrong-${i}-pw`).catch(() => undefined);
    const locked = (await signInThroughProvider(api.app, user.email, 'wrong-4-pw').catch(
      (e: unknown) => e,
    )) as SignInPageError;
    expect(locked.body).toContain('locked for 15 minutes');
    expect(
      (
        (await signInThroughProvider(api.app, user.email, 'Locked-123').catch(
          (e: unknown) => e,
        )) as SignInPageError
      ).body,
    ).toContain('locked for 15 minutes');

    const disabled = await createUser(api.database.db, { password: 'Disabled-123', status: 'disabled' });
    const refused = (await signInThroughProvider(api.app, disabled.email, 'Disabled-123').catch(
      (e: unknown) => e,
    )) as SignInPageError;
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('This account has been disabled.');
  });

  it('answers an expired or unknown sign-in request with a page, not a crash', async () => {
    const res = await api.app.inject({ url: '/idp/interaction/does-not-exist' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Back to the Dealer Portal');
    const post = await api.app.inject({
      method: 'POST',
      url: '/idp/interaction/does-not-exist/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a&password=b',
    });
    expect(post.statusCode).toBe(400);
  });

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
  it('accepts /login of every portal origin as redirect URI', async () => {
    const api = await createTestApi('pglite', { CORS_ORIGINS: 'http://localhost:5173' });
    try {
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
    } finally {
      await api.close();
    }
  });
});
