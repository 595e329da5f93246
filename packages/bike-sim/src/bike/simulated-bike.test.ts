import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DemoFleet,
  Did,
  decodeBootMode,
  decodeModuleId,
  encodeVerifyOption,
  isValidModuleId,
  securityKey,
} from '@dealer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tester } from './bare-tester.testing.ts';
import { bootModeOf, runningVersion } from '../model/bike-state.ts';
import { FileStateStore, MemoryStateStore } from '../persistence/state-store.ts';
import { SimulatedBike } from './simulated-bike.ts';

const fast = { programmingEntryMs: 0, eraseMs: 0, verifyMs: 0, resetMs: 0 };
const bikes: SimulatedBike[] = [];
afterEach(() => {
  for (const b of bikes.splice(0)) {
    b.close();
    b.bus.close();
  }
});
function make(options: ConstructorParameters<typeof SimulatedBike>[0]) {
  const b = new SimulatedBike({ timeScale: 0, timing: fast, ...options });
  bikes.push(b);
  return b;
}

const unlock = async (req: ReturnType<typeof tester>, session: number, level: number) => {
  await req(0x10, session);
  const seed = (await req(0x27, level)).slice(2);
  return req(0x27, level + 1, ...securityKey(level, Uint8Array.from(seed)));
};

describe('simulated bike', () => {
  it('builds every scenario from the demo fleet (VIN, serials, module ids, bootloader, charge)', () => {
    for (const [name, demo] of Object.entries(DemoFleet)) {
      const b = make({ scenario: name as keyof typeof DemoFleet });
      expect(b.state.vin).toBe(demo.vin);
      expect(b.state.components.map((c) => c.barcode)).toEqual(demo.components.map((c) => c.barcode));
      expect(b.connectorPresent).toBe(demo.connectorPresent);
    }
    expect(bootModeOf(make({ scenario: 'in_bootloader' }).component('controller')!)).toBe('bootloader');
    expect(isValidModuleId(make({ scenario: 'illegal_mid' }).component('battery')!.moduleId)).toBe(false);
    expect(make({ scenario: 'low_battery' }).state.batteries.battery?.state.chargePercent).toBe(8);
  });

  it('answers identification reads, and a bootloader refuses application data (NRC 0x22)', async () => {
    const b = make({ scenario: 'mid_not_found' });
    const motor = tester(b, 'motor');
    const mid = await motor(0x22, Did.moduleId >> 8, Did.moduleId & 0xff);
    expect(decodeModuleId(Uint8Array.from(mid.slice(3)))).toBe('');
    const boot = make({ scenario: 'in_bootloader' });
    const ctrl = tester(boot, 'controller');
    expect(decodeBootMode(Uint8Array.from((await ctrl(0x22, 0xfd, 0x04)).slice(3)))).toBe('bootloader');
    expect(await ctrl(0x22, Did.odometer >> 8, Did.odometer & 0xff)).toEqual([0x7f, 0x22, 0x22]);
    expect(await ctrl(0x10, 0x03)).toEqual([0x7f, 0x10, 0x22]);
  });

  it('keeps an interrupted update in the bootloader across restarts, and completes a verified one', async () => {
    const store = new MemoryStateStore();
    const b = make({ scenario: 'firmware_update_available', store });
    const ctrl = tester(b, 'controller');
    expect(await unlock(ctrl, 0x02, 0x11)).toEqual([0x67, 0x12]);
    expect((await ctrl(0x34, 0x00, 0x44, 0, 0, 0, 0, 0, 0, 0x10, 0)).slice(0, 2)).toEqual([0x74, 0x20]);
    expect(await ctrl(0x36, 1, ...new Array(100).fill(7))).toEqual([0x76, 1]);
    expect(await ctrl(0x36, 3, 1)).toEqual([0x7f, 0x36, 0x73]); // wrong block counter
    // Power lost here: a new simulator process on the same state.
    const restarted = make({ store });
    expect(bootModeOf(restarted.component('controller')!)).toBe('bootloader');
    expect(restarted.component('controller')!.slots.some((s) => s?.version === '5.1.0')).toBe(true);

    const again = tester(restarted, 'controller');
    const image = new Uint8Array(4096).fill(0x5a);
    await unlock(again, 0x02, 0x11);
    await again(0x34, 0x00, 0x44, 0, 0, 0, 0, 0, 0, 0x10, 0);
    expect(await again(0x36, 1, ...image.subarray(0, 4000))).toEqual([0x76, 1]);
    expect(await again(0x36, 1, ...image.subarray(0, 4000))).toEqual([0x76, 1]); // repeated block: not written twice
    expect(await again(0x36, 2, ...image.subarray(4000))).toEqual([0x76, 2]);
    expect(await again(0x37)).toEqual([0x77]);
    const sha = createHash('sha256').update(image).digest('hex');
    expect(await again(0x31, 0x01, 0xff, 0x01, ...encodeVerifyOption(sha, '5.3.2'))).toEqual([
      0x71, 0x01, 0xff, 0x01, 0x00,
    ]);
    expect(bootModeOf(restarted.component('controller')!)).toBe('bootloader'); // until reset
    expect(await again(0x11, 0x01)).toEqual([0x51, 0x01]);
    await vi.waitFor(() => expect(runningVersion(restarted.component('controller')!)).toBe('5.3.2'));
  });

  it('rejects a transferred image whose digest does not match', async () => {
    const b = make({ scenario: 'firmware_update_available' });
    const ctrl = tester(b, 'controller');
    await unlock(ctrl, 0x02, 0x11);
    await ctrl(0x34, 0x00, 0x44, 0, 0, 0, 0, 0, 0, 0, 8);
    await ctrl(0x36, 1, 1, 2, 3, 4, 5, 6, 7, 8);
    await ctrl(0x37);
    expect(await ctrl(0x31, 0x01, 0xff, 0x01, ...encodeVerifyOption('00'.repeat(32), '9.9.9'))).toEqual([
      0x71, 0x01, 0xff, 0x01, 0x01,
    ]);
    await ctrl(0x11, 0x01);
    await new Promise((r) => setTimeout(r, 10));
    expect(bootModeOf(b.component('controller')!)).toBe('bootloader');
  });

  it('persists to a JSON file and restores it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'bike-state-'));
    try {
      const b = make({ scenario: 'healthy', store: new FileStateStore(dir) });
      b.setPower('ship_mode');
      expect(JSON.parse(readFileSync(join(dir, 'bike-state.json'), 'utf8')).power).toBe('ship_mode');
      const again = make({ store: new FileStateStore(dir), scenario: 'low_battery' });
      expect(again.scenario).toBe('healthy');
      expect(again.state.power).toBe('ship_mode');
      // A scenario asked for explicitly (BRIDGE_SIM_SCENARIO) wins over the saved state, and is kept.
      const asked = make({ store: new FileStateStore(dir), scenario: 'low_battery', scenarioWins: true });
      expect(asked.scenario).toBe('low_battery');
      expect(asked.state.power).not.toBe('ship_mode');
      expect(JSON.parse(readFileSync(join(dir, 'bike-state.json'), 'utf8')).scenario).toBe('low_battery');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('falls silent in ship mode and cuts the cable after the armed number of bytes', async () => {
    const b = make({ scenario: 'healthy' });
    const hmi = tester(b, 'hmi');
    b.setPower('ship_mode');
    const silent = await Promise.race([
      hmi(0x3e, 0x00),
      new Promise((r) => setTimeout(() => r('silent'), 50)),
    ]);
    expect(silent).toBe('silent');
    b.wake();
    b.armCablePull(10);
    const ctrl = tester(b, 'controller');
    await unlock(ctrl, 0x02, 0x11); // counted from the programming session on
    expect(b.armedFault?.fired).toBe(false);
    const cut = await Promise.race([
      ctrl(0x34, 0x00, 0x44, 0, 0, 0, 0, 0, 0, 0x10, 0),
      new Promise((r) => setTimeout(() => r('cut'), 50)),
    ]);
    expect(cut).toBe('cut');
    expect(b.armedFault?.fired).toBe(true);
    expect(b.bus.linkUp).toBe(false);
  });
});
