// Readiness against a real PostgreSQL server: /api/ready answers 503 while the database is unreachable
// and 200 after. The API reaches the server through a TCP proxy in this test that can cut the line.
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresServerUrl } from '../../test/postgres-server.ts';
import { createTestApi, type TestApi } from '../../test/test-api.ts';

/** A TCP proxy to the PostgreSQL server whose line can be cut and restored. */
async function cuttableProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let cut = false;
  const server = net.createServer((client) => {
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      cut = true;
      for (const s of sockets) s.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('readiness with the database line cut', () => {
  const server = postgresServerUrl();
  let api: TestApi;
  let proxy: Awaited<ReturnType<typeof cuttableProxy>>;
  beforeAll(async () => {
    proxy = await cuttableProxy(new URL(server));
    const viaProxy = Object.assign(new URL(server), {
      hostname: '127.0.0.1',
      port: String(proxy.port),
    }).toString();
    api = await createTestApi('postgres', { DATABASE_URL: viaProxy });
  });
  afterAll(async () => {
    await api.close();
    await proxy.close();
  });

  it('answers 503 while the database is unreachable and 200 after', async () => {
    expect((await api.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    proxy.cut();
    const down = await api.app.inject({ url: '/api/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: false, identity: true } });
    expect((await api.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    proxy.restore();
    expect((await api.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});
