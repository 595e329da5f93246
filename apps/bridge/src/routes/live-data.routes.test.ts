import type { BridgeLiveDataEvent } from '@dealer/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readEvents } from '../test-support/sse-client.ts';
import { testBridge } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge;
afterEach(() => t?.close());

const ride = (mode: string, fault?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/sim/ride',
    headers: { host: 'localhost' },
    payload: { mode, ...(fault ? { fault } : {}) },
  });

describe('live drive data', () => {
  it('reads what the controller measures while the bike is ridden on the stand', async () => {
    t = await testBridge();
    await t.connect();
    const still = await t.app.inject({ method: 'GET', url: '/v2/live/drive', headers: t.auth });
    expect(still.statusCode).toBe(200);
    expect(still.json()).toMatchObject({ speed_kmh: 0, cadence_rpm: 0, torque_nm: 0 });
    expect((await ride('ride')).json()).toMatchObject({ ride: { mode: 'ride', fault: null } });
    // The bike gathers speed and cadence over about a second and a half; a busy machine's timers run
    // late, so a sample can catch the ramp with speed past 15 km/h and cadence still under 50.
    const riding = await vi.waitFor(
      async () => {
        const res = await t.app.inject({ method: 'GET', url: '/v2/live/drive', headers: t.auth });
        const sample = res.json<Record<string, number>>();
        expect(sample.speed_kmh).toBeGreaterThan(15);
        expect(sample.cadence_rpm).toBeGreaterThan(50);
        return sample;
      },
      { timeout: 10_000, interval: 200 },
    );
    expect(riding.battery_current_a).toBeGreaterThan(1);
  });

  it('streams samples that move, and a silent sensor reads 0', async () => {
    t = await testBridge();
    await t.connect();
    await ride('crank', 'speed');
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const events = (await readEvents(`${base}/v1/live/drive`, 4, {
      headers: { host: '127.0.0.1' },
    })) as BridgeLiveDataEvent[];
    expect(events.every((e) => e.values !== null)).toBe(true);
    expect(new Set(events.map((e) => e.values!.torque_nm)).size).toBeGreaterThan(1);
    expect(events.every((e) => e.values!.speed_kmh === 0)).toBe(true);
    expect(events.at(-1)!.values!.cadence_rpm).toBeGreaterThan(0);
  });

  it('says why there is no sample when no bike is connected', async () => {
    t = await testBridge();
    const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const [event] = (await readEvents(`${base}/v1/live/drive`, 1, {
      headers: { host: '127.0.0.1' },
    })) as BridgeLiveDataEvent[];
    expect(event).toMatchObject({ values: null, error: { code: expect.any(Number) } });
    const refused = await ride('sprint');
    expect(refused.statusCode).toBe(400);
  });
});
