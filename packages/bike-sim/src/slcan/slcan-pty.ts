// Expose a simulated bike as an SLCAN adapter on a pseudo-terminal, so programs open a real serial
// device path (the bridge's serial driver, python-can). socat creates the pty and links it to a
// local TCP socket this process serves; if the pty's user closes it, socat is started again so the
// device path keeps working.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SimulatedBike } from '../bike/simulated-bike.ts';

/** What can sit behind the adapter: any simulated system with a bus and a tester side. */
export type SlcanHost = Pick<SimulatedBike, 'bus' | 'attachTester'>;
import { SLCAN_BUS_ERROR, SLCAN_ERROR_PASSIVE, SlcanDevice } from './slcan-device.ts';

export interface PtyDevice {
  /** The serial device path (a symlink to /dev/pts/N). */
  path: string;
  close(): Promise<void>;
}

export async function exposeOnPty(
  bike: SlcanHost,
  options: { path?: string; socat?: string } = {},
): Promise<PtyDevice> {
  const dir = options.path ? undefined : mkdtempSync(join(tmpdir(), 'bike-sim-'));
  const path = options.path ?? join(dir!, 'slcan0');
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    socket.setNoDelay(true);
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    new SlcanDevice(socket, {
      attach: () => bike.attachTester('slcan'),
      busBitrate: bike.bus.bitrate,
      serialNumber: 'SIM1',
      // Cable pulled: the adapter's frames go unacknowledged, its controller turns error passive.
      statusFlags: () => (bike.bus.linkUp ? 0 : SLCAN_ERROR_PASSIVE | SLCAN_BUS_ERROR),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

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
        if (existsSync(path) && sockets.size > 0) {
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
    async close() {
      closing = true;
      if (socat && socat.exitCode === null) {
        const exited = new Promise((r) => socat!.once('exit', r));
        socat.kill('SIGTERM');
        await exited;
      }
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (dir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
