// Expose a simulated bike as an SLCAN adapter on a pseudo-terminal, so programs open a real serial
// device path (the bridge's serial driver, python-can). socat creates the pty and links it to a
// local TCP socket this process serves; if the pty's user closes it, socat is started again so the
// device path keeps working. The adapter emulators themselves are in slcan-tcp.ts.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveSlcanOverTcp } from './slcan-tcp.ts';
import type { SlcanAdapterKind, SlcanHost } from './slcan-tcp.ts';
import type { SlcanControllerStats } from './slcan-can-controller.ts';

export interface PtyDevice {
  /** The serial device path (a symlink to /dev/pts/N). */
  path: string;
  kind: SlcanAdapterKind;
  /** The adapter's counters, summed over every time the pty was opened. */
  stats(): SlcanControllerStats;
  close(): Promise<void>;
}

export async function exposeOnPty(
  bike: SlcanHost,
  options: { path?: string; socat?: string; kind?: SlcanAdapterKind } = {},
): Promise<PtyDevice> {
  const kind = options.kind ?? 'lawicel';
  const dir = options.path ? undefined : mkdtempSync(join(tmpdir(), 'bike-sim-'));
  const path = options.path ?? join(dir!, 'slcan0');
  const tcp = await serveSlcanOverTcp(bike, { kind });
  const { port } = tcp;

  let closing = false;
  let socat: ChildProcess | undefined;
  const start = () =>
    new Promise<void>((resolve, reject) => {
      const child = spawn(
        options.socat ?? 'socat',
        [`pty,raw,echo=0,link=${path}`, `tcp:127.0.0.1:${port},nodelay`],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      socat = child;
      let stderr = '';
      child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
      child.on('error', reject);
      child.on('exit', () => {
        if (!closing) setTimeout(() => void start().catch(() => undefined), 50);
      });
      const started = Date.now();
      const poll = setInterval(() => {
        if (existsSync(path) && tcp.connections > 0) {
          clearInterval(poll);
          resolve();
        } else if (Date.now() - started > 5000 || child.exitCode !== null) {
          clearInterval(poll);
          reject(new Error(`socat did not create ${path}: ${stderr}`));
        }
      }, 10);
    });
  await start();

  return {
    path,
    kind,
    stats: () => tcp.stats(),
    async close() {
      closing = true;
      if (socat && socat.exitCode === null) {
        const exited = new Promise((r) => socat!.once('exit', r));
        socat.kill('SIGTERM');
        await exited;
      }
      await tcp.close();
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
