// The hot read's CPU per request, kernel included, for the product and for bench/api's bare server:
// each started under `node --perf-basic-prof` (the product's production build as bench/api starts
// it, embedded database), warmed up, then loaded for --duration seconds with `perf record` on its
// process (bench/lib/perf-profile.ts). Prints µs per request by class side by side, then where the
// product's JavaScript (with the builtins it called) spends it. Needs Linux `perf` (linux-perf).
//   npx tsx bench/api/perf-split.ts [--path /api/brand] [--duration 8] [--connections 32] [--top 15]
//                                   [--product-flag=--a-node-flag …]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshDataDir, machineLine, root, startProduct } from '../lib/product.ts';
import { browserAccessToken } from '../lib/browser-token.ts';
import { recordPerf, summarizePerf } from '../lib/perf-profile.ts';
import { measure, startBare, type Load } from './measure.ts';

const { values } = parseArgs({
  options: {
    path: { type: 'string', default: '/api/brand' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '32' },
    top: { type: 'string', default: '15' },
    // Extra node flags for the product only (experiments: `--product-flag=--initial-old-space-size=256`).
    'product-flag': { type: 'string', multiple: true, default: [] },
  },
});
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-perf-'));
const perfArgs = ['--perf-basic-prof'];

async function sampled(name: string, load: Omit<Load, 'seconds' | 'connections'> & { pid: number }) {
  const base = { ...load, connections: Number(values.connections) };
  await measure({ ...base, seconds: 3 }); // warm-up
  const perf = recordPerf(load.pid, path.join(dir, `${name}.data`));
  await new Promise((r) => setTimeout(r, 500)); // perf attached to every thread
  const figures = await measure({ ...base, seconds: Number(values.duration) });
  await perf.stop();
  const requests = figures.rps * Number(values.duration);
  return { figures, requests, summary: summarizePerf(path.join(dir, `${name}.data`), root) };
}

console.log(machineLine());
const product = await startProduct({ DATA_DIR: freshDataDir() }, [...perfArgs, ...values['product-flag']]);
const auth = { authorization: `Bearer ${await browserAccessToken(product.url)}` };
const body = await (await fetch(`${product.url}${values.path}`, { headers: auth })).text();
const bare = await startBare({ [values.path]: body }, perfArgs);
let results: { product: Awaited<ReturnType<typeof sampled>>; bare: Awaited<ReturnType<typeof sampled>> };
try {
  results = {
    product: await sampled('product', {
      url: `${product.url}${values.path}`,
      headers: auth,
      pid: product.child.pid!,
    }),
    bare: await sampled('bare', { url: `${bare.url}${values.path}`, pid: bare.pid }),
  };
} finally {
  await bare.stop();
  await product.stop();
}

type Sampled = Awaited<ReturnType<typeof sampled>>;
const cell = (n: number) => n.toFixed(1).padStart(8);
/** One row per key of the product's summary (largest first): µs per request, product then bare. */
function table(title: string, by: 'classes' | 'places' | 'leaves', limit?: number) {
  const perRequest = (r: Sampled, key: string) => (r.summary[by].get(key) ?? 0) / r.requests;
  console.log(`\n${title}\n${''.padEnd(48)}${'product'.padStart(8)}${'bare'.padStart(8)}`);
  const keys = [...results.product.summary[by]].sort((x, y) => y[1] - x[1]).slice(0, limit);
  for (const [key] of keys)
    console.log(
      `  ${key.slice(0, 46).padEnd(46)}${cell(perRequest(results.product, key))}${cell(perRequest(results.bare, key))}`,
    );
}

console.log(`GET ${values.path}, ${values.connections} connections, ${values.duration} s under perf`);
for (const [label, r] of Object.entries(results))
  console.log(
    `  ${label.padEnd(8)} ${Math.round(r.figures.rps).toLocaleString('en-US').padStart(7)} req/s, ${r.figures.cpuPerRequest.toFixed(1)} µs CPU/req from /proc, ${(r.summary.total / r.requests).toFixed(1)} µs sampled, failures ${r.figures.failures}`,
  );
table('µs per request', 'classes');
table('JavaScript by place, with the builtins and IC slow paths it called', 'places', Number(values.top));
table('by the sampled function itself', 'leaves', Number(values.top));
