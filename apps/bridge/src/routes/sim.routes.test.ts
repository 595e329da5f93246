import { DemoFleet } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testBridge } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge;
afterEach(() => t?.close());

describe('simulator control and input validation', () => {
  it('shows and switches the bike on the bench, ending the connection', async () => {
    t = await testBridge();
    await t.connect();
    const now = await t.app.inject({ method: 'GET', url: '/sim/scenario', headers: { host: 'localhost' } });
    expect(now.json()).toMatchObject({
      scenario: 'healthy',
      vin: DemoFleet.healthy.vin,
      fault: null,
      power: 'on',
      cable_connected: true,
    });
    expect(now.json<{ scenarios: string[] }>().scenarios).toContain('bundle_rule_not_match');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/sim/scenario',
      headers: { host: 'localhost' },
      payload: { scenario: 'low_battery', fault: { cablePullAfterBytes: 5000 } },
    });
    expect(put.json()).toMatchObject({
      scenario: 'low_battery',
      vin: DemoFleet.low_battery.vin,
      fault: { cablePullAfterBytes: 5000, fired: false },
    });
    expect(t.app.bridge.connection.connected).toBe(false);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/sim/scenario',
      headers: { host: 'localhost' },
      payload: { scenario: 'flying_bike' },
    });
    expect(bad.json()).toMatchObject({ code: 400004 });
  });

  it('needs the connector open for connector calls (400002) and a bike for bike calls (400001)', async () => {
    t = await testBridge();
    expect(
      (await t.app.inject({ method: 'GET', url: '/v2/connector/basic_info', headers: t.auth })).json(),
    ).toMatchObject({ code: 400002 });
    expect(
      (await t.app.inject({ method: 'POST', url: '/v2/disconnection', headers: t.auth })).json(),
    ).toMatchObject({ code: 400001 });
  });

  it('answers bad input with catalogue codes instead of failing', async () => {
    t = await testBridge();
    await t.connect();
    const wrongType = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: t.auth,
      payload: { connection_type: 42 },
    });
    expect(wrongType.statusCode).toBe(400);
    expect([400004, 400005]).toContain(wrongType.json<{ code: number }>().code);
    const unknownComponent = await t.app.inject({
      method: 'GET',
      url: '/v2/parameter/teapot/data_array',
      headers: t.auth,
    });
    expect(unknownComponent.json()).toMatchObject({ code: 400004 });
    const noClock = await t.app.inject({
      method: 'GET',
      url: '/v2/device/motor/real_time_clock',
      headers: t.auth,
    });
    expect(noClock.json()).toMatchObject({ code: 300202 });
    const notJson = await t.app.inject({
      method: 'PUT',
      url: '/v2/firmware/hmi',
      headers: { ...t.auth, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(notJson.json()).toMatchObject({ code: 400005 });
    const unknownCall = await t.app.inject({ method: 'GET', url: '/v9/nothing', headers: t.auth });
    expect(unknownCall.statusCode).toBe(404);
    const ble = await t.app.inject({ method: 'POST', url: '/v2/disconnection', headers: t.auth });
    expect(ble.statusCode).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/connection',
          headers: t.auth,
          payload: { connection_type: 'ble' },
        })
      ).json(),
    ).toMatchObject({ code: 300012 }); // no wireless adapter chosen yet (decision 2902)
  });
});
