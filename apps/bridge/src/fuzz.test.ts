// The schema-derived fuzz suite of the bridge: requests made from its /openapi.json — valid samples
// and hostile mutations — for every operation (server-sent event streams aside), with the bike
// connected. No answer may be a 5xx other than the catalogue's bridge codes for a bike that cannot do
// something; every error carries a catalogue code; the bridge answers afterwards.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BridgeErrorCatalogue } from '@dealer/contracts';
import { fuzzDocument, type OpenApiDocument } from '@dealer/openapi-fuzz';
import { testBridge, type TestBridge } from './test-support/test-bridge.ts';

const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 16);

describe('fuzzing every operation of the bridge /openapi.json', { timeout: 300_000 }, () => {
  let t: TestBridge;
  beforeAll(async () => {
    t = await testBridge();
    await t.connect();
  });
  afterAll(() => t.close());

  it('answers every error with a catalogue code and never crashes', async () => {
    const doc = (await t.app.inject({ url: '/openapi.json' })).json<OpenApiDocument>();
    const report = await fuzzDocument(
      doc,
      async (r) => {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: { ...r.headers, ...t.auth },
          ...(r.payload !== undefined ? { payload: r.payload } : {}),
        });
        return { status: res.statusCode, body: res.body };
      },
      {
        seed: SEED,
        perOperation: PER_OPERATION,
        headers: () => ({}),
        isCatalogueCode: (code) => typeof code === 'number' && code in BridgeErrorCatalogue,
        // Hardware codes (3xxxxx) answer 5xx by the catalogue: the bike or connector cannot do it.
        isExpected5xx: (code) => typeof code === 'number' && code >= 300000 && code < 400000,
      },
    );
    console.log(
      `bridge fuzz: ${report.requests} requests (seed ${SEED}), ${report.failures.length} broke the rules`,
    );
    expect(report.failures).toEqual([]);
    expect(report.requests).toBeGreaterThan(500);
    expect((await t.app.inject({ url: '/v1/system_bridge/version_info' })).statusCode).toBe(200);
  });
});
