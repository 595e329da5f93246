// The journeys run on E2E_LANES workers at once (e2e/vitest.config.ts), each on a product of its own:
// global-setup.ts starts one per worker, and a journey file uses the one of the worker it runs in.
// A worker runs one file at a time, so a product (its database, bridge and simulated bike) serves one
// journey file at a time, as before the lanes; files that swap the bridge swap their lane's only.
import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { BridgeControl } from './bridge-swap.ts';

export interface Lane {
  baseUrl: string;
  bridgeUrl: string;
  /** The portal build this lane serves, for journeys that start an API of their own. */
  webDist: string;
  /** How the lane's bridge runs, so a journey file can put another system behind it (bridge-swap.ts). */
  bridgeControl: BridgeControl;
}

declare module 'vitest' {
  export interface ProvidedContext {
    lanes: Lane[];
  }
}

/** How many products global set-up starts, and so how many journey files run at once. */
export const laneCount = (): number => Math.max(1, Number(process.env.E2E_LANES ?? 2));

/** The product of the worker this file runs in (VITEST_POOL_ID counts workers from 1). */
export function thisLane(): Lane {
  const lanes = inject('lanes');
  const lane = lanes[Number(process.env.VITEST_POOL_ID ?? 1) - 1];
  if (!lane) throw new Error(`no product for worker ${process.env.VITEST_POOL_ID} of ${lanes.length}`);
  return lane;
}

/**
 * The last lines of this lane's logs whose names start with one of `prefixes` (the newest of each), for
 * a journey's failure message: a run's lane folders are deleted at its end (E2E_KEEP_DATA keeps them).
 */
export function laneLogTails(prefixes: string[], lines = 15): string {
  const dir = thisLane().bridgeControl.dataDir;
  return prefixes
    .map((prefix) => {
      const newest = fs
        .readdirSync(dir)
        .filter((f) => f.startsWith(prefix) && f.endsWith('.log'))
        .sort()
        .at(-1);
      if (!newest) return `${prefix}*.log: none`;
      const tail = fs.readFileSync(path.join(dir, newest), 'utf8').trimEnd().split('\n').slice(-lines);
      return `--- ${newest} (last ${tail.length} lines)\n${tail.join('\n')}`;
    })
    .join('\n');
}
