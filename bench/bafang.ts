// Bafang CAN benchmark on the simulated 250 kbit/s bus with real timing (time scale 1): the time to
// connect (detection from a connector set to 500 kbit/s, discovery, identification of every device)
// and to read everything the driver reads (error codes, display counters, real-time data, battery
// with cells, speed parameters, parameter block 1). Goal: ≤ 2 s for both together.
// Run: npx tsx bench/bafang.ts
import { BafangBike } from '@dealer/bike-sim';
import { SimDriver } from '../apps/bridge/src/drivers/sim-driver.ts';
import { BikeConnection } from '../apps/bridge/src/services/bike-connection.ts';
import { UdsProtocol } from '../apps/bridge/src/services/uds-protocol.ts';
import { bafangSystemOf, readEverything } from './lib/bafang-read-all.ts';

const bike = new BafangBike({ scenario: 'bafang_error_code', timeScale: 1 });
const conn = new BikeConnection(new SimDriver(bike, 500_000), new UdsProtocol(), { keepAliveMs: 0 });

const t0 = performance.now();
await conn.connect('cable', { sid: 'bench', wid: 1, sub: 'bench' });
const connectMs = performance.now() - t0;
const system = bafangSystemOf(conn);

const t1 = performance.now();
const frames0 = bike.bus.stats.frames;
const { errors, battery } = await readEverything(system);
const readMs = performance.now() - t1;

const total = connectMs + readMs;
console.log(
  `Bafang CAN at ${bike.bus.bitrate} bit/s (detected: ${conn.detection?.bitrate} via ${conn.detection?.method})`,
);
console.log(
  `  connect (detection + discovery + identification of ${system.identities.size} devices): ${connectMs.toFixed(0)} ms`,
);
console.log(
  `  read everything (identities, error codes ${JSON.stringify(errors)}, counters, real-time, battery ${battery.cellsV.length} cells, settings): ${readMs.toFixed(0)} ms, ${bike.bus.stats.frames - frames0} frames`,
);
console.log(`  total ${total.toFixed(0)} ms — goal ≤ 2000 ms: ${total <= 2000 ? 'met' : 'NOT met'}`);
await conn.closeAll();
bike.close();
bike.bus.close();
