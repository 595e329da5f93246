// Where a server's CPU went, from the .cpuprofile that `node --cpu-prof` writes on exit: self time by
// function and by place (an npm package, a source file of ours mapped back through the build's source
// maps, Node's internals, V8's garbage collector), counted only within given time windows (the load
// runs), so start-up and idle time do not blur what a request costs.
import fs from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A window in the profile's clock: µs of CLOCK_MONOTONIC, which process.hrtime reads too. */
export interface Window {
  from: number;
  to: number;
}
export const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

export interface Summary {
  /** µs sampled in the windows, idle excluded. */
  busy: number;
  byPlace: [string, number][];
  byFunction: [string, number][];
  /** Time with the function anywhere on the stack (each function counted once per sample). */
  inclusive: [string, number][];
}

const maps = new Map<string, SourceMap | null>();
function sourceMapOf(file: string): SourceMap | null {
  if (!maps.has(file)) {
    let map: SourceMap | null = null;
    try {
      map = new SourceMap(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
    } catch {
      // no map: the bundle's own name stands
    }
    maps.set(file, map);
  }
  return maps.get(file)!;
}

/** "pkg:fastify", "src:apps/api/src/plugins/access.ts", "node:internal/…" or V8's own entries. */
export function placeOf(frame: ProfileNode['callFrame'], root: string): { place: string; line: number } {
  const { url, lineNumber, columnNumber } = frame;
  if (!url) return { place: `(${frame.functionName || 'native'})`, line: 0 };
  if (url.startsWith('node:')) return { place: url.split('/').slice(0, 2).join('/'), line: lineNumber };
  const file = url.startsWith('file:') ? fileURLToPath(url) : url;
  const inModules = file.lastIndexOf(`${path.sep}node_modules${path.sep}`);
  if (inModules !== -1) {
    const [scope, name] = file.slice(inModules + 14).split(path.sep);
    return { place: `pkg:${scope!.startsWith('@') ? `${scope}/${name}` : scope}`, line: lineNumber };
  }
  const entry = sourceMapOf(file)?.findEntry(lineNumber, columnNumber);
  if (entry && 'originalSource' in entry && entry.originalSource) {
    const source = entry.originalSource.startsWith('file:')
      ? fileURLToPath(entry.originalSource)
      : path.resolve(path.dirname(file), entry.originalSource);
    const mapped = placeOf({ ...frame, url: source, lineNumber: entry.originalLine }, root);
    return mapped.place.startsWith('pkg:')
      ? mapped
      : { place: `src:${path.relative(root, source)}`, line: entry.originalLine };
  }
  return { place: `src:${path.relative(root, file)}`, line: lineNumber };
}

export function summarize(file: string, windows: Window[], root: string): Summary {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfById = new Map<number, number>();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    // a sample's time is the gap up to the next one
    const spent = profile.timeDeltas[i + 1] ?? 0;
    if (!windows.some((w) => t >= w.from && t < w.to)) continue;
    selfById.set(profile.samples[i]!, (selfById.get(profile.samples[i]!) ?? 0) + spent);
  }
  const parents = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parents.set(c, n.id);
  const keys = new Map<number, { place: string; fn: string }>();
  const keyOf = (id: number) => {
    let key = keys.get(id);
    if (!key) {
      const frame = nodes.get(id)!.callFrame;
      const { place, line } = placeOf(frame, root);
      key = { place, fn: `${frame.functionName || '(anonymous)'}  ${place}${line ? `:${line + 1}` : ''}` };
      keys.set(id, key);
    }
    return key;
  };
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, us: number) => m.set(k, (m.get(k) ?? 0) + us);
  let busy = 0;
  for (const [id, us] of selfById) {
    if (nodes.get(id)!.callFrame.functionName === '(idle)') continue;
    busy += us;
    const { place, fn } = keyOf(id);
    add(byPlace, place, us);
    add(byFunction, fn, us);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) onStack.add(keyOf(at).fn);
    for (const f of onStack) add(inclusive, f, us);
  }
  const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]);
  return { busy, byPlace: sorted(byPlace), byFunction: sorted(byFunction), inclusive: sorted(inclusive) };
}
