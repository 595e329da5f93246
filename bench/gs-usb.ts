// Behind a candleLight adapter (the gs_usb model of packages/bike-sim, written from candleLight_fw) on
// simulated buses with real timing (time scale 1), through the bridge's gs_usb driver:
//  - the Bafang bike: connect (listen-first detection from 500 kbit/s, discovery, identification) and
//    read everything the driver reads; goal ≤ 2 s together;
//  - the UDS bike at 500 kbit/s: a 1 MiB firmware transfer's throughput against the ISO-TP limit
//    (7 data bytes per ~116.5-bit frame); goal ≥ 0.9.
// Figures only, no assertions. Run: npx tsx bench/gs-usb.ts
import { BafangBike, SimulatedBike, candleLightOn } from '@dealer/bike-sim';
import { GsUsbDriver } from '../apps/bridge/src/adapters/gs-usb/gs-usb-driver.ts';
import { BikeConnection } from '../apps/bridge/src/services/bike-connection.ts';
import { UdsProtocol } from '../apps/bridge/src/services/uds-protocol.ts';
import { bafangSystemOf, readEverything } from './lib/bafang-read-all.ts';
import { busTimeLine } from './lib/bus-time.ts';
import { flashController } from './lib/flash-through.ts';

const binding = { sid: 'bench', wid: 1, sub: 'bench' };

async function bafang(): Promise<void> {
  const bike = new BafangBike({ scenario: 'bafang_error_code', timeScale: 1 });
  const { library, device } = candleLightOn(bike);
  const conn = new BikeConnection(new GsUsbDriver({ bitrate: 500_000, library }), new UdsProtocol(), {
    keepAliveMs: 0,
  });
  const t0 = performance.now();
  await conn.connect('cable', binding);
  const connectMs = performance.now() - t0;
  const system = bafangSystemOf(conn);
  const t1 = performance.now();
  const { errors, battery } = await readEverything(system);
  const readMs = performance.now() - t1;
  const total = connectMs + readMs;
  console.log(
    `Bafang CAN at ${bike.bus.bitrate} bit/s behind candleLight (gs_usb), adapter starting at 500 kbit/s`,
  );
  console.log(`  detected ${conn.detection?.bitrate} bit/s via ${conn.detection?.method}`);
  console.log(
    `  connect (detection, discovery, identification of ${system.identities.size} devices): ${connectMs.toFixed(0)} ms`,
  );
  console.log(
    `  read everything (identities, error codes ${JSON.stringify(errors)}, counters, real-time, battery ${battery.cellsV.length} cells, settings): ${readMs.toFixed(0)} ms`,
  );
  console.log(`  total ${total.toFixed(0)} ms (goal ≤ 2000 ms)`);
  console.log(
    `  frames the adapter put on the wire at an unconfirmed bitrate: ${device.firmware.channel.stats.framesAtUnconfirmedBitrate}`,
  );
  await conn.closeAll();
  bike.close();
  bike.bus.close();
}

async function flash(bitrate: number, size: number): Promise<void> {
  const bike = new SimulatedBike({ scenario: 'firmware_update_available', timeScale: 1, bitrate });
  const { library, device } = candleLightOn(bike);
  const conn = new BikeConnection(new GsUsbDriver({ bitrate, library }), new UdsProtocol(), {
    keepAliveMs: 0,
  });
  await conn.connect('cable', binding);
  const f = await flashController(bike, conn, bitrate, size);
  console.log(`UDS flash of ${size / 1024} KiB at ${bitrate / 1000} kbit/s behind candleLight (gs_usb)`);
  console.log(
    `  total ${(f.totalMs / 1000).toFixed(1)} s incl. erase, verify, reboot; transfer ${(f.transferMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `  throughput ${(f.bytesPerSecond / 1000).toFixed(2)} kB/s; ISO-TP limit ${(f.limit / 1000).toFixed(2)} kB/s`,
  );
  console.log(
    `  effective throughput / ISO-TP limit: ${(f.bytesPerSecond / f.limit).toFixed(3)} (goal ≥ 0.9)`,
  );
  console.log(`  ${busTimeLine(f.bus)}`);
  const stats = device.firmware.stats;
  console.log(
    `  lost frames: ${stats.rxOverruns} receive overruns, ${stats.errorReportsLost} error reports lost`,
  );
  await conn.closeAll();
  bike.close();
  bike.bus.close();
}

await bafang();
await flash(500_000, 1024 * 1024);
