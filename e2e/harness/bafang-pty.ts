// The Bafang (or UDS) simulator as an SLCAN adapter on a pseudo-terminal, in a process of its own
// (packages/bike-sim/src/slcan/pty-main.ts), and the run's bridge swapped for one whose serial driver
// opens that device path: the bridge knows of no simulator, every frame crosses a real serial device,
// and detection has to find the bus's bitrate and protocol through the adapter, as with a real bike.
// The same process serves the adapter on a TCP port instead (the WiCAN emulator, as a Wi-Fi adapter
// does) for a bridge with the tcp driver.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { stopPid, swapBridge, type BridgeControl, type BridgeMode } from './bridge-swap.ts';
import { freePort } from './ports.ts';
import { startProcess } from './processes.ts';
import { thisLane } from './lane.ts';

const ptyPidFile = (control: BridgeControl) => path.join(control.dataDir, 'bafang-pty.pid');
const ptyControlFile = (control: BridgeControl) => path.join(control.dataDir, 'bafang-pty.control');

/** Where the simulator's adapter is plugged in: a pty's device path, or a TCP port (a Wi-Fi adapter's). */
type AdapterAt = { devicePath: string } | { tcpPort: number };

/** Starts the simulator's adapter at `at`; resolves once the adapter is there and serving. */
async function startPtySimulator(control: BridgeControl, scenario: string, at: AdapterAt, adapter: string) {
  // A link left by an earlier file of this run.
  if ('devicePath' in at) fs.rmSync(at.devicePath, { force: true });
  const log = path.join(control.dataDir, `bafang-pty-${Date.now()}.log`);
  const child = startProcess(
    'devicePath' in at ? 'simulator on a pty' : 'simulator behind a Wi-Fi adapter (TCP)',
    'packages/bike-sim/src/slcan/pty-main.ts',
    {
      SLCAN_ADAPTER: adapter,
      SLCAN_CONTROL: ptyControlFile(control),
      ...('tcpPort' in at ? { SLCAN_TCP_PORT: String(at.tcpPort) } : {}),
    },
    log,
    'devicePath' in at ? [scenario, at.devicePath] : [scenario],
  );
  fs.writeFileSync(ptyPidFile(control), String(child.pid));
  // pty-main prints its line once socat has made the link and connected to the adapter's socket
  // (the link alone can exist a moment before a byte written to it reaches the adapter), or once
  // its TCP port listens.
  const where = 'devicePath' in at ? at.devicePath : `TCP port ${at.tcpPort}`;
  const until = Date.now() + 60_000;
  const ready = () =>
    (!('devicePath' in at) || fs.existsSync(at.devicePath)) &&
    fs.readFileSync(log, 'utf8').includes('is an SLCAN adapter at');
  while (!ready()) {
    if (child.exitCode !== null) throw new Error(`the pty simulator exited; log: ${log}`);
    if (Date.now() > until) throw new Error(`no SLCAN adapter at ${where} within 60 s; log: ${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Stops the pty simulator if one runs (after a file, and in global teardown after a failed one). */
export async function stopPtySimulator(control: BridgeControl): Promise<void> {
  const file = ptyPidFile(control);
  if (!fs.existsSync(file)) return;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  if (pid) await stopPid(pid);
  fs.rmSync(file, { force: true });
}

/**
 * Arms the pty simulator's adapter pull (pty-main's SLCAN_CONTROL "pull"): the adapter leaves the
 * computer inside the next transfer from the tester, after 200 consecutive frames.
 */
export function armAdapterPull(): void {
  fs.writeFileSync(ptyControlFile(thisLane().bridgeControl), 'pull');
}

/** Plugs the pulled adapter back in ("plug"); resolves once its device path is back. */
export async function plugAdapterBackIn(devicePath: string): Promise<void> {
  fs.writeFileSync(ptyControlFile(thisLane().bridgeControl), 'plug');
  const until = Date.now() + 30_000;
  while (!fs.existsSync(devicePath)) {
    if (Date.now() > until) throw new Error(`the adapter did not come back at ${devicePath}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The simulator's adapter at `at` and the bridge swapped to `mode` for this file; the UDS bridge back after. */
function simulatorBridgeForThisFile(
  scenario: string,
  adapter: string,
  at: () => Promise<AdapterAt>,
  mode: () => BridgeMode,
): void {
  const control = thisLane().bridgeControl;
  beforeAll(async () => {
    await startPtySimulator(control, scenario, await at(), adapter);
    await swapBridge(control, mode());
  }, 120_000);
  afterAll(async () => {
    try {
      await swapBridge(control, 'uds');
    } finally {
      await stopPtySimulator(control);
    }
  }, 120_000);
}

/**
 * For this journey file: the simulator of `scenario` (a Bafang or a UDS one) on a pty as an slcan
 * adapter of kind `adapter` (lawicel, canable, canable2, canable25: SLCAN_ADAPTER of pty-main) and
 * the bridge's serial driver on it; the UDS simulator bridge back afterwards. Returns the device path
 * the bridge opens.
 */
export function bafangSerialBridgeForThisFile(
  scenario = 'bafang_healthy',
  adapter = 'lawicel',
): { devicePath: string } {
  const devicePath = path.join(thisLane().bridgeControl.dataDir, 'bafang-slcan0');
  simulatorBridgeForThisFile(
    scenario,
    adapter,
    () => Promise.resolve({ devicePath }),
    () => ({ serialPath: devicePath }),
  );
  return { devicePath };
}

/**
 * For this journey file: the simulator of `scenario` (a Bafang or a UDS one) behind the WiCAN emulator
 * serving slcan on a TCP port of this machine, as the Wi-Fi adapter does, and the bridge's tcp driver
 * on it (BRIDGE_DRIVER=tcp); the UDS simulator bridge back afterwards. `tcpAddress()` is the host:port
 * the bridge connects to (known once the file's set-up ran).
 */
export function wicanTcpBridgeForThisFile(scenario: string): { tcpAddress: () => string } {
  let tcpAddress = '';
  simulatorBridgeForThisFile(
    scenario,
    'wican',
    async () => {
      const tcpPort = await freePort();
      tcpAddress = `127.0.0.1:${tcpPort}`;
      return { tcpPort };
    },
    () => ({ tcpAddress }),
  );
  return {
    tcpAddress: () => {
      if (!tcpAddress) throw new Error('the Wi-Fi adapter starts in beforeAll: call this inside a test');
      return tcpAddress;
    },
  };
}
