// CPU time a process has used so far (all its threads: the embedded database's worker too), read from
// outside through Linux /proc, so the measured server needs no help and its load no extra work.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

let ticksPerSecond: number | undefined;

/** User + system CPU time of `pid` in µs; undefined where /proc is not there. */
export function processCpuMicros(pid: number): number | undefined {
  let stat: string;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  // The command name (field 2) is in parentheses and may hold spaces: count from after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of proc(5), i.e. 11 and 12 after the state (field 3).
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks / ticksPerSecond) * 1e6;
}
