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
import { recordPerf, summarizePerf, type PerfSummary } from '../lib/perf-profile.ts';
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

const perRequest = (_s: PerfSummary, requests: number, us: number | undefined) => (us ?? 0) / requests;
const cell = (n: number) => n.toFixed(1).padStart(8);
console.log(`GET ${values.path}, ${values.connections} connections, ${values.duration} s under perf`);
for (const [label, r] of Object.entries(results))
  console.log(
    `  ${label.padEnd(8)} ${Math.round(r.figures.rps).toLocaleString('en-US').padStart(7)} req/s, ${r.figures.cpuPerRequest.toFixed(1)} µs CPU/req from /proc, ${(r.summary.total / r.requests).toFixed(1)} µs sampled, failures ${r.figures.failures}`,
  );
console.log(`\nµs per request${'product'.padStart(34)}${'bare'.padStart(8)}`);
const classes = [...results.product.summary.classes].sort((a, b) => b[1] - a[1]).map(([c]) => c);
for (const c of classes) {
  const p = perRequest(
    results.product.summary,
    results.product.requests,
    results.product.summary.classes.get(c),
  );
  const b = perRequest(results.bare.summary, results.bare.requests, results.bare.summary.classes.get(c));
  console.log(`  ${c.padEnd(46)}${cell(p)}${cell(b)}`);
}
console.log('\nJavaScript by place, with the builtins and IC slow paths it called:');
const places = [...results.product.summary.places].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
for (const [place, us] of places) {
  const b = perRequest(results.bare.summary, results.bare.requests, results.bare.summary.places.get(place));
  console.log(`  ${place.padEnd(46)}${cell(us / results.product.requests)}${cell(b)}`);
}
console.log('\nby the sampled function itself:');
const leaves = [...results.product.summary.leaves].sort((a, b) => b[1] - a[1]).slice(0, Number(values.top));
for (const [leaf, us] of leaves) {
  const b = perRequest(results.bare.summary, results.bare.requests, results.bare.summary.leaves.get(leaf));
  console.log(`  ${leaf.slice(0, 46).padEnd(46)}${cell(us / results.product.requests)}${cell(b)}`);
}
