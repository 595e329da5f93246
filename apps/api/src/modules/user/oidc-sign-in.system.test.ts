// Sign-in in real Chromium: authorization code + PKCE + state through the embedded provider's own
// page, then the same against a second, separately started issuer configured only through the
// environment (OIDC_ISSUER / OIDC_CLIENT_ID / OIDC_CLIENT_SECRET). Each time the API exchanges the
// code (POST /api/user/login/authorization_code) and accepts the access token (GET /api/account/).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { installedChromium, testChromiumPath } from '@dealer/server-env/test-browser';
import { createTestApi, type TestApi } from '../../test/test-api.ts';
import { freePort, startExternalIssuer, type ExternalIssuer } from '../../test/external-issuer-process.ts';
import { authorizationRequest } from '../../idp/idp-flow.testing.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../../db/seed/foundation.seed.ts';

const CHROMIUM = testChromiumPath();
const NO_PORTAL = '/nonexistent/dealer-portal-web-dist';

/** Starts the API listening on a free port, PUBLIC_URL naming that port. */
async function listeningApi(env: Record<string, string> = {}): Promise<{ api: TestApi; origin: string }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const api = await createTestApi('pglite', {
    PUBLIC_URL: origin,
    PORT: String(port),
    WEB_DIST: NO_PORTAL,
    ...env,
  });
  await api.app.listen({ port, host: 'localhost' });
  return { api, origin };
}

/**
 * Opens the authorization endpoint, signs in on the issuer's page and returns the code of the
 * redirect back to /login. The API runs without the built portal (WEB_DIST points nowhere), so no
 * portal code races the test for the one-time code.
 */
async function signInInBrowser(
  page: Page,
  authorizationEndpoint: string,
  clientId: string,
  origin: string,
  email: string,
  password: string,
) {
  const start = authorizationRequest(authorizationEndpoint, clientId, origin);
  const target = new URL(start.redirectUri);
  const redirected = page.waitForRequest((req) => {
    const url = new URL(req.url());
    return url.origin === target.origin && url.pathname === target.pathname;
  });
  await page.goto(start.url);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill(password);
  await page.getByRole('button', { name: /sign in|log in/i }).click();
  const back = new URL((await redirected).url());
  expect(back.searchParams.get('state'), 'state returned unchanged').toBe(start.state);
  const code = back.searchParams.get('code');
  expect(code, `authorization response ${back.toString()}`).toBeTruthy();
  return { code: code!, verifier: start.verifier, redirectUri: start.redirectUri };
}

async function exchangeAndCallApi(
  origin: string,
  clientId: string,
  grant: { code: string; verifier: string; redirectUri: string },
) {
  const headers = { 'content-type': 'application/json', [PORTAL_VERSION_HEADER]: PORTAL_VERSION };
  const exchange = await fetch(`${origin}/api/user/login/authorization_code`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      client_id: clientId,
      code: grant.code,
      redirect_uri: grant.redirectUri,
      code_verifier: grant.verifier,
    }),
  });
  const exchanged = (await exchange.json()) as {
    result: { access_token: string; refresh_token: string; id_token: string; token_type: string };
  };
  expect(exchange.status, JSON.stringify(exchanged)).toBe(200);
  expect(exchanged.result.token_type).toBe('Bearer');
  const account = await fetch(`${origin}/api/account/`, {
    headers: { ...headers, authorization: `Bearer ${exchanged.result.access_token}` },
  });
  const body = (await account.json()) as {
    result: { username: string; detail: { role: string; bike_shop: { name: string } | null } | null };
  };
  expect(account.status, JSON.stringify(body)).toBe(200);
  return { tokens: exchanged.result, account: body.result };
}

// A real browser, a real API start and a second process: minutes on a loaded CI machine, not seconds.
describe('OpenID Connect sign-in in Chromium', { timeout: 300_000 }, () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: installedChromium(CHROMIUM), args: ['--no-sandbox'] });
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('signs the demo dealer in through the embedded provider', async () => {
    const { api, origin } = await listeningApi();
    const page = await browser.newPage();
    try {
      const config = (await (await fetch(`${origin}/api/auth/config`)).json()) as {
        result: { authorization_endpoint: string; client_id: string; issuer: string };
      };
      expect(config.result.issuer).toBe(`${origin}/idp`);

      // The provider's page: a wrong password first shows the error text on the same page.
      const start = authorizationRequest(
        config.result.authorization_endpoint,
        config.result.client_id,
        origin,
      );
      await page.goto(start.url);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.title()).toContain('Dealer Portal');
      await page.getByLabel('E-mail address').fill(DemoAccounts.dealer);
      await page.getByLabel('Password').fill('wrong-password-1');
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect(await page.getByRole('alert').textContent()).toContain('Wrong e-mail address or password');

      const grant = await signInInBrowser(
        page,
        config.result.authorization_endpoint,
        config.result.client_id,
        origin,
        DemoAccounts.dealer,
        DEMO_PASSWORD,
      );
      const { tokens, account } = await exchangeAndCallApi(origin, config.result.client_id, grant);
      expect(account.username).toBe(DemoAccounts.dealer);
      expect(account.detail?.bike_shop?.name).toBe('Velo Werkstatt Berlin');
      expect(tokens.refresh_token).toBeTruthy();

      // Sign-out at the provider returns to /login without a question.
      const returned = page.waitForRequest((req) => new URL(req.url()).pathname === '/login');
      const logout = new URL(`${origin}/idp/session/end`);
      logout.searchParams.set('client_id', config.result.client_id);
      logout.searchParams.set('post_logout_redirect_uri', `${origin}/login`);
      await page.goto(logout.toString());
      expect(new URL((await returned).url()).origin).toBe(origin);
    } finally {
      await page.close();
      await api.close();
    }
  });

  it('signs in through a second, separately started issuer configured only by environment', async () => {
    const apiPort = await freePort();
    const origin = `http://localhost:${apiPort}`;
    const external: ExternalIssuer = await startExternalIssuer({
      redirectUri: `${origin}/login`,
      audience: `${origin}/api`,
      email: DemoAccounts.serviceCenter,
      password: 'external-secret-42',
    });
    const api = await createTestApi('pglite', {
      PUBLIC_URL: origin,
      PORT: String(apiPort),
      WEB_DIST: NO_PORTAL,
      OIDC_ISSUER: external.issuer,
      OIDC_CLIENT_ID: external.clientId,
      OIDC_CLIENT_SECRET: external.clientSecret,
    });
    const page = await browser.newPage();
    try {
      await api.app.listen({ port: apiPort, host: 'localhost' });
      const config = (await (await fetch(`${origin}/api/auth/config`)).json()) as {
        result: { authorization_endpoint: string; client_id: string; issuer: string };
      };
      expect(config.result.issuer).toBe(external.issuer);
      expect(config.result.client_id).toBe(external.clientId);

      const grant = await signInInBrowser(
        page,
        config.result.authorization_endpoint,
        config.result.client_id,
        origin,
        DemoAccounts.serviceCenter,
        'external-secret-42',
      );
      const { tokens, account } = await exchangeAndCallApi(origin, config.result.client_id, grant);
      // Linked by the e-mail claim to the seeded service center account.
      expect(account.username).toBe(DemoAccounts.serviceCenter);
      expect(account.detail?.role).toBe('service_center');

      const refreshed = await fetch(`${origin}/api/user/refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: tokens.refresh_token }),
      });
      expect(refreshed.status).toBe(200);
    } finally {
      await page.close();
      await api.close();
      await external.stop();
    }
  });
});
