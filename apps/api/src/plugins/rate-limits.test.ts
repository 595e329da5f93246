// Rate limits: counted per address or account, shared by every API process over one database
// (PostgreSQL store) or one Redis, answered 429 with 400601 and Retry-After.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { startApi, type StartedApi } from '../start-api.ts';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { Limits } from './rate-limits.ts';

const json = { 'content-type': 'application/json' };
const login = (
  api: StartedApi,
  from: string,
  password = 'not-the-password-1',
  username: string = DemoAccounts.serviceCenter,
) =>
  api.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: json,
    payload: JSON.stringify({ username, password }),
    remoteAddress: from,
  });
/** One wrong password for each demo account: the limit is per address, whatever the account. */
const accounts = Object.values(DemoAccounts);

describe.each(testDatabases())('rate limits on %s', (kind) => {
  let first: TestApi;
  let second: StartedApi; // another API instance over the same database, as a second process would be
  beforeAll(async () => {
    first = await createTestApi(kind);
    second = await startApi(first.config, { database: first.database });
  });
  afterAll(async () => {
    await second.app.close();
    await first.close();
  });

  it('refuses the 6th wrong password within a minute from one address with 429 / 400601, on both instances', async () => {
    const from = '192.0.2.10';
    for (let i = 0; i < Limits.signInFailures.max; i++) {
      const res = await login(
        i % 2 ? second : first,
        from,
        'not-the-password-1',
        accounts[i % accounts.length],
      );
      expect(res.json<{ code: number }>().code).toBe(401700);
    }
    for (const api of [first, second]) {
      const limited = await login(api, from);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ code: 400601 });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Refused before the password is checked: the right one does not get through either.
      expect((await login(api, from, 'demo1234')).statusCode).toBe(429);
    }
    // Another address is not affected.
    expect((await login(first, '192.0.2.11')).json<{ code: number }>().code).toBe(401700);
  });

  it('limits reset codes per address and account', async () => {
    const forgot = (api: StartedApi) =>
      api.app.inject({
        method: 'POST',
        url: '/api/user/forgot_password',
        headers: json,
        payload: JSON.stringify({ username: DemoAccounts.newShop }),
        remoteAddress: '192.0.2.20',
      });
    for (let i = 0; i < Limits.forgotPassword.max; i++)
      expect((await forgot(i % 2 ? second : first)).statusCode).toBe(200);
    const limited = await forgot(second);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 400601 });
  });
});
