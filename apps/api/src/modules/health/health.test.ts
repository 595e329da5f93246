// Liveness and readiness on the embedded database (the outage case: health-outage.system.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

describe('health on PGlite', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi('pglite');
  });
  afterAll(() => api.close());

  it('is up and ready, without a token', async () => {
    expect((await api.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, identity: true, load: true },
    });
  });

  it('answers 503 "draining" at once when shutting down, and stays alive', async () => {
    api.app.ctx.lifecycle.draining = true;
    try {
      const ready = await api.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining' });
      expect((await api.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      api.app.ctx.lifecycle.draining = false;
    }
  });
});

describe('health while the overload guard refuses requests', () => {
  let api: TestApi;
  beforeAll(async () => {
    // The guard trips as soon as the event loop lags a millisecond more than the monitor's resolution.
    api = await createTestApi('pglite', { MAX_EVENT_LOOP_DELAY_MS: '1' });
  });
  afterAll(() => api.close());

  /** Keeps the event loop busy (as an overloaded process's is) until the guard has tripped. */
  async function overload(): Promise<void> {
    for (let i = 0; i < 50 && !api.app.isUnderPressure(); i++) {
      for (const until = Date.now() + 300; Date.now() < until;);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(api.app.isUnderPressure()).toBe(true);
  }

  it('answers /api/ready 503 in its own shape (never 500) and /api/health 200', async () => {
    let overloaded: Record<'ready' | 'brand', { json: () => unknown }> | undefined;
    // The guard re-samples every second; between samples it may clear, so ask until an answer came
    // while it held. Whatever came, it was 200 or 503, never the 500 of a body off the schema.
    for (let i = 0; i < 10 && !overloaded; i++) {
      await overload();
      const [ready, health, brand] = await Promise.all(
        ['/api/ready', '/api/health', '/api/brand'].map((url) => api.app.inject({ url })),
      );
      expect([200, 503]).toContain(ready!.statusCode);
      expect(health!.statusCode).toBe(200);
      if (ready!.statusCode === 503 && brand!.statusCode === 503)
        overloaded = { ready: ready!, brand: brand! };
    }
    expect(overloaded).toBeDefined();
    expect(overloaded!.ready.json()).toEqual({
      status: 'unavailable',
      checks: { database: true, migrations: true, identity: true, load: false },
    });
    expect(overloaded!.brand.json()).toMatchObject({ code: 400601 });
  });
});
