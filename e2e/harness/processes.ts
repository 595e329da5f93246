// Starting and stopping the product's processes (tsx entry points) for the journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');

export function startProcess(
  name: string,
  entry: string,
  env: Record<string, string>,
  logFile: string,
  args: string[] = [],
): ChildProcess {
  const log = fs.openSync(logFile, 'w');
  const child = spawn(tsx, [entry, ...args], {
    cwd: repoRoot,
    // Stopped without a grace period: no load balancer waits for the API to drain here.
    env: { ...process.env, SHUTDOWN_GRACE_MS: '0', ...env },
    stdio: ['ignore', log, log],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`[e2e] ${name} exited with ${code}; log: ${logFile}`);
  });
  return child;
}

export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 8000);
    child.on('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
