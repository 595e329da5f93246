// Every call of spec/bridge-endpoints.tsv (a copy of the shared checklist), and each call the bridge
// adds to it (docs/decisions/, bridge section), is in /openapi.json and is exercised here against
// the simulated bike, each with an assertion on what it returned.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readEvents } from '../test-support/sse-client.ts';
import { testBridge } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';
import { bikeCallExercises, type ExerciseContext } from './all-calls-bike.testing.ts';
import { deviceCallExercises } from './all-calls-device.testing.ts';

const calls = readFileSync(join(import.meta.dirname, '../../spec/bridge-endpoints.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l.trim() && !l.startsWith('#'))
  .map((l) => {
    const [method, path] = l.split('\t');
    return `${method} ${path}`;
  });
/** Not in the spec's list: the portal needs them to resolve tasks the spec's calls cannot. */
const additions = [
  'PUT /v2/device/{partType}/module_id',
  'DELETE /v2/bike/error_codes',
  // The holding session's sign of life (decision 2800).
  'POST /v2/session/heartbeat',
  'POST /v2/session/presence_ticket',
  'GET /v1/session/presence',
  // The bridge-owned firmware job and its re-attachment (decision 2801).
  'POST /v2/firmware_job',
  'POST /v2/firmware_job/record_claim',
  'GET /v1/firmware_job',
  'GET /v1/firmware_job/events',
  // Adapter discovery (issue 25).
  'GET /v1/system_bridge/adapters',
  'GET /v2/system_bridge/adapters',
  // Wireless adapters chosen at run time (decision 2902).
  'GET /v1/system_bridge/wireless_adapter',
  'PUT /v1/system_bridge/wireless_adapter',
  'POST /v1/system_bridge/wireless_adapters/scan',
];
const published = [...calls, ...additions];

let t: TestBridge;
let base = '';
let quitCalled = 0;
beforeAll(async () => {
  t = await testBridge({ scenario: 'firmware_update_available', onQuit: () => quitCalled++ });
  base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  await t.connect();
});
afterAll(() => t.close());

async function call(method: string, url: string, payload?: object) {
  const res = await t.app.inject({
    method: method as 'GET',
    url,
    headers: t.auth,
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} → ${res.statusCode} ${res.body}`);
  return res.json<Record<string, unknown>>();
}
const reconnect = async () => {
  t.bike.wake();
  if (!t.app.bridge.connection.connected) await t.connect();
};
const stream = (path: string, n = 1, during?: () => Promise<unknown>) =>
  readEvents(`${base}${path}`, n, { headers: { host: '127.0.0.1' }, ...(during ? { during } : {}) });

const exercise: Record<string, () => Promise<void>> = (() => {
  const context: ExerciseContext = {
    get t() {
      return t;
    },
    quitCalls: () => quitCalled,
    call,
    reconnect,
    stream,
  };
  return { ...bikeCallExercises(context), ...deviceCallExercises(context) };
})();

describe('the 57 bridge calls of the spec and the additions', () => {
  it('lists 57 calls, each with an exercise here, as has each addition', () => {
    expect(calls).toHaveLength(57);
    expect(additions.filter((a) => calls.includes(a))).toEqual([]);
    expect(Object.keys(exercise).sort()).toEqual([...published].sort());
  });

  it('publishes every call in /openapi.json (OpenAPI 3.1)', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/openapi.json', headers: { host: 'localhost:3008' } })
    ).json<{ openapi: string; paths: Record<string, Record<string, unknown>> }>();
    expect(doc.openapi).toBe('3.1.0');
    const missing = published.filter((c) => {
      const [method, path] = c.split(' ') as [string, string];
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
  });

  for (const c of published) it(`exercises ${c}`, async () => exercise[c]!());
});
