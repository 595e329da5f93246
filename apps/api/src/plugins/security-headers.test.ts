// Security headers: the portal's strict policy on every answer, policies that fit the provider's pages
// and the API reference, HSTS only behind an https PUBLIC_URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.ts';

describe('security headers', () => {
  let api: TestApi;
  let secure: TestApi;
  beforeAll(async () => {
    [api, secure] = await Promise.all([
      createTestApi('pglite'),
      createTestApi('pglite', { PUBLIC_URL: 'https://portal.example.com' }),
    ]);
  });
  afterAll(() => Promise.all([api.close(), secure.close()]));

  it('sends the strict portal policy on API answers, without HSTS over http', async () => {
    const res = await api.app.inject({ url: '/api/auth/config' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:*");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same policy on answers without a route of their own (404) and on every repeat', async () => {
    const first = await api.app.inject({ url: '/api/no_such_call' });
    const second = await api.app.inject({ url: '/api/auth/config' });
    expect(first.statusCode).toBe(404);
    expect(first.headers['content-security-policy']).toBe(second.headers['content-security-policy']);
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS when the public URL is https', async () => {
    const res = await secure.app.inject({ url: '/api/auth/config' });
    expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('lets the provider pages use their own styles and post to themselves, nothing else', async () => {
    const res = await api.app.inject({ url: '/idp/.well-known/openid-configuration' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self' http://localhost:8080");
  });
});
