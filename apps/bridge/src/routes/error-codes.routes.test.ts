// DELETE /v2/bike/error_codes: clearing after a repair (cleared codes move to the history, a code whose
// cause is present comes back), the PUT /sim/error_cause bench action, and the refusals that leave
// the bike's fault memory untouched.
import { afterEach, describe, expect, it } from 'vitest';
import { makeImage, testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const clear = (b: TestBridge) =>
  b.app.inject({ method: 'DELETE', url: '/v2/bike/error_codes', headers: b.auth });
const get = async (b: TestBridge, url: string) =>
  (await b.app.inject({ url, headers: b.auth })).json<{ error_codes: unknown[] }>().error_codes;
const cause = (b: TestBridge, payload: object) =>
  b.app.inject({ method: 'PUT', url: '/sim/error_cause', headers: { host: 'localhost' }, payload });
const motorDtcs = (b: TestBridge) => structuredClone(b.bike.component('motor')!.dtcs);

describe('DELETE /v2/bike/error_codes', () => {
  it('clears the codes whose cause has gone; the history read keeps them', async () => {
    t = await testBridge({ scenario: 'error_code_danger' });
    await t.connect();
    const res = await clear(t);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ cleared: [{ code: '0x0101', part_type: 'motor' }], error_codes: [] });
    expect(await get(t, '/v2/bike/error_codes')).toEqual([]);
    expect(await get(t, '/v2/bike/error_codes/history')).toEqual(
      expect.arrayContaining([
        { code: '0x0101', part_type: 'motor', status: 'history' },
        { code: '0x0602', part_type: 'controller', status: 'history' },
      ]),
    );
  });

  it('reports a code whose cause is still present as current again, until the cause is repaired', async () => {
    t = await testBridge({ scenario: 'error_code_warning' });
    await t.connect();
    const present = await cause(t, { part_type: 'torque', code: '0x0302', present: true });
    expect(present.json()).toEqual({
      part_type: 'torque',
      code: '0x0302',
      cause_present: true,
      status: 'current',
    });
    expect((await clear(t)).json()).toEqual({
      cleared: [],
      error_codes: [{ code: '0x0302', part_type: 'torque', status: 'current' }],
    });
    const repaired = await cause(t, { part_type: 'torque', code: '0x0302', present: false });
    expect(repaired.json()).toEqual({
      part_type: 'torque',
      code: '0x0302',
      cause_present: false,
      status: 'current',
    });
    expect((await clear(t)).json()).toEqual({
      cleared: [{ code: '0x0302', part_type: 'torque' }],
      error_codes: [],
    });
    expect(await get(t, '/v2/bike/error_codes/history')).toContainEqual({
      code: '0x0302',
      part_type: 'torque',
      status: 'history',
    });
  });

  it('refuses without a bike (400001), in detection mode (400103) and without the workspace credential (401001), changing nothing', async () => {
    t = await testBridge({ scenario: 'error_code_danger' });
    const before = motorDtcs(t);
    expect((await clear(t)).json()).toMatchObject({ code: 400001 });
    await t.connect();
    await t.app.inject({
      method: 'POST',
      url: '/v2/detection_mode/hmi/button',
      headers: t.auth,
      payload: {},
    });
    expect((await clear(t)).json()).toMatchObject({ code: 400103 });
    await t.app.inject({ method: 'DELETE', url: '/v2/detection_mode/hmi', headers: t.auth });
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/v2/bike/error_codes',
      headers: { host: t.auth.host },
    });
    expect(anonymous.json()).toMatchObject({ code: 401001 });
    expect(motorDtcs(t)).toEqual(before);
  });

  it('refuses while an operation holds the bridge (400100), changing nothing', async () => {
    t = await testBridge({ scenario: 'error_code_danger' });
    await t.connect();
    const bridge = t;
    const before = motorDtcs(bridge);
    let refused: Promise<{ code: number }> | undefined;
    bridge.app.bridge.hub.on('firmware_update', (e) => {
      if (e.stage !== 'transferring' || refused) return;
      refused = clear(bridge).then((r) => r.json());
    });
    const update = await bridge.app.inject({
      method: 'PUT',
      url: '/v2/firmware/controller',
      headers: bridge.auth,
      payload: updateFor(bridge, 'controller', '5.3.2', makeImage(100_000)),
    });
    expect(update.statusCode, update.body).toBe(200);
    expect(await refused).toMatchObject({ code: 400100 });
    expect(motorDtcs(bridge)).toEqual(before);
  });
});

describe('PUT /sim/error_cause', () => {
  it('sets a new fault on a component and refuses a component the bike does not have', async () => {
    t = await testBridge({ scenario: 'healthy' });
    await t.connect();
    expect((await cause(t, { part_type: 'battery', code: '0x0202', present: true })).json()).toMatchObject({
      status: 'current',
    });
    expect(await get(t, '/v2/bike/error_codes')).toEqual([
      { code: '0x0202', part_type: 'battery', status: 'current' },
    ]);
    expect((await cause(t, { part_type: 'motor', code: '0x0102', present: false })).json()).toEqual({
      part_type: 'motor',
      code: '0x0102',
      cause_present: false,
      status: 'none',
    });
    const missing = await cause(t, { part_type: 'throttle', code: '0x0101', present: true });
    expect(missing.json()).toMatchObject({ code: 300202 });
    expect((await cause(t, { part_type: 'motor', code: '101', present: true })).json()).toMatchObject({
      code: 400004,
    });
  });
});
