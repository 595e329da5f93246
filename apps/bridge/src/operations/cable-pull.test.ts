// Fault injection: the cable is pulled at 20 random points of a firmware update. Every time the
// component must end in its bootloader or on a complete image (old or new), and rescue or retry must
// bring it to the new version: 0 bricked.
import { bootModeOf, runningVersion } from '@dealer/bike-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CABLE_PULL_TIMING, makeImage, testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

const RUNS = 20;
const SEED = Number(process.env.CABLE_PULL_SEED ?? Date.now() % 100_000);
let t: TestBridge;
beforeAll(async () => {
  t = await testBridge({ scenario: 'firmware_update_available', timing: CABLE_PULL_TIMING });
});
afterAll(() => t.close());

function random(seed: number) {
  let x = seed || 1;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

const image = makeImage(24_000, 7);
const headers = () => t.auth;
async function scenario(fault?: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/sim/scenario',
    headers: headers(),
    payload: {
      scenario: 'firmware_update_available',
      ...(fault !== undefined ? { fault: { cablePullAfterBytes: fault } } : {}),
    },
  });
  expect(res.statusCode).toBe(200);
}
async function connect() {
  if (t.app.bridge.connection.connected)
    await t.app.inject({ method: 'POST', url: '/v2/disconnection', headers: headers() });
  const res = await t.app.inject({
    method: 'POST',
    url: '/v2/connection',
    headers: headers(),
    payload: { connection_type: 'cable' },
  });
  expect(res.statusCode, res.body).toBe(200);
}
const update = (rescue: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: '/v2/firmware/controller',
    headers: headers(),
    payload: { ...updateFor(t, 'controller', '5.3.2', image), rescue },
  });

describe(`cable pulled during a firmware update (seed ${SEED})`, () => {
  it('never bricks the component: 20 random cut points, each recovered', async () => {
    // Measure how many bytes an undisturbed update sends, so cut points cover all of it.
    await scenario(1e9);
    await connect();
    expect((await update(false)).statusCode).toBe(200);
    const total = t.bike.armedFault!.counted;
    expect(total).toBeGreaterThan(image.length);

    const rnd = random(SEED);
    const outcomes: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cut = Math.floor(rnd() * total);
      await scenario(cut);
      await connect();
      const res = await update(false);
      expect(res.statusCode, `cut at ${cut} of ${total} bytes`).not.toBe(200);
      expect(t.bike.armedFault?.fired).toBe(true);

      const c = t.bike.component('controller')!;
      const mode = bootModeOf(c);
      if (mode === 'app') expect(['5.1.0', '5.3.2']).toContain(runningVersion(c));
      outcomes.push(`${cut}:${mode === 'app' ? runningVersion(c) : 'bootloader'}`);

      await connect(); // the technician plugs the cable back in and reconnects
      const inBootloader = t.app.bridge.connection.identity('controller')?.bootMode === 'bootloader';
      if (inBootloader || runningVersion(c) !== '5.3.2') {
        const again = await update(inBootloader);
        expect(again.statusCode, `recovery after cut at ${cut}: ${again.body}`).toBe(200);
      }
      expect(bootModeOf(c)).toBe('app');
      expect(runningVersion(c)).toBe('5.3.2');
    }
    expect(outcomes).toHaveLength(RUNS);
    expect(outcomes.some((o) => o.endsWith('bootloader'))).toBe(true);
  }, 180_000);
});
