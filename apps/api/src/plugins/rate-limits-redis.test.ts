// With REDIS_URL the rate-limit counters live in Redis: instances that share nothing else count
// together. (TEST_REDIS_URL, else 127.0.0.1:6379; npm test starts a redis-server when none answers.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';
import { Limits } from './rate-limits.ts';

const accounts = Object.values(DemoAccounts);
const login = (api: TestApi, from: string, username: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ username, password: 'not-the-password-1' }),
    remoteAddress: from,
  });

describe('rate limits with REDIS_URL', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let apis: TestApi[] = [];
  beforeAll(async () => {
    // Two instances with databases of their own: only Redis is shared.
    apis = await Promise.all([0, 1].map(() => createTestApi('pglite', { REDIS_URL: redisUrl })));
  });
  afterAll(() => Promise.all(apis.map((a) => a.close())));

  it('counts in Redis, across instances that share nothing else', async () => {
    const from = `198.51.100.${1 + Math.floor(Math.random() * 250)}`; // a fresh key in a shared Redis
    for (let i = 0; i < Limits.signInFailures.max; i++)
      expect((await login(apis[i % 2]!, from, accounts[i % accounts.length]!)).statusCode).toBe(401);
    const limited = await login(apis[1]!, from, accounts[0]!);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 400601 });
  });
});
