// The Bafang simulator as an SLCAN adapter on a pseudo-terminal, in a process of its own
// (packages/bike-sim/src/slcan/pty-main.ts), and the run's bridge swapped for one whose serial driver
// opens that device path: the bridge knows of no simulator, every frame crosses a real serial device,
// and detection has to find the bus's bitrate and protocol through the adapter, as with a real bike.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { stopPid, swapBridge, type BridgeControl } from './bridge-swap.ts';
import { startProcess } from './processes.ts';
import { thisLane } from './lane.ts';

const ptyPidFile = (control: BridgeControl) => path.join(control.dataDir, 'bafang-pty.pid');
const ptyControlFile = (control: BridgeControl) => path.join(control.dataDir, 'bafang-pty.control');

/** Starts the simulator on `devicePath`; resolves once the adapter is there and serving. */
async function startPtySimulator(
  control: BridgeControl,
  scenario: string,
  devicePath: string,
  adapter: string,
) {
  fs.rmSync(devicePath, { force: true }); // a link left by an earlier file of this run
  const log = path.join(control.dataDir, `bafang-pty-${Date.now()}.log`);
  const child = startProcess(
    'Bafang simulator on a pty',
    'packages/bike-sim/src/slcan/pty-main.ts',
    { SLCAN_ADAPTER: adapter, SLCAN_CONTROL: ptyControlFile(control) },
    log,
    [scenario, devicePath],
  );
  fs.writeFileSync(ptyPidFile(control), String(child.pid));
  // pty-main prints its line once socat has made the link and connected to the adapter's socket;
  // the link alone can exist a moment before a byte written to it reaches the adapter.
  const until = Date.now() + 60_000;
  const ready = () =>
    fs.existsSync(devicePath) && fs.readFileSync(log, 'utf8').includes('is an SLCAN adapter at');
  while (!ready()) {
    if (child.exitCode !== null) throw new Error(`the pty simulator exited; log: ${log}`);
    if (Date.now() > until) throw new Error(`no SLCAN adapter at ${devicePath} within 60 s; log: ${log}`);
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
  const control = thisLane().bridgeControl;
  const devicePath = path.join(control.dataDir, 'bafang-slcan0');
  beforeAll(async () => {
    await startPtySimulator(control, scenario, devicePath, adapter);
    await swapBridge(control, { serialPath: devicePath });
  }, 120_000);
  afterAll(async () => {
    try {
      await swapBridge(control, 'uds');
    } finally {
      await stopPtySimulator(control);
    }
  }, 120_000);
  return { devicePath };
}
