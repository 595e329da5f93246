// Flash benchmark on the simulated 500 kbit/s bus with real timing (time scale 1):
//  - effective throughput of a 1 MiB firmware transfer as a fraction of the ISO-TP limit
//    (7 data bytes per consecutive frame of ~116.5 bits with typical stuffing ≈ 30.0 kB/s),
//  - the time of a full read (discovery + identification) of a 10-component bike.
// Run: npx tsx bench/flash.ts
import { createHash } from 'node:crypto';
import { SimulatedBike, isoTpLimitBytesPerSecond } from '@dealer/bike-sim';
import { BikeConnection } from '../apps/bridge/src/services/bike-connection.ts';
import { UdsProtocol } from '../apps/bridge/src/services/uds-protocol.ts';
import { SimDriver } from '../apps/bridge/src/drivers/sim-driver.ts';
import { ProgressHub } from '../apps/bridge/src/services/progress-hub.ts';
import { runFirmwareUpdate } from '../apps/bridge/src/operations/firmware-update.operation.ts';

const BITRATE = 500_000;
const SIZE = 1024 * 1024;

function image(size: number): Uint8Array {
  // Firmware images are compressed, so their bytes look random (and stuff like random data).
  const out = new Uint8Array(size);
  let x = 0x9e3779b9;
  for (let i = 0; i < size; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

const bike = new SimulatedBike({ scenario: 'firmware_update_available', timeScale: 1, bitrate: BITRATE });
const conn = new BikeConnection(new SimDriver(bike), new UdsProtocol());

let t = performance.now();
await conn.connect('cable', { sid: 'bench', wid: 0, sub: 'bench' });
const connectMs = performance.now() - t;
t = performance.now();
await conn.read({ action: 'bench', kind: 'read' }, async () => {
  for (const c of conn.components) await conn.refreshIdentity(c.node);
});
const fullReadMs = performance.now() - t;

const data = image(SIZE);
const controller = bike.component('controller')!;
const manifest = {
  part_spec_code: controller.partSpecCode,
  version: '5.3.2',
  size: SIZE,
  sha256: createHash('sha256').update(data).digest('hex'),
  hardware_versions: [controller.hardwareVersion],
  kind: 'application' as const,
  signed_at: new Date().toISOString(),
};
const hub = new ProgressHub();
let firstBlockAt = 0;
let firstBlockBytes = 0;
let lastBlockAt = 0;
let lastPrinted = -10;
const statsBefore = { ...bike.bus.stats };
hub.on('firmware_update', (e) => {
  if (e.stage !== 'transferring') return;
  if (!firstBlockAt) {
    firstBlockAt = performance.now();
    firstBlockBytes = e.transferred_bytes ?? 0;
    Object.assign(statsBefore, bike.bus.stats);
  }
  lastBlockAt = performance.now();
  if (e.progress >= lastPrinted + 10) {
    lastPrinted = e.progress;
    process.stderr.write(`\r  transferring … ${e.progress}%`);
  }
});
t = performance.now();
const result = await conn.operate({ action: 'bench', kind: 'firmware', node: 'controller' }, (net, signal) =>
  runFirmwareUpdate(
    () => conn.refreshIdentity('controller'),
    net,
    { node: 'controller', image: data, manifest, rescue: false },
    conn.identity('controller')!,
    signal,
    hub,
  ),
);
const totalMs = performance.now() - t;
process.stderr.write('\n');

const transferMs = lastBlockAt - firstBlockAt;
const bytesPerSecond = ((SIZE - firstBlockBytes) / transferMs) * 1000;
const limit = isoTpLimitBytesPerSecond(BITRATE);
const frames = bike.bus.stats.frames - statsBefore.frames;
const bits = bike.bus.stats.bits - statsBefore.bits;
const busyMs = bike.bus.stats.busyMs - statsBefore.busyMs;

console.log(`bus: ${BITRATE / 1000} kbit/s, real timing, exact bit stuffing per frame`);
console.log(
  `firmware update 1 MiB (${result.previous_version} → ${result.version}): total ${(totalMs / 1000).toFixed(1)} s incl. erase, verify, reboot`,
);
console.log(
  `  transfer: ${(bytesPerSecond / 1000).toFixed(2)} kB/s over ${(transferMs / 1000).toFixed(1)} s, ${frames} frames, ${(bits / frames).toFixed(1)} bits/frame, bus busy ${((busyMs / transferMs) * 100).toFixed(1)}%`,
);
console.log(`  ISO-TP limit: ${(limit / 1000).toFixed(2)} kB/s (7 bytes per 116.5-bit frame)`);
console.log(`  effective throughput / ISO-TP limit: ${(bytesPerSecond / limit).toFixed(3)} (goal ≥ 0.9)`);
console.log(
  `full read of a ${conn.components.length}-component bike: ${fullReadMs.toFixed(0)} ms (connect with discovery + identification: ${connectMs.toFixed(0)} ms)`,
);

await conn.closeAll();
bike.close();
bike.bus.close();
