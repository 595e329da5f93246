// The product as a user runs it, for the benchmarks: the API's production build (scripts/build-server.mjs,
// made when missing or stale) run by plain `node` in its own process, as `npm start` and the Dockerfile
// run it, with the default configuration and logging (JSON lines on stdout, discarded here), a file-backed
// embedded database in a fresh data folder, or a fresh database on a PostgreSQL server.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { serverCommand, serverEnvironment } from '../../scripts/build-server.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

export interface Product {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * A server the bench started ends with the bench, also when the bench fails before stopping it: a
 * product left running under --cpu-prof once kept a core busy beneath every later measurement.
 */
export function endsWithThisProcess<T extends ChildProcess>(child: T): T {
  const end = () => child.kill('SIGTERM');
  process.once('exit', end);
  child.once('exit', () => process.off('exit', end));
  return child;
}

export const stopChild = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Waits until GET url answers 200 (up to two minutes: the first start migrates and seeds). */
async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** `nodeArgs` go before the script (e.g. --cpu-prof): still plain `node`, no loader. */
export async function startProduct(env: Record<string, string>, nodeArgs: string[] = []): Promise<Product> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale', 'api'], { cwd: root });
  if (build.status !== 0) throw new Error(`server build failed: ${String(build.stderr)}`);
  const [node, ...args] = serverCommand('api');
  const child = endsWithThisProcess(
    spawn(node, [...nodeArgs, ...args], {
      cwd: root,
      // Stopped without a grace period: no load balancer waits for it to drain.
      env: serverEnvironment({
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: url,
        SHUTDOWN_GRACE_MS: '0',
        ...env,
      }),
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitFor(`${url}/api/ready`);
  return { url, child, stop: () => stopChild(child) };
}

export const freshDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));

/** A new, empty database on the server of `serverUrl`, and how to drop it afterwards. */
export async function freshPostgres(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** An access token of a demo user, through the password sign-in a client would use. */
export async function signIn(url: string, username = 'dealer@example.com'): Promise<string> {
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
  return ((await login.json()) as { result: { access_token: string } }).result.access_token;
}

export const serverDatabaseUrl = () => process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;

export const machineLine = () =>
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}, Node ${process.version}`;
