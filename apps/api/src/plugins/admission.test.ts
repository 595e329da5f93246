// The admission gate: at most maxActive at once, the rest in line first come first served, and a
// refusal (false) when the wait runs out — the API answers that with 503 and Retry-After.
import { once } from 'node:events';
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
    expect(gate.refusing).toBe(false);
    expect(await gate.enter()).toBe(false);
    expect(gate.refusing).toBe(true);
    const next = gate.enter();
    gate.leave();
    expect(await next).toBe(true);
    expect(gate.refusing).toBe(true); // the place went to the one in line: still full
    gate.leave();
    expect(gate.refusing).toBe(false); // a place is free again
  });

  it('says on /api/ready (503, checks.load false) while it turns requests away, and ready again after', async () => {
    const api = await createTestApi('pglite', { MAX_ACTIVE_REQUESTS: '1', MAX_QUEUE_WAIT_MS: '0' });
    try {
      const gate = api.app.admissionGate;
      expect(await gate.enter()).toBe(true); // the one place, taken
      expect(await gate.enter()).toBe(false);
      const ready = await api.app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: true, load: false } });
      gate.leave();
      expect((await api.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    } finally {
      await api.close();
    }
  }, 90_000);

  it('answers 503 with Retry-After and 400601 when the line is full, and serves the rest', async () => {
    const api = await createTestApi('pglite', { MAX_ACTIVE_REQUESTS: '1', MAX_QUEUE_WAIT_MS: '0' });
    try {
      const headers = await api.auth(DemoAccounts.dealer);
      const read = () => api.app.inject({ url: `/api/bike/${DemoFleet.healthy.vin}`, headers });
      // The test holds the only turn itself, so the read waits in line and its wait runs out however
      // fast or slow the machine is; nothing else can free the turn before that.
      const gate = api.app.admissionGate;
      expect(gate.tryEnter()).toBe(true);
      const refused = await read();
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('1');
      expect(refused.json()).toMatchObject({ code: 400601 });
      expect(gate.stats).toEqual({ active: 1, waiting: 0 });
      gate.leave();
      expect((await read()).statusCode).toBe(200);
    } finally {
      await api.close();
    }
    // An API of its own (a database started for it): 21 s beside the browser journeys, 31 s on a
    // machine busier still, against the suite's 30 s.
  }, 90_000);

  it('gives the turn back when a client leaves after sending its whole body, before the answer', async () => {
    const app = Fastify();
    await app.register(admissionPlugin, { maxActive: 2, maxWaitMs: 600_000 });
    // The handlers hold their answers until the test lets them go, so both clients are surely
    // gone before any answer: no sleeping on either side.
    const started = new Map<number, () => void>(); // by the client's port
    const responsesClosed: Promise<unknown>[] = [];
    let answer!: () => void;
    const answersMayGo = new Promise<void>((resolve) => (answer = resolve));
    app.put('/api/slow', async (request, reply) => {
      responsesClosed.push(once(reply.raw, 'close'));
      started.get(request.socket.remotePort!)?.();
      await answersMayGo;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as net.AddressInfo;
      const body = JSON.stringify({ a: 1 });
      const leaveOnceHandled = () =>
        new Promise<void>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            started.set(socket.localPort!, () => (socket.destroy(), resolve()));
            socket.write(
              `PUT /api/slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
            );
          });
        });
      await Promise.all([leaveOnceHandled(), leaveOnceHandled()]);
      expect(responsesClosed).toHaveLength(2);
      // The gate's listener on 'close' was added before the handler's, so it has run by now.
      await Promise.all(responsesClosed);
      expect(app.admissionGate.stats).toEqual({ active: 0, waiting: 0 });
      answer();
      const after = await fetch(`http://127.0.0.1:${port}/api/slow`, {
        method: 'PUT',
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect(after.status).toBe(200);
    } finally {
      answer();
      await app.close();
    }
  });
});
