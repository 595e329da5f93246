// Where the product's CPU goes on the hot reads: the production build started as bench/api starts it,
// but under `node --cpu-prof`; each read driven for --duration seconds after a warm-up; then the CPU
// the process used per request (from /proc, all threads) and the profile's self time by place and by
// function within the load runs. Robust to a busy machine: CPU per request counts work, not waiting.
//   npx tsx bench/api/profile.ts [--only pglite|postgres] [--duration 10] [--connections 32] [--top 25]
//                                [--path /api/brand --path /api/account/]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  freshDataDir,
  freshPostgres,
  machineLine,
  root,
  serverDatabaseUrl,
  startProduct,
  type Product,
} from '../lib/product.ts';
import { browserAccessToken } from '../lib/browser-token.ts';
import { monotonicMicros, summarize, type Window } from '../lib/cpu-profile.ts';
import { measure } from './measure.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    top: { type: 'string', default: '25' },
    only: { type: 'string', default: 'pglite' },
    path: { type: 'string', multiple: true, default: ['/api/brand', '/api/account/'] },
  },
});
const seconds = Number(values.duration);
const top = Number(values.top);
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;

async function profile(product: Product, profileDir: string): Promise<void> {
  const pid = product.child.pid!;
  const token = await browserAccessToken(product.url);
  const headers = { authorization: `Bearer ${token}` };
  const windows: Window[] = [];
  let requests = 0;
  for (const p of values.path) {
    const load = { url: `${product.url}${p}`, connections: Number(values.connections), headers, pid };
    await measure({ ...load, seconds: 3 }); // warm-up, outside the windows
    const from = monotonicMicros();
    const figures = await measure({ ...load, seconds });
    windows.push({ from, to: monotonicMicros() });
    requests += figures.rps * seconds;
    console.log(
      `${p.padEnd(16)} ${figures.rps.toFixed(0).padStart(6)} req/s  ${figures.cpuPerRequest.toFixed(0).padStart(4)} µs CPU/request (process, all threads)  failures ${figures.failures}`,
    );
  }
  await product.stop(); // the profile is written on exit
  const file = fs
    .readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(profileDir, f))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0]; // the main thread's is the largest
  if (!file) throw new Error(`no profile in ${profileDir}`);
  const summary = summarize(file, windows, root);
  console.log(
    `main thread, within the load runs: ${(summary.busy / requests).toFixed(0)} µs busy/request; profile ${file}`,
  );
  const share = (us: number) => `${((100 * us) / summary.busy).toFixed(1).padStart(5)} %`;
  console.log('\nself time by place:');
  for (const [place, us] of summary.byPlace.slice(0, top)) console.log(`  ${ms(us)} ${share(us)}  ${place}`);
  console.log('\nself time by function:');
  for (const [fn, us] of summary.byFunction.slice(0, top)) console.log(`  ${ms(us)} ${share(us)}  ${fn}`);
  console.log('\ninclusive time by function:');
  for (const [fn, us] of summary.inclusive.slice(0, top * 2)) console.log(`  ${ms(us)} ${share(us)}  ${fn}`);
}

console.log(machineLine());
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
const nodeArgs = ['--cpu-prof', '--cpu-prof-dir', profileDir];
if (values.only === 'postgres') {
  const server = serverDatabaseUrl();
  if (!server) throw new Error('set DATABASE_URL or TEST_DATABASE_URL');
  const database = await freshPostgres(server);
  try {
    console.log('PostgreSQL server (DATABASE_URL)');
    await profile(
      await startProduct({ DATABASE_URL: database.url, DATA_DIR: freshDataDir() }, nodeArgs),
      profileDir,
    );
  } finally {
    await database.drop();
  }
} else {
  console.log('embedded database (PGlite)');
  await profile(await startProduct({ DATA_DIR: freshDataDir() }, nodeArgs), profileDir);
}
