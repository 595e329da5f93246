// A 1 MiB-class UDS flash of the simulated controller through a connected bridge connection, timed
// from the first to the last transferred block (erase, verify and reboot are outside the window), for
// the adapter benches (bench/gs-usb.ts, bench/slcan.ts).
import { createHash } from 'node:crypto';
import { isoTpLimitBytesPerSecond, type SimulatedBike } from '@dealer/bike-sim';
import { runFirmwareUpdate } from '../../apps/bridge/src/operations/firmware-update.operation.ts';
import type { BikeConnection } from '../../apps/bridge/src/services/bike-connection.ts';
import { ProgressHub } from '../../apps/bridge/src/services/progress-hub.ts';
import { makeImage } from '../../apps/bridge/src/test-support/test-bridge.ts';
import { recordBusTime } from './bus-time.ts';
import type { BusTimeFigures } from './bus-time.ts';

export interface FlashFigures {
  totalMs: number;
  transferMs: number;
  bytesPerSecond: number;
  /** The ISO-TP limit at the bus bitrate, bytes per second. */
  limit: number;
  /** The version the controller runs afterwards. */
  activeVersion: string | undefined;
  /** The transfer window in bus time (bus-time.ts). */
  bus: BusTimeFigures;
}

/** Flashes `size` bytes as version 5.3.2 of the controller; throws when the update fails. */
export async function flashController(
  bike: SimulatedBike,
  conn: BikeConnection,
  bitrate: number,
  size: number,
): Promise<FlashFigures> {
  const image = makeImage(size, 9);
  const controller = bike.component('controller')!;
  const manifest = {
    part_spec_code: controller.partSpecCode,
    version: '5.3.2',
    size,
    sha256: createHash('sha256').update(image).digest('hex'),
    hardware_versions: [controller.hardwareVersion],
    kind: 'application' as const,
    signed_at: new Date().toISOString(),
  };
  const hub = new ProgressHub();
  let first: { at: number; bytes: number } | undefined;
  let lastAt = 0;
  const recorder = recordBusTime(bike.bus);
  hub.on('firmware_update', (e) => {
    if (e.stage !== 'transferring') return;
    first ??= { at: performance.now(), bytes: e.transferred_bytes ?? 0 };
    lastAt = performance.now();
  });
  const t = performance.now();
  try {
    await conn.operate({ action: 'bench', kind: 'firmware', node: 'controller' }, (net, signal) =>
      runFirmwareUpdate(
        () => conn.refreshIdentity('controller'),
        net,
        { node: 'controller', image, manifest, rescue: false },
        conn.identity('controller')!,
        signal,
        hub,
      ),
    );
  } finally {
    recorder.dispose();
  }
  const transferMs = lastAt - (first?.at ?? lastAt);
  return {
    totalMs: performance.now() - t,
    transferMs,
    bytesPerSecond: ((size - (first?.bytes ?? 0)) / transferMs) * 1000,
    limit: isoTpLimitBytesPerSecond(bitrate),
    activeVersion: controller.slots[controller.activeSlot]?.version,
    bus: recorder.figures(first?.at ?? lastAt, lastAt),
  };
}
