// Task-engine benchmark: median time of a task reload for a 15-component bike, in-process.
//  1. the pure engine (computeTasks over a prepared catalogue view),
//  2. the full reload on PGlite (one catalogue-view query + engine + writing what changed),
//     called through the service and through the HTTP layer (app.inject, v1 reload).
// Goal: ≤ 5 ms. Run: npx tsx bench/task-engine/run.ts
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { DemoFleet, moduleIdWithChecksum } from '@dealer/contracts';
import { computeTasks } from '../../apps/api/src/modules/task-engine/task-engine.ts';
import { demoView, readingOf } from '../../apps/api/src/modules/task-engine/demo-view.ts';
import type { Reading } from '../../apps/api/src/modules/task-engine/task-engine.types.ts';
import { createTestApi } from '../../apps/api/src/test/test-api.ts';
import { workspaces } from '../../apps/api/src/db/tables/index.ts';
import { reloadTasks } from '../../apps/api/src/modules/task/task.service.ts';
import type { CurrentUser } from '../../apps/api/src/plugins/access.ts';

const RUNS = 300;
const WARMUP = 30;

/** The healthy demo bike plus five more components (charger, second battery, lights on a CAN hub…). */
function fifteenComponentReading(): Reading {
  const reading = readingOf(structuredClone(DemoFleet.error_code_warning));
  const extra = [
    ['charger', 'CHG-4A', '1.1.0', '1.0'],
    ['battery', 'BAT-625', '1.9.0', '2.0'],
    ['range_extender_battery', 'REX-250', '1.2.0', '1.0'],
    ['derailleur', 'DER-E8', '4.0.0', '2.0'],
    ['lock', 'LCK-1', '', '1.0'],
  ] as const;
  extra.forEach(([part_type, part_spec_code, firmware_version, hardware_version], i) =>
    reading.components.push({
      part_type,
      part_spec_code,
      barcode: `BENCH${i}`,
      module_id: moduleIdWithChecksum(`2${i}00BE00000000`),
      firmware_version,
      hardware_version,
      in_bootloader: false,
    }),
  );
  reading.parameter_digests = reading.components
    .slice(0, 6)
    .map((c) => ({ part_type: c.part_type, digest: `d-${c.barcode}` }));
  reading.sensors = {
    speed: { value: 24.8, reference: 25 },
    torque: { value: 30, reference: 40 },
    cadence: { value: 80, reference: 80 },
  };
  if (reading.components.length !== 15)
    throw new Error(`expected 15 components, got ${reading.components.length}`);
  return reading;
}

/**
 * Wall time and CPU time per call. Everything runs in this process (PGlite is WebAssembly in the same
 * thread), so CPU time is the work of a reload itself; wall time also counts waiting for a core when
 * the machine is shared.
 */
async function median(label: string, fn: () => unknown): Promise<{ wall: number; cpu: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  const mid = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const p95 = [...wall].sort((a, b) => a - b)[Math.floor(wall.length * 0.95)]!;
  const result = { wall: mid(wall), cpu: mid(cpu) };
  console.log(
    `${label.padEnd(44)} median ${result.wall.toFixed(3)} ms wall (p95 ${p95.toFixed(3)}), ${result.cpu.toFixed(3)} ms CPU   (${RUNS} runs)`,
  );
  return result;
}

const reading = fifteenComponentReading();
const view = demoView(DemoFleet.error_code_warning);
const pure = computeTasks(reading, view, []);
const previous = pure.tasks.map((t) => ({ cause_key: t.cause_key, status: t.status }));
// Timings on a shared machine are only comparable with the load they were taken under.
console.log(
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.log(`15-component bike: ${pure.tasks.length} tasks raised, health score ${pure.health_score}`);
const pureMedian = await median('pure engine (computeTasks)', () => computeTasks(reading, view, previous));

const api = await createTestApi('pglite');
try {
  const headers = await api.auth('dealer@example.com');
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/workspace/',
    headers,
    payload: { vin: DemoFleet.error_code_warning.vin, bike_shop_id: 1 },
  });
  const id = created.json<{ result: { id: number } }>().result.id;
  const [ws] = await api.database.db.select().from(workspaces).where(eq(workspaces.id, id));
  // The dealer of the workspace's shop, as far as reloadTasks' access check reads it.
  const dealer = {
    account: { role: 'dealer', bikeShopId: ws!.bikeShopId, serviceRegionIds: [] },
  } as unknown as CurrentUser;
  const dbMedian = await median('reload with DB on PGlite (service)', () =>
    reloadTasks(api.database.db, dealer, id, reading),
  );
  const httpMedian = await median('reload with DB on PGlite (HTTP, app.inject)', () =>
    api.app.inject({ method: 'PUT', url: `/api/v1/workspace/${id}/task`, headers, payload: reading }),
  );
  const verdict = (m: { wall: number; cpu: number }) =>
    `${m.wall <= 5 ? 'met' : 'missed'} by wall time, ${m.cpu <= 5 ? 'met' : 'missed'} by CPU time`;
  console.log(
    `goal ≤ 5 ms — pure engine: ${verdict(pureMedian)}; with DB: ${verdict(dbMedian)}; via HTTP: ${verdict(httpMedian)}`,
  );
} finally {
  await api.close();
}
