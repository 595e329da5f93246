// API benchmark: requests/s and p99 latency of authenticated GET /api/brand and GET /api/account/
// (JWT verification, user and permission lookup, database query, serialization) side by side with a
// bare Fastify route serving the same JSON, in the same run. The ratio API ÷ bare is the figure;
// the goal is ≥ 0.5.
//
//   npx tsx bench/api/run.ts [--duration 5] [--connections 50] [--rounds 3]
//
// The servers run in a child process (bench/api/server.ts) so the load generator does not share
// their event loop. Bare and API runs alternate for several rounds and the median of each is
// reported, so a noisy neighbour on the machine hits both sides alike.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const duration = arg('duration', 5);
const connections = arg('connections', 50);
const rounds = arg('rounds', 3);

const root = path.resolve(import.meta.dirname, '../..');
const child = spawn(path.join(root, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'server.ts')], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const ready = await new Promise<{ apiUrl: string; bareUrl: string; token: string; paths: string[] }>(
  (resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(JSON.parse(line.slice(6)) as never);
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  },
);

interface Row {
  path: string;
  target: 'api' | 'bare';
  rps: number;
  p99: number;
  failures: number;
}

async function measure(url: string, headers: Record<string, string>, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

const rows: Row[] = [];
const auth = { authorization: `Bearer ${ready.token}`, 'x-portal-version': '1.11.1' };
console.log(
  `API benchmark: ${connections} connections, ${rounds} alternating rounds of ${duration} s per server and route, medians (Node ${process.version})\n`,
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  for (const p of ready.paths) {
    const targets = [
      { target: 'bare' as const, url: `${ready.bareUrl}${p}`, headers: {} },
      { target: 'api' as const, url: `${ready.apiUrl}${p}`, headers: auth },
    ];
    for (const t of targets) await measure(t.url, t.headers, 2); // warm-up
    const runs = new Map(targets.map((t) => [t.target, [] as Awaited<ReturnType<typeof measure>>[]]));
    for (let round = 0; round < rounds; round++) {
      for (const t of targets) runs.get(t.target)!.push(await measure(t.url, t.headers, duration));
    }
    for (const t of targets) {
      const r = runs.get(t.target)!;
      rows.push({
        path: p,
        target: t.target,
        rps: median(r.map((x) => x.rps)),
        p99: median(r.map((x) => x.p99)),
        failures: r.reduce((n, x) => n + x.failures, 0),
      });
    }
  }
} finally {
  child.kill('SIGTERM');
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
console.log('route            server   requests/s   p99 ms   failures');
for (const r of rows) {
  console.log(
    `${r.path.padEnd(16)} ${r.target.padEnd(6)} ${fmt(r.rps).padStart(12)} ${fmt(r.p99, 1).padStart(8)} ${String(r.failures).padStart(10)}`,
  );
}
console.log('');
let allMet = true;
for (const p of ready.paths) {
  const api = rows.find((r) => r.path === p && r.target === 'api')!;
  const bare = rows.find((r) => r.path === p && r.target === 'bare')!;
  const ratio = api.rps / bare.rps;
  allMet &&= ratio >= 0.5 && api.failures === 0;
  console.log(
    `ratio ${p.padEnd(14)} ${ratio.toFixed(2)} (API ${fmt(api.rps)} ÷ bare ${fmt(bare.rps)} requests/s; goal ≥ 0.50)`,
  );
}
console.log(allMet ? '\ngoal met' : '\ngoal NOT met');
