// Load as a busy brand-wide deployment makes it: 200 connections × 30 s of mixed authenticated reads
// against the product started as `npm start` starts it (its own process, default configuration and
// logging, a file-backed embedded database with the demo data), then again on the PostgreSQL server
// in DATABASE_URL (or TEST_DATABASE_URL). Prints requests/s, p50, p99, max, errors and 503 refusals.
//   npx tsx bench/load/run.ts [--connections 200] [--duration 30] [--only pglite|postgres]
import type { EventEmitter } from 'node:events';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DemoFleet } from '@dealer/contracts';
import {
  freshDataDir,
  freshPostgres,
  machineLine,
  serverDatabaseUrl,
  signIn,
  startProduct,
} from '../lib/product.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '30' },
    only: { type: 'string' },
  },
});

async function load(name: string, url: string) {
  const token = await signIn(url);
  const paths = [
    '/api/brand',
    '/api/account/',
    `/api/bike/${DemoFleet.healthy.vin}`,
    '/api/service_book/?page=1&page_size=20',
    '/api/zendesk/article?query=battery&language=en-us',
    '/api/home/summary',
  ];
  // The returned promise is also the run's event emitter (autocannon's `response` event).
  const run = autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    headers: { authorization: `Bearer ${token}` },
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const events = run as unknown as EventEmitter;
  // When the slow answers come (a cold start, a cache expiring, a checkpoint) says more than the max.
  const started = Date.now();
  const slowest = new Map<number, number>();
  events.on('response', (_client: unknown, _status: number, _bytes: number, ms: number) => {
    const second = Math.floor((Date.now() - started) / 1000);
    slowest.set(second, Math.max(slowest.get(second) ?? 0, ms));
  });
  const result = await run;
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
  const slow = [...slowest].filter(([, ms]) => ms > 1000);
  console.log(
    `${''.padEnd(28)} slowest answer per second over 1 s: ${slow.length ? slow.map(([s, ms]) => `${s}s ${Math.round(ms)} ms`).join(', ') : 'none'}`,
  );
}

console.log(machineLine());
console.log(
  `${values.connections} connections × ${values.duration} s, mixed authenticated reads (brand, account, bike, service book, help search, home)`,
);
if (values.only !== 'postgres') {
  const product = await startProduct({ DATA_DIR: freshDataDir() });
  await load('embedded database (PGlite)', product.url);
  await product.stop();
}
const server = serverDatabaseUrl();
if (values.only !== 'pglite' && server) {
  const database = await freshPostgres(server);
  const product = await startProduct({ DATABASE_URL: database.url, DATA_DIR: freshDataDir() });
  await load('PostgreSQL server', product.url);
  await product.stop();
  await database.drop();
} else if (values.only !== 'pglite')
  console.log('PostgreSQL server: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
