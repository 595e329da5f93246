// Load runs and their figures for bench/api: autocannon in this process, the servers elsewhere.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { endsWithThisProcess, stopChild } from '../lib/product.ts';
import { processCpuMicros } from '../lib/process-cpu.ts';

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** µs of the server's CPU (all threads) per answered request; NaN when not measured. */
  cpuPerRequest: number;
}

export interface Load {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Several requests are sent in turn on each connection (a page's calls). */
  requests?: { method: 'GET' | 'PUT'; path: string; body?: string }[];
  /** The server's process: its CPU time is read before and after (Linux /proc). */
  pid?: number;
}

export async function measure(load: Load): Promise<Figures> {
  const cpuBefore = load.pid === undefined ? undefined : processCpuMicros(load.pid);
  const result = await autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    headers: {
      ...load.headers,
      ...(load.requests?.some((r) => r.body) ? { 'content-type': 'application/json' } : {}),
    },
    ...(load.requests ? { requests: load.requests } : {}),
  });
  const cpuAfter = load.pid === undefined ? undefined : processCpuMicros(load.pid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? NaN : cpuAfter - cpuBefore;
  return {
    cpuPerRequest: cpu / result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // autocannon counts timeouts among its errors
    failures: result.errors + result.non2xx,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Load before the measured rounds: a server just started answers its first seconds of load at two
 * thirds of its steady rate while V8 optimizes the path (seen on /api/brand: 15,000 req/s in the
 * first 5 s, then 21,000 in each 5 s after).
 */
export const WARM_UP_SECONDS = 5;

/** Medians of `rounds` alternating runs of each load, after a warm-up of each. */
export async function alternate(loads: Load[], rounds: number): Promise<Figures[]> {
  for (const load of loads) await measure({ ...load, seconds: WARM_UP_SECONDS });
  const runs = loads.map(() => [] as Figures[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, load] of loads.entries()) runs[i]!.push(await measure(load));
  }
  return runs.map((r) => ({
    rps: median(r.map((x) => x.rps)),
    p50: median(r.map((x) => x.p50)),
    p99: median(r.map((x) => x.p99)),
    cpuPerRequest: median(r.map((x) => x.cpuPerRequest)),
    failures: r.reduce((n, x) => n + x.failures, 0),
  }));
}

/** Starts bench/api/bare.mjs under plain node serving `bodies`; resolves with its URL, pid and stop. */
export async function startBare(
  bodies: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bare-')), 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const child = endsWithThisProcess(
    spawn(process.execPath, [...nodeArgs, path.join(import.meta.dirname, 'bare.mjs'), file], {
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line) resolve(line.slice(6).trim());
    });
    child.on('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
  return { url, pid: child.pid!, stop: () => stopChild(child) };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const cpu = (f: Figures) => (Number.isNaN(f.cpuPerRequest) ? '–' : fmt(f.cpuPerRequest));

export const row = (label: string, f: Figures) =>
  `${label.padEnd(52)} ${fmt(f.rps).padStart(8)} req/s   p50 ${fmt(f.p50).padStart(4)} ms   p99 ${fmt(f.p99).padStart(4)} ms   ${cpu(f).padStart(5)} µs CPU/req   failures ${f.failures}`;

/**
 * The throughput ratio, and the CPU each server spent per request: on a shared machine the ratio moves
 * with the neighbours' load, the CPU per request much less (it counts work, not waiting).
 */
export const ratioLine = (path: string, product: Figures, bare: Figures) =>
  `ratio ${path.padEnd(14)} ${(product.rps / bare.rps).toFixed(2)}   (product ${fmt(product.rps)} ÷ bare ${fmt(bare.rps)} req/s, p99 ${product.p99} vs ${bare.p99} ms; goal ≥ 0.50)\n` +
  `      CPU per request: product ${cpu(product)} µs, bare ${cpu(bare)} µs (ratio ${(bare.cpuPerRequest / product.cpuPerRequest).toFixed(2)})`;
