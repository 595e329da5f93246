// Which bitrate the bus runs at and which protocol the bike speaks (decision 1101). First listen-only
// at each candidate bitrate: whole frames heard mean the bitrate is right, and their identifiers tell
// Bafang CAN from UDS. A silent bus is then probed with read-only requests (a functional TesterPresent,
// a Bafang hardware-version read), one bitrate at a time. Nothing that changes a bike is ever sent.
import { BafangCmd, BafangDevice, looksLikeBafangId } from '@dealer/contracts';
import type { Driver } from '../drivers/driver.ts';
import { BafangClient } from '../protocol/bafang/bafang-client.ts';
import type { CanFrame } from '../protocol/can-transport.ts';
import { UdsNetwork } from './uds-network.ts';
import type { NetworkTiming } from './uds-network.ts';

export const CANDIDATE_BITRATES = [250_000, 500_000, 1_000_000] as const;
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
): Promise<BusProtocol | undefined> {
  driver.setBitrate(bitrate);
  const transport = await driver.open();
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
    return undefined;
  } finally {
    await driver.close();
  }
}

/**
 * Listen at every candidate (the configured bitrate first) before sending anything, then probe them
 * in the same order (decision 1122). The connect has just sent its TesterPresent at the configured
 * bitrate unanswered, so a broadcasting bus elsewhere (a Bafang system at 250 kbit/s behind a bridge
 * set to 500) is found without a second round of frames at a bitrate the bus does not run at.
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
  for (const bitrate of order) {
    const answered = await probe(driver, bitrate, timing);
    if (answered) return found(bitrate, answered, 'probe');
  }
  driver.setBitrate(configured);
  return undefined;
}
