// Sign-in limits behind a load balancer (decision 2600): the client's address comes from the
// X-Forwarded-For of a proxy in TRUST_PROXY and from nobody else's; wrong passwords are limited per
// client address and per account, each on its own, so one client's failures never stop another's
// sign-in and a locked account never stops other accounts. The real balancer: load-balancer.system.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { SignInPageError, signInThroughProvider } from '../idp/idp-flow.testing.ts';
import { clientAddressKey, Limits } from './rate-limits.ts';

const PROXY = '192.0.2.1';
const WRONG = 'not-the-password-1';

describe.each(testDatabases())('sign-in limits behind a trusted proxy on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind, { TRUST_PROXY: `${PROXY},2001:db8:ff::/48` });
  });
  afterAll(() => api.close());

  /** A password sign-in arriving over `remote`, with the X-Forwarded-For it carries. */
  const login = (username: string, password: string, remote: string, forwardedFor?: string) =>
    api.app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
      payload: JSON.stringify({ username, password }),
      remoteAddress: remote,
    });
  const code = async (res: Promise<{ json: <T>() => T }>) => (await res).json<{ code?: number }>().code;

  it("counts a proxied client's wrong passwords against that client, not against the proxy", async () => {
    const attacker = '198.51.100.7';
    // Spread over accounts: the address limit, not any account's lock-out.
    const accounts = [DemoAccounts.newShop, DemoAccounts.noPermission, 'nobody@example.com'];
    for (let i = 0; i < Limits.signInFailures.max; i++)
      expect([401700, 401702]).toContain(await code(login(accounts[i % 3]!, WRONG, PROXY, attacker)));
    const limited = await login(DemoAccounts.dealer, 'demo1234', PROXY, attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 400601 });
    // A header the attacker adds in front is not believed: the proxy appends the address it saw.
    expect((await login(DemoAccounts.dealer, 'demo1234', PROXY, `203.0.113.9, ${attacker}`)).statusCode).toBe(
      429,
    );
    // Another client behind the same proxy signs in.
    const other = await login(DemoAccounts.dealer, 'demo1234', PROXY, '198.51.100.8');
    expect(other.statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const direct = '203.0.113.50';
    for (let i = 0; i < Limits.signInFailures.max; i++)
      expect(await code(login(`nobody-${i}@example.com`, WRONG, direct, `198.51.100.${100 + i}`))).toBe(
        401702,
      );
    // A fresh forwarded address every time did not help: the connection's own address was counted.
    expect((await login(DemoAccounts.dealer, 'demo1234', direct, '198.51.100.200')).statusCode).toBe(429);
  });

  it('never lets a locked account use up the budget of the others at the same address', async () => {
    // Locked through five different clients: no address reached its limit.
    for (let i = 0; i < 4; i++)
      expect(await code(login(DemoAccounts.otherDealer, WRONG, PROXY, `198.51.100.${20 + i}`))).toBe(401700);
    expect(await code(login(DemoAccounts.otherDealer, WRONG, PROXY, '198.51.100.24'))).toBe(400601);
    // One workshop keeps trying the locked account, the right password included…
    const workshop = '198.51.100.30';
    for (let i = 0; i < Limits.signInFailures.max + 2; i++)
      expect(await code(login(DemoAccounts.otherDealer, 'demo1234', PROXY, workshop))).toBe(400601);
    // …and a colleague there signs in to another account.
    expect((await login(DemoAccounts.serviceCenter, 'demo1234', PROXY, workshop)).statusCode).toBe(200);
  });

  it("limits the provider's sign-in page per client address behind the proxy too", async () => {
    /** 200 when the provider sent the browser back with a code, else the status of its page. */
    const page = async (email: string, password: string, client: string) => {
      try {
        await signInThroughProvider(api.app, email, password, undefined, PROXY, client);
        return 200;
      } catch (err) {
        if (err instanceof SignInPageError) return err.status;
        throw err;
      }
    };
    const attacker = '198.51.100.60';
    for (let i = 0; i < Limits.signInFailures.max; i++)
      expect(await page(`nobody-page-${i}@example.com`, WRONG, attacker)).toBe(401);
    expect(await page(DemoAccounts.dealer, 'demo1234', attacker)).toBe(429);
    expect(await page(DemoAccounts.dealer, 'demo1234', '198.51.100.61')).toBe(200);
  });

  it('counts an IPv6 client by its /64', async () => {
    const proxy6 = '2001:db8:ff::1';
    for (let i = 0; i < Limits.signInFailures.max; i++)
      expect(await code(login(`nobody-${i}@example.com`, WRONG, proxy6, `2001:db8:1:2::${i + 1}`))).toBe(
        401702,
      );
    expect((await login(DemoAccounts.dealer, 'demo1234', proxy6, '2001:db8:1:2:ffff::9')).statusCode).toBe(
      429,
    );
    expect((await login(DemoAccounts.dealer, 'demo1234', proxy6, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('client address key', () => {
  it('is the IPv4 address, also when mapped into IPv6, and the /64 of an IPv6 address', () => {
    expect(clientAddressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8:1:2::')).toBe(clientAddressKey('2001:db8:1:2:ffff:ffff:ffff:ffff'));
  });
});
