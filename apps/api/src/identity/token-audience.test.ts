// The API accepts only access tokens issued for it (issue 26 finding 4, decision 2652): an ID token, a
// token of the same issuer for another audience, or one carrying ID-token claims is 401000.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/foundation.seed.ts';
import { isAccessToken, mintAccessToken } from './access-tokens.ts';

describe('access token audience and type', () => {
  let api: TestApi;
  const asBearer = (token: string) =>
    api.app.inject({
      url: '/api/account/',
      headers: { authorization: `Bearer ${token}`, [PORTAL_VERSION_HEADER]: PORTAL_VERSION },
    });

  beforeAll(async () => {
    api = await createTestApi('pglite');
  });
  afterAll(() => api.close());

  it('refuses the ID token of a sign-in as an access token; the access token of the same sign-in works', async () => {
    const res = await api.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'content-type': 'application/json', [PORTAL_VERSION_HEADER]: PORTAL_VERSION },
      payload: { username: DemoAccounts.dealer, password: DEMO_PASSWORD },
      remoteAddress: '10.77.0.1',
    });
    const tokens = res.json().result;
    const withId = await asBearer(tokens.id_token);
    expect(withId.statusCode).toBe(401);
    expect(withId.json().code).toBe(401000);
    expect((await asBearer(tokens.access_token)).statusCode).toBe(200);
  });

  it("refuses a token of the API's own issuer and key that was minted for another audience", async () => {
    const { issuer } = api.app.ctx;
    const mint = (audience: string) =>
      mintAccessToken(issuer.key!, issuer.issuer, {
        sub: '00000000-0000-4000-8000-000000000001',
        email: DemoAccounts.dealer,
        clientId: 'another-app',
        audience,
        ttlSeconds: 600,
      });
    const other = await asBearer(await mint('https://another-app.example/api'));
    expect(other.json().code).toBe(401000);
  });

  it('refuses a correctly addressed token that carries ID-token claims (nonce)', async () => {
    const { issuer } = api.app.ctx;
    const token = await new SignJWT({ email: DemoAccounts.dealer, nonce: 'n-0S6_WzA2Mj' })
      .setProtectedHeader({ alg: issuer.key!.alg, kid: issuer.key!.kid, typ: 'JWT' })
      .setIssuer(issuer.issuer)
      .setSubject('00000000-0000-4000-8000-000000000001')
      .setAudience(issuer.audience)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(issuer.key!.privateKey);
    expect((await asBearer(token)).json().code).toBe(401000);
  });

  it('tells access tokens from ID tokens by type and by the claims only ID tokens carry', () => {
    expect(isAccessToken('at+jwt', { scope: 'openid' })).toBe(true);
    expect(isAccessToken('application/at+jwt', {})).toBe(true);
    expect(isAccessToken('JWT', { typ: 'Bearer' })).toBe(true); // Keycloak's access token
    expect(isAccessToken(undefined, { token_use: 'access' })).toBe(true); // Cognito's access token
    expect(isAccessToken('JWT', { typ: 'ID' })).toBe(false); // Keycloak's ID token
    expect(isAccessToken(undefined, { token_use: 'id' })).toBe(false); // Cognito's ID token
    expect(isAccessToken('JWT', { at_hash: 'x' })).toBe(false);
    expect(isAccessToken('logout+jwt', {})).toBe(false);
  });
});
