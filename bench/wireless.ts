// Flash throughput over the wireless links, the WiCAN emulator (packages/bike-sim/src/slcan/
// wican-device.ts, written from wican-fw) in front of the UDS bike at 500 kbit/s with real bus timing:
//  - Wi-Fi: the emulator served on a real TCP port on this machine (loopback: no radio latency);
//  - Bluetooth LE: the GATT peer model at the BLE library's boundary at ATT MTU 23, 185 and 244. The
//    model hands each write and notification over in one event-loop turn: it has no connection
//    interval, so its figure is the bridge's own limit over that MTU, not a radio's.
// Figures only, no assertions. Run: npx tsx bench/wireless.ts  (BENCH_FLASH_KIB, default 256)
import { SimulatedBike, WicanGattPeer, serveSlcanOverTcp } from '@dealer/bike-sim';
import type { SlcanControllerStats } from '@dealer/bike-sim';
import { bleLink } from '../apps/bridge/src/adapters/byte-stream/ble-stream.ts';
import { tcpLink } from '../apps/bridge/src/adapters/byte-stream/tcp-stream.ts';
import type { SlcanLink } from '../apps/bridge/src/adapters/byte-stream/byte-stream.ts';
import { SlcanDriver } from '../apps/bridge/src/drivers/slcan-driver.ts';
import { BikeConnection } from '../apps/bridge/src/services/bike-connection.ts';
import { UdsProtocol } from '../apps/bridge/src/services/uds-protocol.ts';
import { flashController } from './lib/flash-through.ts';

const binding = { sid: 'bench', wid: 1, sub: 'bench' };
const bitrate = 500_000;
const size = Number(process.env.BENCH_FLASH_KIB ?? 256) * 1024;

async function flash(label: string, bike: SimulatedBike, link: SlcanLink, stats: () => SlcanControllerStats) {
  const conn = new BikeConnection(new SlcanDriver({ link, bitrate }), new UdsProtocol(), { keepAliveMs: 0 });
  await conn.connect('cable', binding);
  try {
    const f = await flashController(bike, conn, bitrate, size);
    console.log(
      `${label.padEnd(12)} UDS flash ${size / 1024} KiB at ${bitrate / 1000} kbit/s: ${(f.bytesPerSecond / 1000).toFixed(2)} kB/s of the ISO-TP limit ${(f.limit / 1000).toFixed(2)} kB/s = ${(f.bytesPerSecond / f.limit).toFixed(3)}; frames lost in the adapter ${stats().framesDropped}; active image ${f.activeVersion}`,
    );
  } catch (e) {
    console.log(`${label.padEnd(12)} UDS flash failed: ${String(e)}; adapter ${JSON.stringify(stats())}`);
  }
  await conn.closeAll();
}

{
  const bike = new SimulatedBike({ scenario: 'firmware_update_available', timeScale: 1, bitrate });
  const tcp = await serveSlcanOverTcp(bike, { kind: 'wican' });
  await flash('wifi (tcp)', bike, tcpLink({ host: tcp.host, port: tcp.port }), () => tcp.stats());
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
