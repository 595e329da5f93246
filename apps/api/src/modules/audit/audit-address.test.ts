// The audit log names the client's address of each change made through the API: behind a proxy in
// TRUST_PROXY the address its X-Forwarded-For gives, else the connection's own — over a real socket,
// where the JSON body is read on the connection's own async context before the change is made.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

describe('client address in the audit log', () => {
  let api: TestApi;
  let origin: string;
  beforeAll(async () => {
    api = await createTestApi('pglite', { TRUST_PROXY: '127.0.0.1' });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => api.close());

  const auditAddressOf = async (orderId: number) => {
    const service = await api.auth(DemoAccounts.serviceCenter);
    const read = await api.app.inject({
      url: `/api/audit_log?subject=order&subject_id=${orderId}`,
      headers: service,
    });
    return read.json<{ result: { items: { actor_address: string | null }[] } }>().result.items[0]!
      .actor_address;
  };
  const order = { lines: [{ part_spec_code: 'CTRL-M500', quantity: 1 }] };

  it("records the proxied client's address, with the body arriving after the headers", async () => {
    const headers = { ...(await api.auth(DemoAccounts.dealer)), 'content-type': 'application/json' };
    const body = JSON.stringify(order);
    const answer = await new Promise<string>((resolve, reject) => {
      const req = http.request(`${origin}/api/order`, {
        method: 'POST',
        headers: { ...headers, 'x-forwarded-for': '198.51.100.7', 'content-length': String(body.length) },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      // The rest of the body comes later, in a packet of its own: read on the connection's context.
      req.flushHeaders();
      req.write(body.slice(0, 10));
      setTimeout(() => req.end(body.slice(10)), 50);
    });
    const { result } = JSON.parse(answer) as { result: { id: number } };
    expect(await auditAddressOf(result.id)).toBe('198.51.100.7');
  });

  it("records the connection's own address when it is no trusted proxy", async () => {
    const placed = await api.app.inject({
      method: 'POST',
      url: '/api/order',
      remoteAddress: '203.0.113.5',
      headers: { ...(await api.auth(DemoAccounts.dealer)), 'x-forwarded-for': '198.51.100.7' },
      payload: order,
    });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await auditAddressOf(placed.json<{ result: { id: number } }>().result.id)).toBe('203.0.113.5');
  });
});
