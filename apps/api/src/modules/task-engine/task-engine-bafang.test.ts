// The engine on a Bafang CAN reading (decision 1110): no VIN and serials in the module-id place are
// what such a bus carries, not faults; the same reading from our UDS network raises both.
import { describe, expect, it } from 'vitest';
import { DemoFleet, bafangDtc } from '@dealer/contracts';
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

  // bafang_error_code: the display reports error 14 (motor communication), whose help article says
  // "Danger level: High". It scored "90 · Healthy" as an unknown code; it counts as a UDS danger code.
  it('scores a Bafang error code by its danger level and opens a task at the part it points at', () => {
    const reading = { ...readingOf(structuredClone(DemoFleet.healthy)), protocol_type: 'BAFANG_CAN' };
    const view = demoView();
    const danger = computeTasks({ ...reading, active_error_codes: [bafangDtc(14)] }, view, []);
    expect(danger.tasks.map((t) => [t.task_type, t.part_type, t.level, t.detail.danger_level])).toEqual([
      ['error_code_danger', 'mid_motor', 'critical', 'high'],
    ]);
    expect(danger.health_score).toBe(60);
    const uds = computeTasks(
      { ...readingOf(structuredClone(DemoFleet.healthy)), active_error_codes: ['0x0101'] },
      view,
      [],
    );
    expect(danger.health_score).toBe(uds.health_score);

    const medium = computeTasks({ ...reading, active_error_codes: [bafangDtc(21)] }, view, []);
    expect(medium.tasks.map((t) => [t.task_type, t.part_type, t.detail.danger_level])).toEqual([
      ['error_code_warning', 'speed_sensor', 'medium'],
    ]);
    // A code OpenBafangTool lists without a meaning is still a fault, as an unknown UDS code is.
    const unknown = computeTasks({ ...reading, active_error_codes: [bafangDtc(30)] }, view, []);
    expect(unknown.tasks.map((t) => t.task_type)).toEqual(['error_code_warning']);
    expect(unknown.health_score).toBeLessThan(100);
  });

  // bafang_low_battery: the pack reports 71 % health and 6 % charge; it scored "100 · Healthy".
  it('scores a worn, nearly empty Bafang pack and opens a task for each', () => {
    const reading = { ...readingOf(structuredClone(DemoFleet.healthy)), protocol_type: 'BAFANG_CAN' };
    reading.batteries = [{ part_type: 'battery', charge_percent: 6, health_percent: 71 }];
    const result = computeTasks(reading, demoView(), []);
    expect(result.tasks.map((t) => [t.task_type, t.part_type, t.detail])).toEqual([
      ['battery_worn', 'battery', { health_percent: 71 }],
      ['battery_low_charge', 'battery', { charge_percent: 6 }],
    ]);
    expect(result.health_score).toBe(70);
    // A healthy, charged pack (bafang_healthy: 94 %) and one that reports no health raise nothing.
    reading.batteries = [{ part_type: 'battery', charge_percent: 80, health_percent: 94 }];
    expect(computeTasks(reading, demoView(), []).health_score).toBe(100);
    reading.batteries = [{ part_type: 'battery', charge_percent: 80, health_percent: null }];
    expect(computeTasks(reading, demoView(), []).tasks).toEqual([]);
  });

  // larssonwassen/bafang-can M200 notes m200.md: a G210 read 51.50 V (32/01) on a 37.47 V pack (34/01) and
  // tripped over-voltage protection; on a sound bike the two agree to about 0.5 %.
  it('flags a drive unit whose supply reading disagrees with the pack, not ordinary sampling spread', () => {
    const reading = { ...readingOf(structuredClone(DemoFleet.healthy)), protocol_type: 'BAFANG_CAN' };
    const pack = { part_type: 'battery', charge_percent: 55, health_percent: 100, voltage_v: 37.47 };
    reading.batteries = [{ ...pack, drive_supply_voltage_v: 51.5 }];
    const bad = computeTasks(reading, demoView(), []);
    expect(bad.tasks.map((t) => [t.task_type, t.part_type, t.detail])).toEqual([
      ['battery_voltage_mismatch', 'mid_motor', { pack_voltage_v: 37.47, drive_supply_voltage_v: 51.5 }],
    ]);
    expect(bad.health_score).toBeLessThan(100);
    reading.batteries = [{ ...pack, drive_supply_voltage_v: 37.29 }];
    expect(computeTasks(reading, demoView(), []).tasks).toEqual([]);
    reading.batteries = [pack];
    expect(computeTasks(reading, demoView(), []).tasks).toEqual([]);
  });
});
