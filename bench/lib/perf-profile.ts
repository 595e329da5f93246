// Where a server's CPU goes with the kernel counted too: Linux `perf record -g` on the server's process
// (every thread) while it is under load, its JavaScript named through `node --perf-basic-prof`. V8's
// own sampler (cpu-profile.ts) sees no kernel and charges to `writev` what its signal found on return
// from the system call, so it showed 22–45 % in `writev` that was partly the sampler's. Here each
// sample falls in one class, by its stack:
//   kernel, client side: the loopback answer taken in by the client's TCP in the sender's context
//     (the kernel does that in the writer's system call), of it waking the client when it sleeps;
//   kernel, other: the server's own system calls, interrupts, scheduling;
//   V8: garbage collection (any thread), the inline caches' slow paths (megamorphic lookups, misses,
//     map changes), other builtins and runtime; Node's C++ and llhttp; libc;
//   JavaScript, by place (an npm package, Node's internals, our sources through the build's maps).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { placeOf } from './cpu-profile.ts';

/** Starts `perf record` on `pid`; stop() ends it (SIGINT) and resolves once the file is written. */
export function recordPerf(pid: number, file: string): { stop(): Promise<void> } {
  const perf: ChildProcess = spawn('perf', ['record', '-F', '2999', '-g', '-p', String(pid), '-o', file], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let error = '';
  perf.stderr!.on('data', (d: Buffer) => (error += d.toString()));
  // perf writes its file on SIGINT and then ends by that signal (or with 0).
  const exited = new Promise<boolean>((resolve) =>
    perf.on('exit', (code, signal) => resolve(code === 0 || signal === 'SIGINT')),
  );
  perf.on('error', () => undefined); // reported by stop()
  return {
    async stop() {
      perf.kill('SIGINT');
      if (!(await exited))
        throw new Error(`perf record failed: ${error || 'is perf (linux-perf) installed?'}`);
    },
  };
}

export interface PerfSummary {
  /** µs of CPU sampled (cpu-clock periods). */
  total: number;
  classes: Map<string, number>;
  /** JavaScript by place, with the builtins and IC slow paths it called charged to it. */
  places: Map<string, number>;
  /** By the sampled function itself (a builtin, a kernel function, compiled JavaScript). */
  leaves: Map<string, number>;
}

const GC =
  /Heap::CollectGarbage|ScavengerCollector|Scavenger::|MarkCompactCollector|ConcurrentMarking|Sweeper|IncrementalMarking|MinorMarkSweep/;
const IC_SLOW =
  /IC_Megamorphic|IC_Miss|Runtime_.*IC|FeedbackNexus|LookupIterator|MigrateToMap|UpdateDescriptorForValue|DefineKeyedOwnPropertyInLiteral|TransitionsAccessor|Map::Update|Map::Copy/;

interface Frame {
  sym: string;
  dso: string;
}

/** "JS:*name file:///…/chunk.mjs:12:345" (perf-basic-prof, 1-based) → its place. */
function jsPlace(sym: string, root: string): string {
  const at = /\s(\S+):(\d+):(\d+)$/.exec(sym);
  if (!at) return sym.startsWith('RegExp:') ? '(regular expressions)' : '(JavaScript, unnamed)';
  const [, url, line, column] = at;
  const frame = {
    functionName: '',
    url: url!,
    lineNumber: Number(line) - 1,
    columnNumber: Number(column) - 1,
  };
  return placeOf(frame, root).place;
}

const isJs = (f: Frame) => f.sym.startsWith('JS:') || f.sym.startsWith('RegExp:');

function classOf(stack: Frame[], leaf: Frame): string {
  if (stack.some((f) => f.sym === 'process_backlog' || f.sym === '__netif_receive_skb_one_core'))
    return stack.some((f) => f.sym === 'sock_def_readable')
      ? 'kernel: waking the client'
      : 'kernel: the client’s TCP receive';
  if (leaf.dso.includes('kernel')) return 'kernel: the server’s system calls and the rest';
  if (stack.some((f) => GC.test(f.sym))) return 'V8: garbage collection';
  if (isJs(leaf)) return 'JavaScript (compiled code)';
  if (IC_SLOW.test(leaf.sym) || /^Builtins_(Keyed)?(Load|Store|Define)\w*IC/.test(leaf.sym))
    return 'V8: inline caches, slow paths';
  if (/^Builtins_|v8::|^Runtime_/.test(leaf.sym)) return 'V8: other builtins and runtime';
  if (/^node::|llhttp|^uv_|^uv__/.test(leaf.sym)) return 'Node C++, llhttp, libuv';
  return 'libc, libstdc++ and the rest';
}

function classify(stack: Frame[], root: string): { cls: string; place?: string; leaf: string } {
  // A regular expression's compiled code can sit where a collected function's code was, and perf
  // names it by the older entry of the map: code called by V8's RegExp machinery is the expression.
  const inRegExp = (i: number) => i + 1 < stack.length && /RegExp/.test(stack[i + 1]!.sym);
  const leaf = isJs(stack[0]!) && inRegExp(0) ? { sym: 'RegExp: (compiled)', dso: '' } : stack[0]!;
  const js = stack.find((f, i) => isJs(f) && !inRegExp(i));
  const cls = classOf(stack, leaf);
  // Kernel and GC time is the process's, not the calling function's.
  const charged = cls.startsWith('kernel') || cls.includes('garbage') ? undefined : js;
  return { cls, leaf: leaf.sym, ...(charged ? { place: jsPlace(charged.sym, root) } : {}) };
}

/** Reads a perf.data file (perf script) into classes and places. */
export function summarizePerf(file: string, root: string): PerfSummary {
  const script = spawnSync('perf', ['script', '-i', file, '-F', 'period,ip,sym,dso'], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  if (script.status !== 0) throw new Error(`perf script failed: ${script.stderr}`);
  const classes = new Map<string, number>();
  const places = new Map<string, number>();
  const leaves = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  let total = 0;
  let period = 0;
  let stack: Frame[] = [];
  const flush = () => {
    if (stack.length === 0) return;
    const us = period / 1000;
    total += us;
    const { cls, place, leaf } = classify(stack, root);
    add(classes, cls, us);
    if (place) add(places, place, us);
    add(leaves, leaf, us);
    stack = [];
  };
  for (const line of script.stdout.split('\n')) {
    if (!line.trim()) {
      flush();
      continue;
    }
    // A sample's first line is its period (indented with spaces), its frames follow indented with a tab.
    if (!line.startsWith('\t')) {
      flush();
      period = Number(line.trim()) || 0;
      continue;
    }
    const frame = /^\s*[0-9a-f]+\s+(.*?)\s+\(([^)]*)\)$/.exec(line);
    if (frame) stack.push({ sym: frame[1]!, dso: frame[2]! });
  }
  flush();
  return { total, classes, places, leaves };
}
