// Security headers: the portal's strict policy on the portal and every answer without a route, the
// API's lean policy (nothing may load, run or frame) on its calls, policies that fit the provider's
// pages and the API reference, HSTS only behind an https PUBLIC_URL.
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

  it('sends the lean API policy on API answers, without HSTS over http', async () => {
    const res = await api.app.inject({ url: '/api/auth/config' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Page-isolation headers mean nothing for a fetched answer and are not sent.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-xss-protection']).toBeUndefined();
  });

  it("sends the portal's policy on answers without a route of their own (404) and on every repeat", async () => {
    const first = await api.app.inject({ url: '/api/no_such_call' });
    const second = await api.app.inject({ url: '/no/such/page' });
    expect(first.statusCode).toBe(404);
    const csp = String(first.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:*");
    expect(second.headers['content-security-policy']).toBe(csp);
    expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('adds HSTS when the public URL is https, to API answers and the rest alike', async () => {
    for (const url of ['/api/auth/config', '/api/no_such_call']) {
      const res = await secure.app.inject({ url });
      expect(res.headers['strict-transport-security']).toContain('max-age=31536000');
    }
  });

  it('lets the provider pages use their own styles and post to themselves, nothing else', async () => {
    const res = await api.app.inject({ url: '/idp/.well-known/openid-configuration' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("form-action 'self' http://localhost:8080");
  });
});
