// Two real API processes started at the same moment on one empty PostgreSQL database, with a local
// SMTP sink: both come up; every mail triggered through either is delivered exactly once; an account
// locked through one is locked on the other; the wrong-password limit per address holds on both.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from './db/seed/foundation.seed.ts';
import {
  buildApiServer,
  exited,
  freePort,
  request,
  serverDatabase,
  smtpSink,
  startApiProcess,
  waitUntil,
} from './test/api-processes.ts';

const post = (port: number, url: string, body: unknown, from = '127.0.0.1') =>
  request(port, 'POST', url, { body, from });

describe('two API processes on one PostgreSQL database', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof serverDatabase>>;
  let smtp: Awaited<ReturnType<typeof smtpSink>>;
  const children: ReturnType<typeof startApiProcess>[] = [];
  const ports: number[] = [];
  const logs: string[] = [];
  const query = (sql: string) => database.query(sql);

  beforeAll(async () => {
    buildApiServer();
    [database, smtp] = await Promise.all([serverDatabase('scaleout'), smtpSink()]);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaleout-'));
    for (let i = 0; i < 2; i++) ports.push(await freePort());
    // Both at the same moment, on the empty database.
    for (const [i, port] of ports.entries()) {
      logs.push(path.join(dataDir, `api-${i}.log`));
      children.push(
        startApiProcess(
          {
            PORT: String(port),
            HOST: '127.0.0.1',
            PUBLIC_URL: `http://localhost:${port}`,
            DATABASE_URL: database.url,
            SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
            MAIL_POLL_MS: '200',
            LOG_LEVEL: 'warn',
            DATA_DIR: dataDir,
            WEB_DIST: path.join(dataDir, 'no-web'),
            DOWNLOADS_DIR: path.join(dataDir, 'downloads'),
          },
          logs[i]!,
        ),
      );
    }
    for (const [i, port] of ports.entries())
      await waitUntil(`API process ${i} (log: ${logs[i]})`, async () => {
        if (children[i]!.exitCode !== null) throw new Error(fs.readFileSync(logs[i]!, 'utf8'));
        return (await request(port, 'GET', '/api/auth/config')).status === 200;
      });
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGINT');
    await Promise.all(children.map(exited));
    await smtp?.close();
    await database?.drop();
  });

  it('both started; the demo data is there once', async () => {
    expect(children.every((c) => c.exitCode === null)).toBe(true);
    const [row] = await query(`SELECT count(*)::int AS n FROM users WHERE email = '${DemoAccounts.dealer}'`);
    expect(row!.n).toBe(1);
  });

  it('delivers every mail triggered through either process exactly once', async () => {
    const accounts = Object.values(DemoAccounts);
    for (const [i, username] of [...accounts, ...accounts].entries())
      expect((await post(ports[i % 2]!, '/api/user/forgot_password', { username })).status).toBe(200);
    const [{ n }] = (await query('SELECT count(*)::int AS n FROM mail_outbox')) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(accounts.length);
    await waitUntil('every mail sent', async () => {
      const [row] = await query(`SELECT count(*)::int AS n FROM mail_outbox WHERE status = 'sent'`);
      return row!.n === n;
    });
    // Each mail was claimed once, by one worker (a second claim counts an attempt, and a mail is
    // sent only by the worker that claimed it) and arrived once: nothing was sent twice.
    const [{ claimedTwice }] = (await query(
      'SELECT count(*)::int AS "claimedTwice" FROM mail_outbox WHERE attempts <> 1',
    )) as [{ claimedTwice: number }];
    expect(claimedTwice).toBe(0);
    expect(smtp.received).toHaveLength(n);
    const codes = smtp.received.map((raw) => /\b(\d{6})\b/.exec(raw)?.[1]);
    expect(new Set(codes).size).toBe(n);
  });

  it('locks an account on both processes and limits wrong passwords per address on both', async () => {
    const login = (i: number, password: string, from = '127.0.0.1') =>
      post(ports[i % 2]!, '/api/user/login', { username: DemoAccounts.otherDealer, password }, from);
    for (let i = 0; i < 4; i++) expect((await login(i, `wrong-${i}-pass`)).json.code).toBe(401700);
    expect((await login(4, 'wrong-4-pass')).json.code).toBe(400601); // the 5th locks the account
    // Locked on the other process too, even with the right password and from another address.
    for (const i of [0, 1])
      expect(await login(i, 'demo1234', '127.0.0.2')).toMatchObject({ status: 400, json: { code: 400601 } });
    // Five wrong passwords from 127.0.0.1 within the minute: the next is refused on both.
    for (const i of [0, 1])
      expect(await login(i, 'wrong-6-pass')).toMatchObject({ status: 429, json: { code: 400601 } });
  });
});
