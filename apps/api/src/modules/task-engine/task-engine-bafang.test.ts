// The engine on a Bafang CAN reading (decision 1110): no VIN and serials in the module-id place are
// what such a bus carries, not faults; the same reading from our UDS network raises both.
import { describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { computeTasks } from './task-engine.ts';
import { demoView, readingOf } from './demo-view.ts';

describe('task engine on a Bafang CAN reading', () => {
  it('judges no VIN and no module ids on a Bafang CAN bus, only on our own', () => {
    const reading = readingOf(structuredClone(DemoFleet.healthy));
    const view = demoView();
    reading.vin = '';
    for (const c of reading.components) c.module_id = `SN ${c.barcode}`;
    const uds = computeTasks(reading, view, []).tasks.map((t) => t.task_type);
    expect(uds).toContain('vin_not_found');
    expect(uds).toContain('illegal_mid');
    const bafang = computeTasks({ ...reading, protocol_type: 'BAFANG_CAN' }, view, []);
    expect(bafang.tasks).toEqual([]);
    expect(bafang.health_score).toBe(100);
  });
});
