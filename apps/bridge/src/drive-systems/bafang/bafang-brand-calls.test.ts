// The Bafang-only calls over HTTP on a connected simulated Bafang system: typed reads, guarded writes
// answered with before/after/snapshot, a restore, the legal limit as 400007, and the information reads.
import { afterEach, describe, expect, it } from 'vitest';
import { bafangTestBridge, type BafangTestBridge } from '../../test-support/bafang-test-bridge.ts';
import { BafangRoutes } from '../../routes/bafang/bafang-settings.routes.ts';
import { bafangBrandCalls } from './bafang-brand-calls.ts';

let bridge: BafangTestBridge | undefined;
afterEach(async () => {
  await bridge?.close();
  bridge = undefined;
});

describe('Bafang-only calls', () => {
  it('every Bafang-only route has its handler in the call table', () => {
    for (const r of BafangRoutes)
      expect(bafangBrandCalls[`${r.method.toUpperCase()} ${r.path}`]).toBeDefined();
  });

  it('speed and wheel: read, refused above 25 km/h, written and read back, restored', async () => {
    bridge = await bafangTestBridge('bafang_healthy');
    const { call } = bridge;
    expect((await call('GET', '/v2/bafang/drive_unit/speed')).body.code).toBe(400001); // no bike yet
    expect((await call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
    const speed = await call('GET', '/v2/bafang/drive_unit/speed');
    expect(speed.body).toMatchObject({
      speed_limit_kmh: 25,
      legal_limit_kmh: 25,
      wheel: '29″',
      circumference_mm: 2280,
    });
    expect(speed.body.wheels.length).toBeGreaterThan(20);
    const refused = await call('PUT', '/v2/bafang/drive_unit/speed', { speed_limit_kmh: 32 });
    expect([refused.status, refused.body.code]).toEqual([422, 400007]);
    const w = await call('PUT', '/v2/bafang/drive_unit/speed', {
      wheel: '28″',
      circumference_mm: 2205,
      speed_limit_kmh: 24,
    });
    expect(w.body).toMatchObject({
      read_back: 'matches',
      after: { wheel: '28″', circumference_mm: 2205, speed_limit_kmh: 24 },
    });
    const restored = await call('POST', `/v2/bafang/snapshots/${w.body.snapshot_id}/restore`);
    expect(restored.body.after).toMatchObject({ wheel: '29″', speed_limit_kmh: 25 });
    const snaps = (await call('GET', '/v2/bafang/snapshots')).body.snapshots;
    expect(snaps.map((s: { kind: string }) => s.kind)).toEqual(['speed', 'speed']);
  });

  it('typed parameters, information reads and the two voltages', async () => {
    bridge = await bafangTestBridge('bafang_healthy');
    const { call } = bridge;
    await call('POST', '/v2/connection', { connection_type: 'cable' });
    const p = await call('GET', '/v2/bafang/drive_unit/parameters');
    expect(p.body.fields.find((f: { name: string }) => f.name === 'walkAssistSpeedKmh')).toMatchObject({
      value: 6,
      unit: 'km/h',
    });
    const w = await call('PUT', '/v2/bafang/drive_unit/parameters', { currentLimitA: 16 });
    expect(w.body).toMatchObject({ read_back: 'matches', after: { currentLimitA: 16 } });
    expect((await call('PUT', '/v2/bafang/drive_unit/parameters', { walkAssistSpeedKmh: 8 })).body.code).toBe(
      400007,
    );
    const devices = (await call('GET', '/v2/bafang/device_info')).body.devices;
    expect(devices.find((d: { device: string }) => d.device === 'display')).toMatchObject({
      bootloader_version: 'DPC18BL 1.2',
      customer_number: 'DLR-SIM',
    });
    expect((await call('GET', '/v2/bafang/trip_statistics')).body).toMatchObject({
      max_speed_kmh: 31.2,
      average_speed_kmh: 19.8,
    });
    expect((await call('GET', '/v2/bafang/battery/cells')).body.cells_v).toHaveLength(10);
    const v = (await call('GET', '/v2/bafang/voltages')).body;
    expect([v.battery.source.device, v.drive_supply.source.device]).toEqual(['battery', 'driveUnit']);
  });
});
