// Where the hot read's gap to bare Fastify lies (issue 31): the process or the product's routes.
// Alternates, on the embedded database, a bare Fastify in a process of its own (as bench/api runs it),
// the same bare server inside the product's process (bare-in-product.mjs), the product's public
// GET /api/health and its GET /api/brand with a token from the portal's sign-in; prints the medians of
// CPU per request (µs, from /proc, all threads of the process) and what each step adds.
//   npx tsx bench/api/split.ts [--duration 5] [--rounds 5] [--connections 32]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, freshDataDir, machineLine, startProduct } from '../lib/product.ts';
import { browserAccessToken } from '../lib/browser-token.ts';
import { processTree } from '../lib/process-tree.ts';
import { alternate, startBare, type Load } from './measure.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
  },
});
const common = { seconds: Number(values.duration), connections: Number(values.connections) };

const bodiesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-split-')), 'bodies.json');
const inProcessPort = await freePort();
const product = await startProduct(
  {
    DATA_DIR: freshDataDir(),
    BARE_IN_PRODUCT_BODIES: bodiesFile,
    BARE_IN_PRODUCT_ROUTES: '/api/brand',
    BARE_IN_PRODUCT_PORT: String(inProcessPort),
  },
  ['--import', path.join(import.meta.dirname, 'bare-in-product.mjs')],
);
const token = await browserAccessToken(product.url);
const auth = { authorization: `Bearer ${token}` };
const brand = await (await fetch(`${product.url}/api/brand`, { headers: auth })).text();
fs.writeFileSync(bodiesFile, JSON.stringify({ '/api/brand': brand }));
const bare = await startBare({ '/api/brand': brand });
console.log(machineLine());
for (const line of processTree({ product: product.child.pid!, bare: bare.pid })) console.log(`  ${line}`);

const loads: (Omit<Load, 'connections' | 'seconds'> & { label: string })[] = [
  { label: 'bare Fastify, own process', url: `${bare.url}/api/brand`, pid: bare.pid },
  {
    label: "bare Fastify, product's process",
    url: `http://127.0.0.1:${inProcessPort}/api/brand`,
    pid: product.child.pid,
  },
  { label: 'product GET /api/health', url: `${product.url}/api/health`, pid: product.child.pid },
  { label: 'product GET /api/brand', url: `${product.url}/api/brand`, headers: auth, pid: product.child.pid },
];
try {
  const figures = await alternate(
    loads.map((load) => ({ ...load, ...common })),
    Number(values.rounds),
  );
  console.log(
    `${common.connections} connections, ${values.rounds} alternating rounds of ${common.seconds} s, medians`,
  );
  let previous: number | undefined;
  for (const [i, load] of loads.entries()) {
    const f = figures[i]!;
    const step = previous === undefined ? '' : `   (+${(f.cpuPerRequest - previous).toFixed(0)} µs)`;
    console.log(
      `${load.label.padEnd(34)} ${f.cpuPerRequest.toFixed(0).padStart(4)} µs CPU/req ${Math.round(f.rps).toLocaleString('en-US').padStart(8)} req/s   failures ${f.failures}${step}`,
    );
    previous = f.cpuPerRequest;
  }
} finally {
  await bare.stop();
  await product.stop();
}
