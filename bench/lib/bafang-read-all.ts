// What "read everything" means for the Bafang benchmarks: every identity, error codes, display
// counters, real-time data, battery with cells, speed parameters and parameter block 1 — all the
// Bafang driver reads.
import { BafangDriveSystem } from '../../apps/bridge/src/drive-systems/bafang/bafang-drive-system.ts';
import type { BafangSystem } from '../../apps/bridge/src/drive-systems/bafang/bafang-system.ts';
import type { BikeConnection } from '../../apps/bridge/src/services/bike-connection.ts';

/** The connected Bafang system behind the connection's drive system. */
export function bafangSystemOf(conn: BikeConnection): BafangSystem {
  const drive = conn.connected ? conn.driveSystem : undefined;
  if (!(drive instanceof BafangDriveSystem)) throw new Error('the Bafang system was not detected');
  return drive.system;
}

export async function readEverything(system: BafangSystem) {
  for (const d of system.identities.keys()) await system.readIdentity(d);
  const errors = await system.errorCodes();
  await system.displayData();
  await system.realtime();
  const battery = await system.battery();
  await system.speedParameters();
  await system.parameter1();
  return { errors, battery };
}
