// Behind each slcan adapter kind (the emulators of packages/bike-sim/src/slcan on real ptys, written
// from the Lawicel protocol, canable-fw, canable2-fw and the CANable 2.5 firmware) on simulated buses
// with real timing, through the bridge's serial driver:
//  - the Bafang bike: connect (adapter identification, listen-first detection from 500 kbit/s,
//    discovery, identification) and read everything the driver reads; goal ≤ 2 s together;
//  - the UDS bike at 500 kbit/s: a 1 MiB firmware transfer's throughput against the ISO-TP limit
//    (7 data bytes per ~116.5-bit frame), goal ≥ 0.9, and the frames the adapter lost (its queue
//    full) — 0 behind the stock CANable, which never says a frame was sent; and the same transfer in
//    bus time (bench/lib/bus-time.ts): utilisation, idle inside and between messages, and the
//    utilisation net of the idle time the bench's threads and socat waited for a processor, which a
//    loaded machine moves far less than the wall-clock figure.
// Figures only, no assertions. Run: npx tsx bench/slcan.ts [kind …]  (default: every kind)
import { BafangBike, SimulatedBike, SlcanAdapterKinds, exposeOnPty } from '@dealer/bike-sim';
import type { SlcanAdapterKind } from '@dealer/bike-sim';
import { SerialDriver } from '../apps/bridge/src/drivers/serial-driver.ts';
import { BikeConnection } from '../apps/bridge/src/services/bike-connection.ts';
import { UdsProtocol } from '../apps/bridge/src/services/uds-protocol.ts';
import { bafangSystemOf, readEverything } from './lib/bafang-read-all.ts';
import { busTimeLine } from './lib/bus-time.ts';
import { flashController } from './lib/flash-through.ts';

const binding = { sid: 'bench', wid: 1, sub: 'bench' };

async function bafang(kind: SlcanAdapterKind): Promise<void> {
  const bike = new BafangBike({ scenario: 'bafang_error_code', timeScale: 1 });
  const pty = await exposeOnPty(bike, { kind });
  const driver = new SerialDriver({ path: pty.path, bitrate: 500_000 });
  const conn = new BikeConnection(driver, new UdsProtocol(), { keepAliveMs: 0 });
  const t0 = performance.now();
  await conn.connect('cable', binding);
  const connectMs = performance.now() - t0;
  const system = bafangSystemOf(conn);
  const t1 = performance.now();
  await readEverything(system);
  const readMs = performance.now() - t1;
  console.log(
    `${kind.padEnd(9)} Bafang ${bike.bus.bitrate / 1000} kbit/s (found via ${conn.detection?.method}, adapter ${driver.adapter?.dialect}): connect ${connectMs.toFixed(0)} ms + read everything ${readMs.toFixed(0)} ms = ${(connectMs + readMs).toFixed(0)} ms (goal ≤ 2000); frames at an unconfirmed bitrate ${pty.stats().framesAtUnconfirmedBitrate}`,
  );
  await conn.closeAll();
  await pty.close();
  bike.close();
  bike.bus.close();
}

async function flash(kind: SlcanAdapterKind, bitrate: number, size: number): Promise<void> {
  const bike = new SimulatedBike({ scenario: 'firmware_update_available', timeScale: 1, bitrate });
  const pty = await exposeOnPty(bike, { kind });
  const tail: string[] = [];
  if (process.env.BENCH_DEBUG)
    bike.bus.onTransmit((f) => {
      tail.push(`${f.completedAt.toFixed(1)} ${f.id.toString(16)} ${Buffer.from(f.data).toString('hex')}`);
      if (tail.length > 40) tail.shift();
    });
  const conn = new BikeConnection(new SerialDriver({ path: pty.path, bitrate }), new UdsProtocol(), {
    keepAliveMs: 0,
  });
  await conn.connect('cable', binding);
  try {
    const f = await flashController(bike, conn, bitrate, size);
    console.log(
      `${kind.padEnd(9)} UDS flash ${size / 1024} KiB at ${bitrate / 1000} kbit/s: ${(f.bytesPerSecond / 1000).toFixed(2)} kB/s of the ISO-TP limit ${(f.limit / 1000).toFixed(2)} kB/s = ${(f.bytesPerSecond / f.limit).toFixed(3)} (goal ≥ 0.9); frames lost in the adapter ${pty.stats().framesDropped}; active image ${f.activeVersion}`,
    );
    console.log(`${' '.repeat(9)} ${busTimeLine(f.bus)}`);
  } catch (e) {
    console.log(`${kind.padEnd(9)} UDS flash failed: ${String(e)}; adapter ${JSON.stringify(pty.stats())}`);
    if (process.env.BENCH_DEBUG) console.log(tail.join('\n'), performance.now().toFixed(1));
  }
  await conn.closeAll();
  await pty.close();
  bike.close();
  bike.bus.close();
}

const kinds = (process.argv.length > 2 ? process.argv.slice(2) : SlcanAdapterKinds) as SlcanAdapterKind[];
for (const kind of kinds) await bafang(kind);
const flashKiB = Number(process.env.BENCH_FLASH_KIB ?? 1024);
for (const kind of kinds) await flash(kind, 500_000, flashKiB * 1024);
