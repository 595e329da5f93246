// How long this process's threads (the bridge, the adapter emulator and the simulated bike all run
// on its main thread in the benches; serial reads and writes on libuv's pool) and its child
// processes (socat behind a pty) waited, runnable, for a processor: the second field of Linux's
// /proc/<pid>/task/<tid>/schedstat. Sampled every 2 ms (a pread of an open file each, ~10 µs) so a
// stretch of bus time can be asked how much of it a busy machine kept them from running.
// Elsewhere than Linux nothing is known (undefined).
import { closeSync, openSync, readFileSync, readSync, readdirSync } from 'node:fs';

interface Sample {
  at: number;
  /** Cumulative run-queue wait in ms, one per watched process, in the order of `fds`. */
  waits: number[];
}

export class RunQueueSampler {
  private readonly fds: number[] = [];
  private readonly samples: Sample[] = [];
  private readonly buffer = Buffer.alloc(128);
  private timer: NodeJS.Timeout | undefined;

  /** Starts sampling this process's threads and its children now; false where Linux does not tell. */
  start(): boolean {
    try {
      const children = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean);
      const threads = readdirSync(`/proc/${process.pid}/task`).map((t) => `${process.pid}/task/${t}`);
      for (const task of [...threads, ...children]) this.fds.push(openSync(`/proc/${task}/schedstat`, 'r'));
    } catch {
      this.stop();
      return false;
    }
    this.sample();
    this.timer = setInterval(() => this.sample(), 2);
    return true;
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    if (this.fds.length) this.sample();
    for (const fd of this.fds.splice(0)) closeSync(fd);
  }

  /**
   * The run-queue wait inside [from, to] (performance.now() ms) of the thread or process that waited
   * longest there (their waits may overlap, so they are not added: this errs low), or undefined if
   * not sampled.
   */
  waitedMs(from: number, to: number): number | undefined {
    if (this.samples.length < 2) return undefined;
    let most = 0;
    for (let p = 0; p < this.samples[0]!.waits.length; p++)
      most = Math.max(most, this.cumulative(p, to) - this.cumulative(p, from));
    return most;
  }

  private sample(): void {
    const waits: number[] = [];
    for (const fd of this.fds) {
      try {
        const n = readSync(fd, this.buffer, 0, this.buffer.length, 0);
        waits.push(Number(this.buffer.toString('latin1', 0, n).split(' ')[1] ?? 0) / 1e6);
      } catch {
        waits.push(this.samples.at(-1)?.waits[waits.length] ?? 0); // the process ended
      }
    }
    this.samples.push({ at: performance.now(), waits });
  }

  /** Process `p`'s cumulative wait at `at`, interpolated between the samples around it. */
  private cumulative(p: number, at: number): number {
    const s = this.samples;
    let lo = 0;
    let hi = s.length - 1;
    if (at <= s[lo]!.at) return s[lo]!.waits[p]!;
    if (at >= s[hi]!.at) return s[hi]!.waits[p]!;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (s[mid]!.at <= at) lo = mid;
      else hi = mid;
    }
    const a = s[lo]!;
    const b = s[hi]!;
    return a.waits[p]! + ((b.waits[p]! - a.waits[p]!) * (at - a.at)) / (b.at - a.at);
  }
}
