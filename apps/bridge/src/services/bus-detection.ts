// Which bitrate the bus runs at and which protocol the bike speaks (decisions 1101, 2501). First
// listen at each candidate bitrate without sending (listen-only where the adapter has it, normal mode
// otherwise): whole frames heard mean the bitrate is right, and their identifiers tell Bafang CAN
// from UDS. Only a silent bus is then probed with read-only requests (a functional TesterPresent, a
// Bafang hardware-version read), and only at the configured bitrate and the known drive systems'
// bitrates. Nothing that changes a bike is ever sent.
import { BafangCmd, BafangDevice, looksLikeBafangId } from '@dealer/contracts';
import type { Driver } from '../drivers/driver.ts';
import { BafangClient } from '../protocol/bafang/bafang-client.ts';
import type { CanFrame } from '../protocol/can-transport.ts';
import { UdsNetwork } from './uds-network.ts';
import type { NetworkTiming } from './uds-network.ts';

const CANDIDATE_BITRATES = [250_000, 500_000, 1_000_000] as const;
/**
 * The bitrates a silent bus is probed at besides the configured one: the known drive systems' own
 * (UDS bike 500 kbit/s, docs/protocols; Bafang CAN 250 kbit/s, docs/protocols/bafang-can.md).
 */
const DRIVE_SYSTEM_BITRATES = [500_000, 250_000] as const;
export type BusProtocol = 'uds' | 'bafang';

export interface BusDetection {
  bitrate: number;
  protocol: BusProtocol;
  /** How it was found: frames heard while listening, or an answer to a read-only probe. */
  method: 'listen' | 'probe';
}

export interface DetectionOptions {
  listenMs?: number;
  timing?: NetworkTiming;
  /** Called when a probe's frames left the adapter's controller in trouble (unacknowledged). */
  onBusErrors?: () => void;
}

/** Bafang frames are extended with the Bafang address layout; anything else on the bus is UDS's. */
export function classifyFrames(frames: readonly CanFrame[]): BusProtocol | undefined {
  if (frames.length === 0) return undefined;
  const bafang = frames.filter((f) => looksLikeBafangId(f.id, f.ext === true)).length;
  return bafang * 2 >= frames.length ? 'bafang' : 'uds';
}

async function probe(
  driver: Driver,
  bitrate: number,
  timing: NetworkTiming,
  onBusErrors?: () => void,
): Promise<BusProtocol | undefined> {
  driver.setBitrate(bitrate);
  // One-shot: on a bus that is not at this bitrate the probe is one attempt, not retransmissions
  // until the adapter goes bus-off.
  const transport = await driver.open({ oneShot: true });
  try {
    const net = new UdsNetwork(transport, timing);
    try {
      const nodes = await net.discover().catch(() => []);
      if (nodes.some((n) => n !== 'dongle')) return 'uds';
    } finally {
      net.close();
    }
    const client = new BafangClient(transport, { readRetries: 0 });
    try {
      const hw = await client.read(BafangDevice.driveUnit, BafangCmd.hardwareVersion).catch(() => undefined);
      if (hw) return 'bafang';
    } finally {
      client.close();
    }
    if (await driver.busDown?.().catch(() => false)) onBusErrors?.();
    return undefined;
  } finally {
    await driver.close();
  }
}

/**
 * Listen at every candidate (the configured bitrate first) before sending anything; then, for a
 * silent bus only, probe at the configured bitrate and the drive systems' bitrates, once each
 * (decision 2501). A broadcasting bus (a Bafang system) is found without one frame sent.
 */
export async function detectBus(
  driver: Driver,
  options: DetectionOptions = {},
): Promise<BusDetection | undefined> {
  const listenMs = options.listenMs ?? 250;
  const timing = options.timing ?? {};
  const found = (bitrate: number, protocol: BusProtocol, method: BusDetection['method']): BusDetection => {
    driver.setBitrate(bitrate);
    return { bitrate, protocol, method };
  };
  const configured = driver.bitrate;
  const order = [configured, ...CANDIDATE_BITRATES.filter((b) => b !== configured)];
  for (const bitrate of order) {
    const heard = classifyFrames(await driver.listen(bitrate, listenMs));
    if (heard) return found(bitrate, heard, 'listen');
  }
  const probeOrder = [configured, ...DRIVE_SYSTEM_BITRATES.filter((b) => b !== configured)];
  for (const bitrate of probeOrder) {
    const answered = await probe(driver, bitrate, timing, options.onBusErrors);
    if (answered) return found(bitrate, answered, 'probe');
  }
  driver.setBitrate(configured);
  return undefined;
}
