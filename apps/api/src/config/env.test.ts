import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

describe('configuration', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidc.issuer).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.pdfThreads).toBe(1);
    expect(loadConfig({ PDF_THREADS: '2' }).pdfThreads).toBe(2);
    expect(config.memoryTrimIntervalMs).toBe(1000);
    expect(loadConfig({ MEMORY_TRIM_INTERVAL_MS: '0' }).memoryTrimIntervalMs).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL/],
    [{ OIDC_ISSUER: 'https://idp.example.com' }, /OIDC_CLIENT_ID/],
    [{ SMTP_URL: 'http://mail' }, /SMTP_URL/],
    [{ SEED_DEMO_DATA: 'maybe' }, /SEED_DEMO_DATA/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ ACCESS_TOKEN_TTL: '5' }, /ACCESS_TOKEN_TTL/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '127.0.0.1, haproxy' }, /TRUST_PROXY: "haproxy"/],
    [{ SHUTDOWN_GRACE_MS: '-1' }, /SHUTDOWN_GRACE_MS/],
    [{ PDF_THREADS: '0' }, /PDF_THREADS/],
    [{ PDF_THREADS: '16' }, /PDF_THREADS/],
    [{ MEMORY_TRIM_INTERVAL_MS: '-1' }, /MEMORY_TRIM_INTERVAL_MS/],
  ])('refuses %o with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it("gives the portal SENTRY_DSN unless PORTAL_SENTRY_DSN names its own project or 'off'", () => {
    const api = 'https://key@sentry.example.com/1';
    const portal = 'https://other@sentry.example.com/2';
    expect(loadConfig({}).monitoring.portalDsn).toBeUndefined();
    expect(loadConfig({ SENTRY_DSN: api }).monitoring.portalDsn).toBe(api);
    expect(loadConfig({ SENTRY_DSN: api, PORTAL_SENTRY_DSN: portal }).monitoring.portalDsn).toBe(portal);
    expect(loadConfig({ SENTRY_DSN: api, PORTAL_SENTRY_DSN: 'off' }).monitoring.portalDsn).toBeUndefined();
    expect(() => loadConfig({ SENTRY_DSN: 'sentry please' })).toThrow(/SENTRY_DSN/);
  });

  it('keeps an in-memory database in memory and its blobs out of the work tree', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.dataDir).toBe('memory://');
    expect(config.blobDir.startsWith(process.cwd())).toBe(false);
  });

  it('trusts no proxy by default and takes addresses, CIDRs and the named ranges', () => {
    expect(loadConfig({}).trustProxy).toEqual([]);
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({}).shutdownGraceMs).toBe(5000);
  });

  it('derives the public URL from the port and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.com/' }).publicUrl).toBe(
      'https://portal.example.com',
    );
  });
});
