// The admission gate: at most maxActive at once, the rest in line first come first served, and a
// refusal (false) when the wait runs out — the API answers that with 503 and Retry-After.
import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createTestApi } from '../test/test-api.ts';
import { AdmissionGate, admissionPlugin } from './admission.ts';

describe('admission gate', () => {
  it('admits up to the limit, then in arrival order as places free up', async () => {
    const gate = new AdmissionGate({ maxActive: 2, maxWaitMs: 1000 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const order: number[] = [];
    const third = gate.enter().then((ok) => (order.push(3), ok));
    const fourth = gate.enter().then((ok) => (order.push(4), ok));
    gate.leave();
    gate.leave();
    expect(await Promise.all([third, fourth])).toEqual([true, true]);
    expect(order).toEqual([3, 4]);
  });

  it('refuses a request whose wait runs out, and the line goes on without it', async () => {
    const gate = new AdmissionGate({ maxActive: 1, maxWaitMs: 20 });
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(false);
    const next = gate.enter();
    gate.leave();
    expect(await next).toBe(true);
  });

  it('answers 503 with Retry-After and 400601 when the line is full, and serves the rest', async () => {
    const api = await createTestApi('pglite', { MAX_ACTIVE_REQUESTS: '1', MAX_QUEUE_WAIT_MS: '0' });
    try {
      const headers = await api.auth(DemoAccounts.dealer);
      // The embedded database runs one query at a time: a long one keeps the first admitted read
      // waiting (and its turn taken) while the others' zero wait runs out. Without it a fast read could
      // finish and hand its turn on before any wait ran out, and nothing would be refused.
      const busy = api.database.sql.query('SELECT count(*) FROM generate_series(1, 3000000)');
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          api.app.inject({ url: `/api/bike/${DemoFleet.healthy.vin}`, headers }),
        ),
      );
      await busy;
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(0);
      expect(refused[0]!.headers['retry-after']).toBe('1');
      expect(refused[0]!.json()).toMatchObject({ code: 400601 });
    } finally {
      await api.close();
    }
    // An API of its own (a database started for it): 21 s beside the browser journeys, 31 s on a
    // machine busier still, against the suite's 30 s.
  }, 90_000);

  it('gives the turn back when a client leaves after sending its whole body, before the answer', async () => {
    const app = Fastify();
    await app.register(admissionPlugin, { maxActive: 2, maxWaitMs: 100 });
    let handled = 0;
    app.put('/api/slow', async () => {
      handled++;
      await new Promise((r) => setTimeout(r, 150));
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as net.AddressInfo;
      const body = JSON.stringify({ a: 1 });
      const leaveEarly = () =>
        new Promise<void>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.write(
              `PUT /api/slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
            );
            setTimeout(() => (socket.destroy(), resolve()), 50);
          });
        });
      await Promise.all([leaveEarly(), leaveEarly()]);
      await new Promise((r) => setTimeout(r, 300));
      expect(handled).toBe(2);
      expect(app.admissionGate.stats).toEqual({ active: 0, waiting: 0 });
      const after = await fetch(`http://127.0.0.1:${port}/api/slow`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(after.status).toBe(200);
    } finally {
      await app.close();
    }
  });
});
