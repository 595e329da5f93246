// The admission gate: at most maxActive at once, the rest in line first come first served, and a
// refusal (false) when the wait runs out — the API answers that with 503 and Retry-After.
import { describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { createTestApi } from '../test/test-api.ts';
import { AdmissionGate } from './admission.ts';

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
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          api.app.inject({ url: `/api/bike/${DemoFleet.healthy.vin}`, headers }),
        ),
      );
      const refused = answers.filter((a) => a.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThan(0);
      expect(refused[0]!.headers['retry-after']).toBe('1');
      expect(refused[0]!.json()).toMatchObject({ code: 400601 });
    } finally {
      await api.close();
    }
  });
});
