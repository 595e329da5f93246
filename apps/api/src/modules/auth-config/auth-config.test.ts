import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';

describe.each(testDatabases())('GET /auth/config on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  it('tells the portal how to start sign-in at the embedded provider, without a token', async () => {
    const res = await api.app.inject({ url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        issuer: 'http://localhost:8080/idp',
        authorization_endpoint: 'http://localhost:8080/idp/auth',
        end_session_endpoint: 'http://localhost:8080/idp/session/end',
        client_id: 'dealer-portal',
        scope: 'openid email profile offline_access',
        redirect_path: '/login',
      },
    });
  });

  it("matches the provider's own discovery document", async () => {
    const config = (await api.app.inject({ url: '/api/auth/config' })).json().result;
    const discovery = (await api.app.inject({ url: '/idp/.well-known/openid-configuration' })).json();
    expect(discovery.issuer).toBe(config.issuer);
    expect(discovery.authorization_endpoint).toBe(config.authorization_endpoint);
    expect(discovery.end_session_endpoint).toBe(config.end_session_endpoint);
  });
});
