// oidc-provider's AsyncLocalStorage is switched off once it serves no request (decision 3308): the
// provider still finds its request's context across awaits while it serves, concurrent requests
// included, and afterwards the process no longer tracks every promise. Promise tracking is seen from
// outside through executionAsyncId(): after an await it is 0 unless async hooks track promises.
import { executionAsyncId } from 'node:async_hooks';
import providerStorage from 'oidc-provider/lib/helpers/als.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createTestApi, testDatabases, type TestApi } from '../test/test-api.ts';
import { signInThroughProvider } from './idp-flow.testing.ts';
import { whileProviderServes } from './provider-async-context.ts';

/** The async id a promise continuation runs under: 0 while promises are not tracked. */
async function continuationAsyncId(): Promise<number> {
  await Promise.resolve();
  return executionAsyncId();
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('the provider’s async context', () => {
  it('keeps each request’s store while it serves, and stops tracking promises after the last', async () => {
    expect(await continuationAsyncId()).toBe(0);
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const serve = (store: string, hold?: Promise<void>) =>
      whileProviderServes(() =>
        providerStorage.run(store, async () => {
          await tick();
          await hold;
          await tick();
          return providerStorage.getStore();
        }),
      );
    const first = serve('first', firstHeld);
    const second = await serve('second');
    // The first request is still being served: tracking stays on, and so does its store.
    expect(second).toBe('second');
    expect(await continuationAsyncId()).not.toBe(0);
    releaseFirst();
    expect(await first).toBe('first');
    expect(await continuationAsyncId()).toBe(0);
  });

  it('stops tracking when the provider’s handler fails', async () => {
    await expect(
      whileProviderServes(() =>
        providerStorage.run('failing', async () => {
          await tick();
          throw new Error('handler failed');
        }),
      ),
    ).rejects.toThrow('handler failed');
    expect(await continuationAsyncId()).toBe(0);
  });
});

describe.each(testDatabases().slice(0, 1))('a sign-in through the embedded provider on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  it('signs in, and leaves no promise tracking behind for the requests after it', async () => {
    const grant = await signInThroughProvider(api.app, DemoAccounts.dealer, DEMO_PASSWORD);
    const exchange = await api.app.inject({
      method: 'POST',
      url: '/api/user/login/authorization_code',
      payload: {
        client_id: api.app.ctx.issuer.clientId,
        code: grant.code,
        redirect_uri: grant.redirectUri,
        code_verifier: grant.verifier,
      },
    });
    expect(exchange.statusCode).toBe(200);
    const account = await api.app.inject({
      url: '/api/account/',
      headers: { authorization: `Bearer ${exchange.json().result.access_token}` },
    });
    expect(account.statusCode).toBe(200);
    expect(await continuationAsyncId()).toBe(0);
  });
});
