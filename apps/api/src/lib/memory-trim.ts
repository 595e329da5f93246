// Hands the memory glibc's malloc holds free back to the system (decision 3306).
//
// Start-up (PGlite's first start, migrations, seeding, compiling PostgreSQL's WebAssembly) allocates
// and frees well over a hundred MB through malloc. glibc keeps freed memory in its arenas for reuse
// and returns only the free space at the very top of each, so after start-up the API held ~135 MB of
// free memory it would never use again (malloc_stats: 172 MB in the arenas, 37 MB in use). Only
// `malloc_trim(0)` releases free pages inside an arena, and Node has no call for it: koffi (the FFI
// library) calls it from glibc. Where there is no glibc (macOS, Windows, musl), nothing is trimmed.
import { createRequire } from 'node:module';
import type Koffi from 'koffi';

export type MallocTrim = () => boolean;

/** glibc's malloc_trim(0) as a function, or why there is none on this system. */
export function loadMallocTrim(): MallocTrim | { unavailable: string } {
  if (process.platform !== 'linux') return { unavailable: `no glibc on ${process.platform}` };
  try {
    // Loaded only here: the FFI's native module is of no use to the rest of the server.
    const koffi = createRequire(import.meta.url)('koffi') as typeof Koffi;
    const trim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as (pad: number) => number;
    return () => trim(0) === 1;
  } catch (err) {
    return { unavailable: `malloc_trim not loaded: ${err instanceof Error ? err.message : String(err)}` };
  }
}

export interface MemoryTrimOptions {
  /** How often the resident size is looked at after the first trim (a read of /proc, microseconds). */
  intervalMs: number;
  /** Trim again once the resident size grew this much since the last trim left it. */
  growthBytes?: number;
  log: { info(message: string): void; debug(message: string): void };
  /** For tests: the trim to call instead of glibc's, and the resident size to read. */
  trim?: MallocTrim;
  residentBytes?: () => number;
}

const megabytes = (bytes: number) => `${(bytes / 1048576).toFixed(0)} MB`;

/**
 * Trims once now (start-up is over), then whenever the resident size grew by `growthBytes` (8 MB)
 * since the last trim: the first minutes of load (the JIT compiling the hot paths) and a burst of
 * large answers free memory that glibc would otherwise keep. A trim walks the arenas' free lists, a
 * few milliseconds; the look in between costs microseconds. The timer does not keep the process alive.
 */
export function startMemoryTrim(options: MemoryTrimOptions): { stop(): void } {
  const loaded = options.trim ?? loadMallocTrim();
  if (typeof loaded !== 'function') {
    options.log.info(`memory trim off: ${loaded.unavailable}`);
    return { stop: () => undefined };
  }
  const resident = options.residentBytes ?? (() => process.memoryUsage.rss());
  const growth = options.growthBytes ?? 8 * 1048576;
  let left = 0;
  const trimOnce = (first: boolean) => {
    const before = resident();
    const started = performance.now();
    loaded();
    left = resident();
    const line = `malloc_trim: resident ${megabytes(before)} → ${megabytes(left)} in ${(performance.now() - started).toFixed(1)} ms`;
    if (first) options.log.info(line);
    else options.log.debug(line);
  };
  trimOnce(true);
  const timer = setInterval(() => {
    if (resident() >= left + growth) trimOnce(false);
  }, options.intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
