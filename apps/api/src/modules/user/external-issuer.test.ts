// The API against a second, separately started OpenID Connect issuer, configured only through
// OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET. (The browser test runs the same flow in Chromium.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import {
  signInOverHttp,
  startExternalIssuer,
  type ExternalIssuer,
} from '../../test/external-issuer-process.ts';
import { authorizationRequest } from '../../idp/idp-flow.testing.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { users } from '../../db/tables/index.ts';

const PUBLIC_URL = 'http://localhost:8080';
const PASSWORD = 'external-secret-42';

// A second process and an API start: generous limits for a loaded CI machine.
describe.each(testDatabases())('external issuer on %s', { timeout: 120_000 }, (kind) => {
  let external: ExternalIssuer;
  let api: TestApi;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload),
    });

  beforeAll(async () => {
    external = await startExternalIssuer({
      redirectUri: `${PUBLIC_URL}/login`,
      audience: `${PUBLIC_URL}/api`,
      email: DemoAccounts.dealer,
      password: PASSWORD,
    });
    api = await createTestApi(kind, {
      WEB_DIST: '/nonexistent/web-dist',
      OIDC_ISSUER: external.issuer,
      OIDC_CLIENT_ID: external.clientId,
      OIDC_CLIENT_SECRET: external.clientSecret,
    });
  }, 240_000);
  afterAll(async () => {
    await api?.close();
    await external?.stop();
  });

  it('publishes the external issuer in /auth/config and mounts no provider', async () => {
    const config = (await api.app.inject({ url: '/api/auth/config' })).json().result;
    expect(config).toMatchObject({
      issuer: external.issuer,
      authorization_endpoint: `${external.issuer}/auth`,
      end_session_endpoint: `${external.issuer}/session/end`,
      client_id: external.clientId,
      redirect_path: '/login',
    });
    expect((await api.app.inject({ url: '/idp/.well-known/openid-configuration' })).statusCode).toBe(404);
  });

  it('exchanges a code of the external issuer, links the user by e-mail and refreshes', async () => {
    const config = (await api.app.inject({ url: '/api/auth/config' })).json().result;
    const start = authorizationRequest(config.authorization_endpoint, config.client_id, PUBLIC_URL);
    const back = await signInOverHttp(start.url, start.redirectUri, DemoAccounts.dealer, PASSWORD);
    expect(back.searchParams.get('state')).toBe(start.state);
    const res = await post('/api/user/login/authorization_code', {
      client_id: config.client_id,
      code: back.searchParams.get('code'),
      redirect_uri: start.redirectUri,
      code_verifier: start.verifier,
    });
    expect(res.statusCode).toBe(200);
    const tokens = res.json().result;
    const headers = { authorization: `Bearer ${tokens.access_token}` };
    // The external issuer's ID token is for the portal client, not for the API (decision 2652).
    const withId = await api.app.inject({
      url: '/api/user/detail',
      headers: { authorization: `Bearer ${tokens.id_token}` },
    });
    expect(withId.json().code).toBe(401000);

    const detail = await api.app.inject({ url: '/api/user/detail', headers });
    expect(detail.json().result).toMatchObject({
      username: DemoAccounts.dealer,
      identity_provider: 'cognito_microsoft_federation',
    });
    const verified = (await api.app.inject({ url: '/api/user/verify_token', headers })).json().result;
    expect(verified.sub).toBe(external.subject);
    const [linked] = await api.database.db.select().from(users).where(eq(users.email, DemoAccounts.dealer));
    expect(linked!.idpSubject).toBe(external.subject);
    expect((await api.app.inject({ url: '/api/account/', headers })).json().result.detail.role).toBe(
      'dealer',
    );

    const refreshed = await post('/api/user/refresh_token', { refresh_token: tokens.refresh_token });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().result.access_token).not.toBe(tokens.access_token);
  });

  it('refuses a bad code (401000) and a bad refresh token (401701) from the external issuer', async () => {
    const bad = await post('/api/user/login/authorization_code', {
      client_id: external.clientId,
      code: 'made-up',
      redirect_uri: `${PUBLIC_URL}/login`,
      code_verifier: 'v'.repeat(43),
    });
    expect(bad.json().code).toBe(401000);
    expect((await post('/api/user/refresh_token', { refresh_token: 'made-up' })).json().code).toBe(401701);
  });

  it('sends password calls to single sign-on: 400000', async () => {
    expect(
      (await post('/api/user/login', { username: DemoAccounts.dealer, password: 'demo1234' })).json().code,
    ).toBe(400000);
    expect((await post('/api/user/forgot_password', { username: DemoAccounts.dealer })).json().code).toBe(
      400000,
    );
    expect(
      (
        await post('/api/user/confirm_forgot_password', {
          username: DemoAccounts.dealer,
          code: '123456',
          new_password: 'Whatever-1',
        })
      ).json().code,
    ).toBe(400000);
  });

  it('refuses tokens of the embedded issuer (not trusted here) with 401000', async () => {
    const foreign = await api.app.inject({
      url: '/api/account/',
      headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
    });
    expect(foreign.json().code).toBe(401000);
  });
});
