// What a benchmark measured, as the operating system sees it: each server process with its command
// line and its children (Linux /proc; elsewhere only the pid).
import fs from 'node:fs';

const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
  } catch {
    return '(command line not readable here)';
  }
};

const childrenOf = (pid: number): number[] => {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/** Lines "name  pid  command", children indented below their parent. */
export function processTree(processes: Record<string, number>): string[] {
  const lines: string[] = [];
  const walk = (label: string, pid: number, depth: number) => {
    lines.push(`${'  '.repeat(depth)}${label.padEnd(10)} pid ${String(pid).padEnd(7)} ${commandOf(pid)}`);
    for (const child of childrenOf(pid)) walk('└ child', child, depth + 1);
  };
  for (const [label, pid] of Object.entries(processes)) walk(label, pid, 0);
  return lines;
}
