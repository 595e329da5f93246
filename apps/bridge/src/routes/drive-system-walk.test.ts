// Every bridge call, walked from the bridge's OpenAPI document for both drive systems (the UDS and
// the Bafang CAN simulator, decision 1606): each answers with the drive system's answer or its
// "unavailable because …" (300102 with a reason) or another catalogue refusal of the call's own logic
// — never an internal error (500999), and never a refusal of the request the walk built from the
// call's schemas.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bafangTestBridge } from '../test-support/bafang-test-bridge.ts';
import { testBridge } from '../test-support/test-bridge.ts';
import { callsToWalk } from './route-walk.testing.ts';
import type { WalkedCall } from './route-walk.testing.ts';

interface Answer {
  status: number;
  code?: number;
  reason?: string;
  message?: string;
}
interface Walked {
  app: FastifyInstance;
  headers: Record<string, string>;
  reconnect(): Promise<void>;
  close(): Promise<void>;
}

async function walk(bridge: Walked): Promise<Map<string, Answer>> {
  const answers = new Map<string, Answer>();
  const calls: WalkedCall[] = await callsToWalk(bridge.app);
  for (const c of calls) {
    const res = await bridge.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers: bridge.headers,
      ...(c.payload === undefined ? {} : { payload: c.payload as object }),
    });
    const body = String(res.headers['content-type']).includes('json') ? res.json<Answer>() : {};
    answers.set(c.key, { ...body, status: res.statusCode });
    // Leave the bike as the next call needs it: out of detection mode, connected.
    const conn = bridge.app.bridge.connection;
    if (conn.connected && conn.status.snapshot.detection_mode !== 'none')
      await bridge.app.inject({ method: 'DELETE', url: '/v2/detection_mode/hmi', headers: bridge.headers });
    await bridge.app.bridge.connection.lock.exclusive('walk', async () => undefined);
    if (!conn.connected) await bridge.reconnect();
  }
  return answers;
}

/**
 * What every answer of every walked call must be: no internal error (500999: an unhandled branch),
 * no refusal of the request itself, and every refusal a catalogue code with its message (some have
 * a 5xx status by the catalogue, such as 300105 for an image that fails its signature).
 */
function expectHandled(answers: Map<string, Answer>) {
  const unhandled = [...answers].filter(([, a]) => a.code === 500999 || a.reason === 'invalid_request');
  expect(unhandled).toEqual([]);
  const unexplained = [...answers].filter(([, a]) => a.status >= 400 && !(a.code && a.message));
  expect(unexplained).toEqual([]);
}

const refused = (answers: Map<string, Answer>, code: number) =>
  [...answers].filter(([, a]) => a.code === code).map(([key]) => key);

describe('every bridge call on each drive system', () => {
  let uds: Walked;
  let bafang: Walked;
  beforeAll(async () => {
    const t = await testBridge({ scenario: 'healthy' });
    await t.connect();
    uds = {
      app: t.app,
      headers: t.auth,
      reconnect: async () => {
        t.bike.wake();
        await t.connect();
      },
      close: () => t.close(),
    };
    const b = await bafangTestBridge('bafang_healthy');
    const connect = async () => {
      expect((await b.call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
    };
    await connect();
    bafang = { app: b.app, headers: b.headers, reconnect: connect, close: () => b.close() };
  });
  afterAll(async () => {
    await uds?.close();
    await bafang?.close();
  });

  it('walks the same calls on both', async () => {
    const keys = (await callsToWalk(uds.app)).map((c) => c.key);
    expect(keys.length).toBeGreaterThan(60);
    expect((await callsToWalk(bafang.app)).map((c) => c.key)).toEqual(keys);
  });

  it('UDS: every common call answers from the drive system; only brand calls are unavailable', async () => {
    const answers = await walk(uds);
    expectHandled(answers);
    // Bafang's own calls (/v2/bafang/…) are the only ones our UDS bike says no to.
    const unavailable = refused(answers, 300102);
    expect(unavailable.filter((key) => !key.includes(' /v2/bafang/'))).toEqual([]);
    expect(unavailable).toContain('GET /v2/bafang/drive_unit/speed');
    expect(answers.get('GET /v2/bike/odometer')?.status).toBe(200);
    expect(answers.get('PUT /v2/device/{partType}/module_id')?.status).toBe(200);
    expect([...answers.values()].filter((a) => a.status === 200).length).toBeGreaterThan(50);
  });

  it('Bafang: every call answers from the drive system or says why it is unavailable', async () => {
    const answers = await walk(bafang);
    expectHandled(answers);
    const reasons = new Set<string>(
      bafang.app.bridge.connection.driveSystem.capabilities().flatMap((c) => c.reason ?? []),
    );
    const unavailable = refused(answers, 300102);
    // Each refusal names the reason of the drive system's capability matrix (or, for a call of an
    // activity it offers, that this one call is not available).
    for (const key of unavailable)
      expect([...reasons, 'Not available on a Bafang CAN system'], key).toContain(answers.get(key)!.message);
    expect(unavailable).toContain('GET /v2/bike/error_codes/history');
    expect(unavailable).toContain('PUT /v2/firmware/{partType}');
    expect(answers.get('GET /v2/bike/error_codes')?.status).toBe(200);
    expect(answers.get('GET /v2/live/drive')?.status).toBe(200);
    expect(answers.get('GET /v2/parameter/{partType}/data_array')?.status).toBe(200);
    expect(answers.get('GET /v2/bafang/drive_unit/speed')?.status).toBe(200);
    expect(answers.get('GET /v2/bafang/device_info')?.status).toBe(200);
  });
});
