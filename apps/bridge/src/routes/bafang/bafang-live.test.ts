// Live data of a connected simulated Bafang CAN system (decision 1123): the signals its devices
// report, moving while the bike is ridden on the stand, and torque left out rather than faked.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BafangScenarioName } from '@dealer/bike-sim';
import { bafangTestBridge, type BafangTestBridge } from '../../test-support/bafang-test-bridge.ts';
import type { BridgeLiveDataEvent } from '@dealer/contracts';
import { readEvents } from '../../test-support/sse-client.ts';

let bridge: BafangTestBridge | undefined;
afterEach(async () => {
  await bridge?.close();
  bridge = undefined;
});

async function bafangBridge(scenario: BafangScenarioName) {
  bridge = await bafangTestBridge(scenario);
  const { call } = bridge;
  expect((await call('POST', '/v2/connection', { connection_type: 'cable' })).status).toBe(200);
  return call;
}

const ride = (mode: string) =>
  bridge!.app.inject({ method: 'PUT', url: '/sim/ride', headers: { host: 'localhost' }, payload: { mode } });

describe('Bafang live data', () => {
  it('offers live data but not the torque-judging sensor check', async () => {
    const call = await bafangBridge('bafang_healthy');
    const caps = (await call('GET', '/v2/bike/capabilities')).body.capabilities as {
      activity: string;
      supported: boolean;
      reason_code: string | null;
    }[];
    expect(caps.find((c) => c.activity === 'live_data')).toMatchObject({ supported: true });
    expect(caps.find((c) => c.activity === 'sensor_check')).toMatchObject({
      supported: false,
      reason_code: 'bafang_torque_units_unknown',
    });
  });

  it('reads the reported signals, still and then ridden, and never torque', async () => {
    const call = await bafangBridge('bafang_healthy');
    const still = await call('GET', '/v2/live/drive');
    expect(still.status).toBe(200);
    expect(still.body).toMatchObject({ speed_kmh: 0, cadence_rpm: 0, controller_temperature_c: 24 });
    expect(still.body.battery_voltage_v).toBeGreaterThan(30);
    expect(still.body).not.toHaveProperty('torque_nm');
    expect((await ride('ride')).json()).toMatchObject({ ride: 'ride' });
    // The bike gathers speed and cadence over about a second and a half, and each comes in its own
    // broadcast; a busy machine's timers run late. Wait until both have moved well off zero.
    const riding = await vi.waitFor(
      async () => {
        const sample = (await call('GET', '/v2/live/drive')).body as Record<string, number>;
        expect(sample.speed_kmh).toBeGreaterThan(15);
        expect(sample.cadence_rpm).toBeGreaterThan(50);
        return sample;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(riding.motor_current_a).toBeGreaterThan(1);
    expect(riding.battery_current_a).toBeGreaterThan(1);
    expect(riding).not.toHaveProperty('torque_nm');
    await ride('stopped');
    // The sample is the newest broadcast: wait for one after the stop.
    await vi.waitFor(
      async () =>
        expect((await call('GET', '/v2/live/drive')).body).toMatchObject({ speed_kmh: 0, cadence_rpm: 0 }),
      { timeout: 5_000, interval: 100 },
    );
  });

  it('streams moving samples without torque; a slipped magnet keeps the speed at 0', async () => {
    await bafangBridge('bafang_slipped_magnet');
    await ride('crank');
    const base = await bridge!.app.listen({ host: '127.0.0.1', port: 0 });
    const events = (await readEvents(`${base}/v1/live/drive`, 4, {
      headers: { host: '127.0.0.1' },
    })) as BridgeLiveDataEvent[];
    expect(events.every((e) => e.values !== null && !('torque_nm' in e.values))).toBe(true);
    expect(events.every((e) => e.values!.speed_kmh === 0)).toBe(true);
    expect(events.at(-1)!.values!.cadence_rpm).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.values!.motor_current_a)).size).toBeGreaterThan(1);
  });
});
