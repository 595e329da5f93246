// The schema-derived fuzz suite: requests made from /api/openapi.json — valid samples and hostile
// mutations of them — for every operation, as the demo dealer and the service center. No answer may be
// a 5xx; every 4xx carries a catalogue code; the API answers afterwards. `npx tsx bench/fuzz/run.ts`
// runs any number of requests with a seed against a running product.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerErrorCatalogue } from '@dealer/contracts';
import { fuzzDocument, type OpenApiDocument } from '@dealer/openapi-fuzz';
import { DemoAccounts } from './db/seed/foundation.seed.ts';
import { createTestApi, type TestApi } from './test/test-api.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 16);

describe('fuzzing every operation of /api/openapi.json', { timeout: 300_000 }, () => {
  let api: TestApi;
  let auth: Record<string, string>[];
  beforeAll(async () => {
    api = await createTestApi('pglite');
    auth = await Promise.all([api.auth(DemoAccounts.dealer), api.auth(DemoAccounts.serviceCenter)]);
  });
  afterAll(() => api.close());

  it('answers no 5xx, and every 4xx with a catalogue code', async () => {
    const doc = (await api.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
    const report = await fuzzDocument(
      doc,
      async (r) => {
        const res = await api.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: r.headers,
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
          remoteAddress: '10.9.0.1',
        });
        return { status: res.statusCode, body: res.body };
      },
      {
        seed: SEED,
        perOperation: PER_OPERATION,
        headers: (i) => auth[i % 2]!,
        isCatalogueCode: (code) => typeof code === 'number' && code in ServerErrorCatalogue,
      },
    );
    console.log(
      `API fuzz: ${report.requests} requests (seed ${SEED}), ${report.failures.length} broke the rules`,
    );
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThan(1000);
    expect((await api.app.inject({ url: '/api/auth/config' })).statusCode).toBe(200);
  });
});
