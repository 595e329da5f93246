// For the system tests that run real API processes: each started as production starts it (the
// compiled build, `node apps/api/dist/server.mjs`), over a database of its own on the PostgreSQL
// server of the run (postgres-server.ts), with an SMTP server of smtp-server as the mail peer.
import { postgresServerUrl } from './postgres-server.ts';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = http.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function waitUntil(what: string, check: () => Promise<boolean>, ms = 90_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100)))
    if (await check().catch(() => false)) return;
  throw new Error(`timed out waiting for ${what}`);
}

export interface Answer {
  status: number;
  json: { code?: number; result?: Record<string, unknown> } & Record<string, unknown>;
}

/** A JSON request from a chosen loopback address (the limits count per address). */
export function request(
  port: number,
  method: string,
  url: string,
  o: { body?: unknown; from?: string; headers?: Record<string, string>; agent?: http.Agent } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        ...(o.agent ? { agent: o.agent } : { localAddress: o.from ?? '127.0.0.1' }),
        headers: { ...(o.body === undefined ? {} : { 'content-type': 'application/json' }), ...o.headers },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          let json: Answer['json'];
          try {
            json = JSON.parse(text || '{}') as Answer['json'];
          } catch {
            json = { text };
          }
          resolve({ status: res.statusCode ?? 0, json });
        });
      },
    );
    req.on('error', reject);
    req.end(o.body === undefined ? undefined : JSON.stringify(o.body));
  });
}

/** A database of its own on the run's PostgreSQL server, dropped by drop(). */
export async function serverDatabase(prefix: string) {
  const server = postgresServerUrl();
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const url = Object.assign(new URL(server), { pathname: `/${name}` }).toString();
  const run = async (connectionString: string, sql: string) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(sql)).rows;
    } finally {
      await client.end();
    }
  };
  await run(server, `CREATE DATABASE ${name}`);
  return {
    url,
    query: (sql: string) => run(url, sql),
    drop: () => run(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** An SMTP server that keeps what it receives; while `held`, it answers no mail (senders wait mid-send). */
export async function smtpSink() {
  const received: string[] = [];
  let waiting: (() => void)[] = [];
  const sink = {
    received,
    held: false,
    /** Mails waiting for their answer right now. */
    waiting: () => waiting.length,
    release() {
      sink.held = false;
      for (const answer of waiting) answer();
      waiting = [];
    },
    port: 0,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        const answer = () => (received.push(raw), done());
        if (sink.held) waiting.push(answer);
        else answer();
      });
    },
  });
  sink.port = await new Promise<number>((r) =>
    server.listen(0, '127.0.0.1', () => r((server.server.address() as AddressInfo).port)),
  );
  return sink;
}

/** The production build of the API (scripts/build-server.mjs), made when missing or stale. */
export function buildApiServer(): void {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale', 'api'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`server build failed:\n${build.stdout}\n${build.stderr}`);
}

/** `node apps/api/dist/server.mjs`, as the Dockerfile and `npm start` run it, logging to `log`. */
export function startApiProcess(env: Record<string, string>, log: string): ChildProcess {
  const out = fs.openSync(log, 'w');
  return spawn(process.execPath, ['apps/api/dist/server.mjs'], {
    cwd: repoRoot,
    stdio: ['ignore', out, out],
    env: { ...process.env, ...env },
  });
}

/** Resolves when /api/ready answers 200; throws with the log when the process ended first. */
export function waitReady(port: number, child: ChildProcess, log: string): Promise<void> {
  return waitUntil(`the API on port ${port} (log: ${log})`, async () => {
    if (child.exitCode !== null) throw new Error(fs.readFileSync(log, 'utf8'));
    return (await request(port, 'GET', '/api/ready')).status === 200;
  });
}

/** The exit code (or signal) once the process has ended. */
export function exited(child: ChildProcess): Promise<number | string> {
  if (child.exitCode !== null || child.signalCode !== null)
    return Promise.resolve(child.exitCode ?? child.signalCode!);
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal!)));
}
