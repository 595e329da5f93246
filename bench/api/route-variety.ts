// What the rest of a product's traffic costs its hot read (issue 31). V8 fits each property access in
// the code every request runs through — Node's HTTP and streams, Fastify's hooks and reply, ours — to
// the shapes of object it has met there; a process that has also answered other calls, sent files,
// served the sign-in's pages or answered a 404 has met more of them, and those accesses stay slower
// for the life of the process. bench/api's bare server answers one route only; the product's hot read
// is measured after a browser's sign-in, as in any deployment. Here each round starts the production
// build afresh (npm start's defaults, embedded database) once per kind of earlier traffic, then loads
// GET /api/brand with a token from the API's password sign-in, and prints µs of CPU per request:
//   api      nothing but the password sign-in before the load;
//   files    the portal's pages and assets (sent as files), and unknown assets (404), first;
//   routes   eleven other reads of the API and an unknown API path (404), first;
//   browser  a browser's sign-in at the embedded provider and the portal's first screens, first.
//   npx tsx bench/api/route-variety.ts [--rounds 5] [--duration 6] [--connections 32]
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freshDataDir, machineLine, root, signIn, startProduct } from '../lib/product.ts';
import { browserAccessToken } from '../lib/browser-token.ts';
import { processTree } from '../lib/process-tree.ts';
import { measure } from './measure.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '6' },
    connections: { type: 'string', default: '32' },
  },
});

const assetsDir = path.join(root, 'apps/web/dist/assets');
if (!fs.existsSync(assetsDir)) throw new Error('no portal build: run `npm run build` first');
const assets = fs
  .readdirSync(assetsDir)
  .filter((f) => f.endsWith('.js'))
  .slice(0, 10);

// Eleven of the API's other reads (backend-endpoints.tsv) and a path it does not have.
const OTHER_READS = [
  '/user/detail',
  '/user/permission',
  '/account/',
  '/country',
  '/region',
  '/service_center',
  '/instruction/',
  '/service_book/',
  '/zendesk/category',
  '/zendesk/language',
  '/v2/firmware/',
  '/no-such-call',
];

const fetchAll = async (urls: string[], headers: Record<string, string> = {}) => {
  for (const url of urls) await (await fetch(url, { headers })).arrayBuffer();
};

const before: Record<string, (url: string) => Promise<void>> = {
  api: async () => undefined,
  files: async (url) => {
    for (let i = 0; i < 20; i++) {
      await fetchAll([`${url}/`, `${url}/login`, `${url}/assets/missing-${i}.js`]);
      await fetchAll(
        assets.map((f) => `${url}/assets/${f}`),
        { 'accept-encoding': 'br' },
      );
    }
  },
  routes: async (url) => {
    const auth = { authorization: `Bearer ${await signIn(url)}` };
    for (let i = 0; i < 20; i++)
      await fetchAll(
        OTHER_READS.map((p) => `${url}/api${p}`),
        auth,
      );
  },
  browser: async (url) => void (await browserAccessToken(url)),
};

console.log(machineLine());
const dataDir = freshDataDir();
const results = new Map<string, number[]>();
async function round(kind: string): Promise<void> {
  const product = await startProduct({ DATA_DIR: dataDir });
  try {
    await before[kind]!(product.url);
    const load = {
      url: `${product.url}/api/brand`,
      headers: { authorization: `Bearer ${await signIn(product.url)}` },
      connections: Number(values.connections),
      pid: product.child.pid!,
    };
    if (results.size === 0) console.log(processTree({ product: product.child.pid! }).join('\n'));
    await measure({ ...load, seconds: 4 }); // warm-up
    const f = await measure({ ...load, seconds: Number(values.duration) });
    if (f.failures) throw new Error(`${kind}: ${f.failures} failed requests`);
    console.log(
      `  ${kind.padEnd(8)} ${Math.round(f.rps).toLocaleString('en-US').padStart(7)} req/s  ${f.cpuPerRequest.toFixed(1).padStart(6)} µs CPU/req`,
    );
    results.set(kind, [...(results.get(kind) ?? []), f.cpuPerRequest]);
  } finally {
    await product.stop();
  }
}

const kinds = Object.keys(before);
console.log(
  `GET /api/brand, ${values.connections} connections, ${values.duration} s per round after 4 s of warm-up`,
);
for (let i = 0; i < Number(values.rounds); i++)
  for (const kind of i % 2 ? [...kinds].reverse() : kinds) await round(kind);
const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const base = median(results.get('api')!);
console.log('medians, µs of CPU per request (from /proc, every thread of the process):');
for (const [kind, v] of results)
  console.log(
    `  ${kind.padEnd(8)} ${median(v).toFixed(1).padStart(6)}  (${kind === 'api' ? 'the base' : `+${(median(v) - base).toFixed(1)}`})`,
  );
