// Two real API processes started at the same moment on one empty PostgreSQL database, with a local
// SMTP sink: both come up; every mail triggered through either is delivered exactly once; an account
// locked through one is locked on the other; the wrong-password limit per address holds on both.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoAccounts } from './db/seed/foundation.seed.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

/** A JSON POST from a chosen loopback address (the limits count per address). */
function post(
  port: number,
  url: string,
  body: unknown,
  from = '127.0.0.1',
): Promise<{ status: number; json: { code?: number } }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(text || '{}') as { code?: number } }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function waitUntil(what: string, check: () => Promise<boolean>, ms = 90_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 200)))
    if (await check().catch(() => false)) return;
  throw new Error(`timed out waiting for ${what}`);
}

describe('two API processes on one PostgreSQL database', { timeout: 180_000 }, () => {
  if (!serverUrl) throw new Error('this test needs a PostgreSQL server: set TEST_DATABASE_URL (CI does)');
  const dbName = `scaleout_${randomBytes(4).toString('hex')}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
  const received: string[] = [];
  const children: ChildProcess[] = [];
  const ports: number[] = [];
  const logs: string[] = [];
  let smtp: SMTPServer;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await client.query<Record<string, unknown>>(sql);
    } finally {
      await client.end();
    }
  };
  const query = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(sql)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${dbName}`);
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (c: Buffer) => (raw += c.toString()));
        stream.on('end', () => (received.push(raw), done()));
      },
    });
    const smtpPort = await new Promise<number>((r) =>
      smtp.listen(0, '127.0.0.1', () => r((smtp.server.address() as AddressInfo).port)),
    );
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'scaleout-'));
    for (let i = 0; i < 2; i++) ports.push(await freePort());
    // Both at the same moment, on the empty database.
    for (const [i, port] of ports.entries()) {
      const log = path.join(dataDir, `api-${i}.log`);
      logs.push(log);
      const out = fs.openSync(log, 'w');
      const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
        cwd: root,
        stdio: ['ignore', out, out],
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: `http://localhost:${port}`,
          DATABASE_URL: databaseUrl,
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          MAIL_POLL_MS: '200',
          LOG_LEVEL: 'warn',
          DATA_DIR: dataDir,
          WEB_DIST: path.join(dataDir, 'no-web'),
          DOWNLOADS_DIR: path.join(dataDir, 'downloads'),
        },
      });
      children.push(child);
    }
    for (const [i, port] of ports.entries())
      await waitUntil(`API process ${i} (log: ${logs[i]})`, async () => {
        if (children[i]!.exitCode !== null) throw new Error(fs.readFileSync(logs[i]!, 'utf8'));
        return (await fetch(`http://127.0.0.1:${port}/api/auth/config`)).ok;
      });
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.on('exit', r)))),
    );
    await new Promise<void>((r) => smtp?.close(() => r()));
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
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
    // Both workers kept polling a while longer: nothing was sent twice.
    await new Promise((r) => setTimeout(r, 1500));
    expect(received).toHaveLength(n);
    const codes = received.map((raw) => /\b(\d{6})\b/.exec(raw)?.[1]);
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
