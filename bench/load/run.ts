// Load as a busy brand-wide deployment makes it: 200 connections × 30 s of mixed authenticated reads
// against the product started as `npm start` starts it (its own process, default configuration and
// logging, a file-backed embedded database with the demo data), then again on the PostgreSQL server
// in DATABASE_URL (or TEST_DATABASE_URL). Prints requests/s, p50, p99, max, errors and 503 refusals.
//   npx tsx bench/load/run.ts [--connections 200] [--duration 30] [--only pglite|postgres]
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { DemoFleet } from '@dealer/contracts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});
const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startProduct(env: Record<string, string>): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/auth/config`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the product did not start');
}

async function load(name: string, url: string) {
  const login = await fetch(`${url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'dealer@example.com', password: 'demo1234' }),
  });
  const token = ((await login.json()) as { result: { access_token: string } }).result.access_token;
  const paths = [
    '/api/brand',
    '/api/account/',
    `/api/bike/${DemoFleet.healthy.vin}`,
    '/api/service_book/?page=1&page_size=20',
    '/api/zendesk/article?query=battery',
    '/api/home/summary',
  ];
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const refused = result.statusCodeStats?.['503']?.count ?? 0;
  if (process.env.LOAD_DEBUG)
    console.log(
      JSON.stringify({
        codes: result.statusCodeStats,
        errors: result.errors,
        timeouts: result.timeouts,
        non2xx: result.non2xx,
      }),
    );
  // autocannon counts a timeout among its errors too.
  const errors = result.errors + (result.non2xx - refused);
  console.log(
    `${name.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms   errors ${errors}   503 ${refused}`,
  );
}

const stop = (child: ChildProcess) => new Promise((r) => (child.kill('SIGTERM'), child.on('exit', r)));
console.log(
  `${values.connections} connections × ${values.duration} s, mixed authenticated reads (brand, account, bike, service book, help search, home)`,
);
if (values.only !== 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'load-'));
  const product = await startProduct({ DATA_DIR: dataDir });
  await load('embedded database (PGlite)', product.url);
  await stop(product.child);
}
const server = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (values.only !== 'pglite' && server) {
  const name = `load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const product = await startProduct({
    DATABASE_URL: Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'load-')),
  });
  await load('PostgreSQL server', product.url);
  await stop(product.child);
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
} else if (values.only !== 'pglite')
  console.log('PostgreSQL server: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
