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
      checks: { database: true, migrations: true, identity: true },
    });
  });
});
