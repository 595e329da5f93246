// A journey file that needs another drive system behind the portal (the Bafang CAN simulator) stops
// the run's bridge and starts one with BRIDGE_SIM_SYSTEM on the same port, so the portal built for that
// port talks to it; afterwards the UDS bridge comes back with the same state folder (decision 1111).
// Only the files that ask pay for the swap; the run's other journeys keep the one bridge.
import path from 'node:path';
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { waitForHttp } from './ports.ts';
import { startProcess } from './processes.ts';
import { thisLane } from './lane.ts';

export interface BridgeControl {
  bridgeUrl: string;
  /** The environment the run's bridge was started with. */
  env: Record<string, string>;
  dataDir: string;
  /** Pid of the bridge serving the port now (global set-up's or a swapped one). */
  pidFile: string;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export async function stopPid(pid: number): Promise<void> {
  if (!alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const until = Date.now() + 10_000;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * A simulated system inside the bridge, the serial driver on a device path (a real adapter's), or the
 * slcan driver over TCP to a Wi-Fi adapter's host:port (BRIDGE_DRIVER=tcp).
 */
export type BridgeMode = 'uds' | 'bafang' | { serialPath: string } | { tcpAddress: string };

function bridgeEnv(control: BridgeControl, mode: BridgeMode): Record<string, string> {
  if (typeof mode === 'string') return { ...control.env, BRIDGE_SIM_SYSTEM: mode };
  // A real driver holds no simulator: none of the run's BRIDGE_SIM_* settings go with it.
  const env = Object.fromEntries(Object.entries(control.env).filter(([k]) => !k.startsWith('BRIDGE_SIM_')));
  return 'tcpAddress' in mode
    ? { ...env, BRIDGE_DRIVER: 'tcp', BRIDGE_TCP_ADDRESS: mode.tcpAddress }
    : { ...env, BRIDGE_DRIVER: 'serial', BRIDGE_SERIAL_PATH: mode.serialPath };
}

/**
 * Stops the bridge on the port and starts one in `mode` in its place; resolves once it answers.
 * `env` overrides the run's settings (a bridge for a journey's own API: its origin, JWKS, state).
 */
export async function swapBridge(
  control: BridgeControl,
  mode: BridgeMode,
  env: Record<string, string> = {},
): Promise<void> {
  const current = Number(fs.readFileSync(control.pidFile, 'utf8'));
  if (current) await stopPid(current);
  const name = typeof mode === 'string' ? mode : 'tcpAddress' in mode ? 'tcp' : 'serial';
  const log = path.join(control.dataDir, `bridge-${name}-${Date.now()}.log`);
  const child = startProcess(
    `bridge (${name})`,
    'apps/bridge/src/server.ts',
    { ...bridgeEnv(control, mode), ...env },
    log,
  );
  fs.writeFileSync(control.pidFile, String(child.pid));
  await waitForHttp(`${control.bridgeUrl}/openapi.json`, 60_000, () => child.exitCode === null);
}

/** Global teardown: the swapped-in bridge, if one still runs. */
export async function stopSwappedBridge(control: BridgeControl, original: number | undefined): Promise<void> {
  if (!fs.existsSync(control.pidFile)) return;
  const pid = Number(fs.readFileSync(control.pidFile, 'utf8'));
  if (pid && pid !== original) await stopPid(pid);
}

/** For this journey file: a bridge in `mode` (and `env`) behind the portal, the UDS bridge back afterwards. */
export function bridgeForThisFile(mode: BridgeMode, env: Record<string, string> = {}): void {
  const control = thisLane().bridgeControl;
  beforeAll(() => swapBridge(control, mode, env), 120_000);
  afterAll(() => swapBridge(control, 'uds'), 120_000);
}

/** For this journey file: the Bafang CAN simulator behind the portal, the UDS bridge back afterwards. */
export const bafangBridgeForThisFile = (): void => bridgeForThisFile('bafang');
