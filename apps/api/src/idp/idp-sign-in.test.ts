import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, decodeJwt } from 'jose';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createUser } from '../identity/identity.testing.ts';
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

    // The lock-out is per account, whatever the address (each attempt here comes from another one).
    const user = await createUser(api.database.db, { password: 'Locked-123' });
    const from = (i: number) => `10.2.0.${i + 1}`;
    for (let i = 0; i < 4; i++)
      await signInThroughProvider(api.app, user.email, `wrong-${i}-pw`, undefined, from(i)).catch(
        () => undefined,
      );
    const locked = (await signInThroughProvider(api.app, user.email, 'wrong-4-pw', undefined, from(4)).catch(
      (e: unknown) => e,
    )) as SignInPageError;
    expect(locked.body).toContain('locked for 15 minutes');
    expect(
      (
        (await signInThroughProvider(api.app, user.email, 'Locked-123', undefined, from(5)).catch(
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
});
