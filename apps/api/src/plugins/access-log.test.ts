// Logging as the product runs it (issue 13): one access line per request at info — method, route,
// status, time, user and request id — and nothing else at info; an unhandled error keeps its full
// detail at error, with the request id that joins it to its access line.
import os from 'node:os';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from '../db/seed/foundation.seed.ts';
import { loadConfig } from '../config/env.ts';
import { startApi, type StartedApi } from '../start-api.ts';
import { createTestApi, type TestApi } from '../test/test-api.ts';

interface Line {
  level: number;
  time: number;
  msg: string;
  reqId?: string;
  method?: string;
  route?: string;
  status?: number;
  ms?: number;
  user?: string;
  err?: { message: string; stack: string };
}

describe('access log', () => {
  let seeded: TestApi;
  let api: StartedApi;
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });

  beforeAll(async () => {
    // The seeded test API lends its database; this API logs at the default level into `stream`.
    seeded = await createTestApi('pglite');
    // Default logging; the event-loop refusal off, as in every test API (test-api.ts): a busy machine
    // stalls the loop while test files start their databases, which is not the overload it refuses.
    const config = loadConfig({
      DATA_DIR: 'memory://',
      PUBLIC_URL: 'http://localhost:8080',
      MAX_EVENT_LOOP_DELAY_MS: '0',
    });
    expect(config.logLevel).toBe('info');
    api = await startApi(config, { logger: { level: config.logLevel, stream }, database: seeded.database });
    api.app.get('/api/test_failure', { config: { access: 'public' } }, () => {
      throw new Error('disk on fire');
    });
  });
  afterAll(async () => {
    await api?.app.close();
    await seeded?.close();
  });

  it('writes one line per request at info with its route, status, time and user', async () => {
    lines.length = 0;
    const headers = await seeded.auth(DemoAccounts.dealer);
    const brand = await api.app.inject({ url: '/api/brand', headers });
    const refused = await api.app.inject({ url: '/api/account/' });
    expect([brand.statusCode, refused.statusCode]).toEqual([200, 401]);
    const info = lines.filter((l) => l.level === 30);
    expect(info).toHaveLength(2);
    expect(info[0]).toMatchObject({ msg: 'request', method: 'GET', route: '/api/brand', status: 200 });
    // pino's own line: its time and the logger's bindings, as on every other line
    expect(info[0]).toMatchObject({ pid: process.pid, hostname: os.hostname(), ip: '127.0.0.1' });
    expect(info[0]!.time).toBeGreaterThan(Date.now() - 60_000);
    expect(info[0]!.user).toMatch(/\S/);
    expect(info[0]!.ms).toBeTypeOf('number');
    expect(info[1]).toMatchObject({ route: '/api/account/', status: 401 });
    expect(info[1]!.user).toBeUndefined();
    expect(info[0]!.reqId).not.toBe(info[1]!.reqId);
    // The refusal's detail is for debugging, not for every day's log.
    expect(lines.filter((l) => l.level > 30)).toEqual([]);
  });

  it('keeps an unhandled error whole at error, joined to its access line by the request id', async () => {
    lines.length = 0;
    const res = await api.app.inject({ url: '/api/test_failure' });
    expect(res.json()).toMatchObject({ code: 500000 });
    expect(res.body).not.toContain('disk on fire');
    const error = lines.find((l) => l.level === 50)!;
    expect(error.err?.message).toBe('disk on fire');
    expect(error.err?.stack).toContain('access-log.test.ts');
    const access = lines.find((l) => l.msg === 'request')!;
    expect(access).toMatchObject({ status: 500, route: '/api/test_failure' });
    expect(error.reqId).toBe(access.reqId);
  });
});
