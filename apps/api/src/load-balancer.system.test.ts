// Two API processes, started as production starts them (the compiled build under plain node), on one
// PostgreSQL database behind HAProxy (round robin, health checks on /api/ready, X-Forwarded-For added;
// TRUST_PROXY is the address HAProxy connects from), with an SMTP server as the mail peer:
// - one client's wrong passwords never stop another client's sign-in, and a locked account never
//   stops another account (decision 2600);
// - SIGTERM to one process while clients call: /api/ready turns 503, HAProxy stops routing there, the
//   process serves out its grace period, finishes its requests and its mail and exits — no client sees
//   an error; restarted, it takes its share again;
// - 100 mails sent while that happens: each exactly once (decision 2602);
// - each process has a local BLOB_DIR of its own: the second one warns about it.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { DemoAccounts } from './db/seed/foundation.seed.ts';
import { startHaproxy, type Haproxy } from './test/haproxy.ts';
import {
  buildApiServer,
  exited,
  freePort,
  request,
  serverDatabase,
  smtpSink,
  startApiProcess,
  waitReady,
  waitUntil,
} from './test/api-processes.ts';

const PROXY = '127.0.0.9';
const GRACE_MS = 3000;

describe('two API processes behind HAProxy on PostgreSQL', { timeout: 180_000 }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-balancer-'));
  const processes: {
    name: string;
    port: number;
    child: ChildProcess;
    log: string;
    env: Record<string, string>;
  }[] = [];
  let database: Awaited<ReturnType<typeof serverDatabase>>;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  let haproxy: Haproxy;

  const start = async (p: (typeof processes)[number]) => {
    p.child = startApiProcess(p.env, p.log);
    await waitReady(p.port, p.child, p.log);
  };

  beforeAll(async () => {
    buildApiServer();
    [database, smtp] = await Promise.all([serverDatabase('lb'), smtpSink()]);
    for (const name of ['a', 'b']) {
      const port = await freePort();
      processes.push({
        name,
        port,
        child: undefined as unknown as ChildProcess,
        log: path.join(dir, `api-${name}.log`),
        env: {
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: 'http://localhost:8080',
          DATABASE_URL: database.url,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          MAIL_POLL_MS: '100',
          TRUST_PROXY: PROXY,
          SHUTDOWN_GRACE_MS: String(GRACE_MS),
          LOG_LEVEL: 'warn',
          DATA_DIR: dir,
          BLOB_DIR: path.join(dir, `blobs-${name}`), // one folder per process: not shared
          WEB_DIST: path.join(dir, 'no-web'),
          DOWNLOADS_DIR: path.join(dir, 'downloads'),
        },
      });
    }
    // One after the other: the second finds the first at its start.
    for (const p of processes) await start(p);
    haproxy = await startHaproxy({
      port: await freePort(),
      servers: Object.fromEntries(processes.map((p) => [p.name, p.port])),
      source: PROXY,
      dir,
      checkIntervalMs: 200,
    });
    await waitUntil('HAProxy sees both processes up', async () =>
      Object.values(await haproxy.serverStates()).every((s) => s === 'UP'),
    );
  }, 180_000); // two processes, one after the other, on a busy machine

  afterAll(async () => {
    await haproxy?.close();
    for (const p of processes) if (p.child?.exitCode === null) p.child.kill('SIGINT');
    await Promise.all(processes.map((p) => p.child && exited(p.child)));
    await smtp?.close();
    await database?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A password sign-in through HAProxy from a client address. */
  const signIn = (username: string, password: string, from: string, headers: Record<string, string> = {}) =>
    request(haproxy.port, 'POST', '/api/user/login', { body: { username, password }, from, headers });

  it("never lets one client's wrong passwords stop another client's sign-in", async () => {
    const attacker = '127.0.0.2';
    const guesses = [DemoAccounts.newShop, DemoAccounts.noPermission, 'nobody@example.com'];
    for (let i = 0; i < 5; i++)
      expect([401700, 401702]).toContain(
        (await signIn(guesses[i % 3]!, `wrong-${i}-pass`, attacker)).json.code,
      );
    // Limited on both processes, whatever X-Forwarded-For the attacker sends itself.
    for (const headers of [{}, { 'x-forwarded-for': '198.51.100.1' }] as Record<string, string>[])
      expect(await signIn(DemoAccounts.dealer, 'demo1234', attacker, headers)).toMatchObject({
        status: 429,
        json: { code: 400601 },
      });
    // Another client signs in, through either process.
    for (let i = 0; i < 2; i++)
      expect((await signIn(DemoAccounts.dealer, 'demo1234', '127.0.0.3')).status).toBe(200);
  });

  it('never lets a locked account stop the others signing in from the same address', async () => {
    for (let i = 0; i < 5; i++)
      await signIn(DemoAccounts.otherDealer, `wrong-${i}-pass`, `127.0.0.${20 + i}`);
    const workshop = '127.0.0.4';
    for (let i = 0; i < 7; i++)
      expect((await signIn(DemoAccounts.otherDealer, 'demo1234', workshop)).json.code).toBe(400601);
    expect((await signIn(DemoAccounts.serviceCenter, 'demo1234', workshop)).status).toBe(200);
  });

  it('drains a process on SIGTERM without a client error, and sends every mail of 100 exactly once', async () => {
    const token = (await signIn(DemoAccounts.dealer, 'demo1234', '127.0.0.5')).json.result!.access_token;
    const headers = { authorization: `Bearer ${String(token)}`, [PORTAL_VERSION_HEADER]: PORTAL_VERSION };
    // Clients keep calling through HAProxy on kept-alive connections until told to stop.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 3, localAddress: '127.0.0.5' });
    const failures: string[] = [];
    let answered = 0;
    let calling = true;
    // A steady trickle (3 clients, each pausing 30 ms): enough to have requests in flight at every
    // moment of the drain, little enough to leave the machine's cores to the processes under test.
    const clients = Array.from({ length: 3 }, async () => {
      while (calling) {
        const res = await request(haproxy.port, 'GET', '/api/account/', { agent, headers }).catch(
          (err: Error) => ({ status: 0, json: { error: err.message } }),
        );
        if (res.status === 200) answered++;
        else failures.push(`${res.status} ${JSON.stringify(res.json)}`);
        await new Promise((r) => setTimeout(r, 30));
      }
    });
    const answeredAfter = async (n: number) => {
      const target = answered + n;
      await waitUntil(`${n} more answers`, async () => answered >= target);
    };

    // 100 mails in the outbox; the SMTP server holds its answers until both workers are mid-send.
    smtp.held = true;
    await database.query(
      `INSERT INTO mail_outbox (to_address, subject, text_body, kind)
       SELECT 'dealer-' || i || '@example.com', 'Mail ' || i, 'body ' || i, 'test' FROM generate_series(1, 100) i`,
    );
    await waitUntil('both workers mid-send', async () => smtp.waiting() === 2);
    await answeredAfter(20);

    const [a] = processes;
    a!.child.kill('SIGTERM');
    await waitUntil(
      'draining',
      async () => (await request(a!.port, 'GET', '/api/ready')).json.status === 'draining',
    );
    smtp.release();
    // HAProxy takes it out on its next health check, while it still serves (the grace period).
    let downWhileServing = false;
    await waitUntil('HAProxy marks the draining process down', async () => {
      const down = (await haproxy.serverStates()).a === 'DOWN';
      downWhileServing = down && a!.child.exitCode === null;
      return down;
    });
    expect(downWhileServing).toBe(true);
    expect(await exited(a!.child)).toBe(0);
    await answeredAfter(20); // served by the other alone

    await start(a!);
    await waitUntil(
      'HAProxy routes to the restarted process',
      async () => (await haproxy.serverStates()).a === 'UP',
    );
    await answeredAfter(20);
    calling = false;
    await Promise.all(clients);
    agent.destroy();
    expect(failures).toEqual([]);

    await waitUntil(
      'every mail sent',
      async () => {
        const [row] = await database.query(
          `SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`,
        );
        return row!.n === 100;
      },
      60_000,
    ); // well under the 2-minute lease: the stopped worker's claims came back at once
    const subjects = smtp.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]?.trim());
    expect(subjects).toHaveLength(100);
    expect(new Set(subjects).size).toBe(100);
  });

  it('warns when a second process keeps its images in a folder of its own', () => {
    expect(fs.readFileSync(processes[1]!.log, 'utf8')).toMatch(/BLOB STORE NOT SHARED/);
  });
});
