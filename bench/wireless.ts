// Flash throughput over the wireless links, the WiCAN emulator (packages/bike-sim/src/slcan/
// wican-device.ts, written from wican-fw) in front of the UDS bike at 500 kbit/s with real bus timing:
//  - Wi-Fi: the emulator served on a real TCP port on this machine (loopback: no radio latency);
//  - Bluetooth LE: the GATT peer model at the BLE library's boundary at ATT MTU 23, 185 and 244. The
//    model hands each write and notification over in one event-loop turn: it has no connection
//    interval, so its figure is the bridge's own limit over that MTU, not a radio's.
// With each, the link rate measured before an update and the transfer time predicted from it
// (decision 2903) beside the time the transfer took. Figures only, no assertions. Run: npx tsx bench/wireless.ts  (BENCH_FLASH_KIB, default 256)
import { SimulatedBike, WicanGattPeer, serveSlcanOverTcp } from '@dealer/bike-sim';
import type { SlcanControllerStats } from '@dealer/bike-sim';
import { bleLink } from '../apps/bridge/src/adapters/byte-stream/ble-stream.ts';
import { tcpLink } from '../apps/bridge/src/adapters/byte-stream/tcp-stream.ts';
import type { SlcanLink } from '../apps/bridge/src/adapters/byte-stream/byte-stream.ts';
import { SlcanDriver } from '../apps/bridge/src/drivers/slcan-driver.ts';
import { BikeConnection } from '../apps/bridge/src/services/bike-connection.ts';
import { UdsProtocol } from '../apps/bridge/src/services/uds-protocol.ts';
import { measureLinkRate } from '../apps/bridge/src/operations/link-rate.ts';
import { flashController } from './lib/flash-through.ts';

const binding = { sid: 'bench', wid: 1, sub: 'bench' };
const bitrate = 500_000;
const size = Number(process.env.BENCH_FLASH_KIB ?? 256) * 1024;

async function flash(label: string, bike: SimulatedBike, link: SlcanLink, stats: () => SlcanControllerStats) {
  const driver = new SlcanDriver({ link, bitrate });
  const conn = new BikeConnection(driver, new UdsProtocol(), { keepAliveMs: 0 });
  await conn.connect('cable', binding);
  try {
    // The measurement a firmware update over this link starts with (decision 2903), beside the result.
    const rate = await conn.operate({ action: 'bench', kind: 'firmware', node: 'controller' }, (net) =>
      measureLinkRate(net.client('controller'), driver, size),
    );
    const f = await flashController(bike, conn, bitrate, size);
    console.log(
      `${''.padEnd(12)} link measured ${rate.frames_per_s} frames/s (${rate.frames_lost} of ${rate.frames_sent} lost): transfer predicted ${(rate.predicted_ms / 1000).toFixed(1)} s, took ${(f.transferMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `${label.padEnd(12)} UDS flash ${size / 1024} KiB at ${bitrate / 1000} kbit/s: ${(f.bytesPerSecond / 1000).toFixed(2)} kB/s of the ISO-TP limit ${(f.limit / 1000).toFixed(2)} kB/s = ${(f.bytesPerSecond / f.limit).toFixed(3)}; frames lost in the adapter ${stats().framesDropped}; active image ${f.activeVersion}`,
    );
  } catch (e) {
    console.log(`${label.padEnd(12)} UDS flash failed: ${String(e)}; adapter ${JSON.stringify(stats())}`);
  }
  await conn.closeAll();
}

// Loopback, then a distant Wi-Fi (20 ms each way): pipelined, its 50 frames per 40 ms round trip
// are fewer than the bus carries, so the link, not the bus, sets the prediction.
for (const [label, throttle] of [
  ['wifi (tcp)', undefined],
  ['wifi 20 ms', { delayMs: 20 }],
] as const) {
  const bike = new SimulatedBike({ scenario: 'firmware_update_available', timeScale: 1, bitrate });
  const tcp = await serveSlcanOverTcp(bike, { kind: 'wican', throttle });
  await flash(label, bike, tcpLink({ host: tcp.host, port: tcp.port }), () => tcp.stats());
  await tcp.close();
  bike.close();
  bike.bus.close();
}
for (const mtu of [23, 185, 244]) {
  const bike = new SimulatedBike({ scenario: 'firmware_update_available', timeScale: 1, bitrate });
  const gatt = new WicanGattPeer(bike, { mtu });
  const none = { framesOnBus: 0, framesAtUnconfirmedBitrate: 0, framesDropped: 0 };
  await flash(
    `ble mtu ${mtu}`,
    bike,
    bleLink(async () => gatt, gatt.peripheral.id),
    () => gatt.canStats ?? none,
  );
  const s = gatt.stats;
  console.log(
    `${''.padEnd(12)} writes ${s.writes} (largest ${s.largestWrite} B, at most ${s.mostInFlight} in flight), notifications ${s.notifications} (${s.splitLines} ending mid-line)`,
  );
  gatt.peripheral.drop();
  bike.close();
  bike.bus.close();
}
