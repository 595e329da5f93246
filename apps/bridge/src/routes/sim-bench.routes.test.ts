// The simulator's bench actions (sim-bench.routes.ts): button presses, charger, service connector
// and component swaps, each seen through the bridge's own calls.
import { DemoFleet, DemoSpareParts } from '@dealer/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { testBridge, updateFor } from '../test-support/test-bridge.ts';
import type { TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge;
afterEach(() => t?.close());

describe('bench actions', () => {
  const sim = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: { host: 'localhost' }, payload });
  type Info = {
    components: {
      part_type: string;
      part_spec_code: string;
      barcode: string;
      module_id: string;
      firmware_version: string;
    }[];
  };

  it('counts a button press only in button detection mode and with the bike on (409 otherwise)', async () => {
    t = await testBridge();
    await t.connect();
    const idle = await sim('POST', '/sim/button', { button: 'short_power' });
    expect(idle.statusCode).toBe(409);
    expect(idle.json()).toMatchObject({ reason: 'not_in_button_detection' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/detection_mode/hmi/button',
          headers: t.auth,
          payload: {},
        })
      ).statusCode,
    ).toBe(200);
    expect((await sim('POST', '/sim/button', { button: 'long_walk' })).json()).toEqual({
      button: 'long_walk',
      press_count: 1,
    });
    expect((await sim('POST', '/sim/button', { button: 'long_walk' })).json()).toEqual({
      button: 'long_walk',
      press_count: 2,
    });
    const counts = await t.app.inject({
      method: 'GET',
      url: '/v2/detection_mode/hmi/button/press_counts',
      headers: t.auth,
    });
    expect(counts.json()).toMatchObject({
      detection_mode: 'button',
      press_counts: { long_walk: 2, short_power: 0 },
    });
    expect((await sim('POST', '/sim/button', { button: 'short_teapot' })).json()).toMatchObject({
      code: 400004,
    });
    t.bike.setPower('ship_mode');
    const asleep = await sim('POST', '/sim/button', { button: 'short_power' });
    expect(asleep.statusCode).toBe(409);
    expect(asleep.json()).toMatchObject({
      reason: 'bike_not_on',
      message: expect.stringContaining('ship mode'),
    });
  });

  it('plugs the charger: the pack reports charging and the firmware pre-flight no longer refuses', async () => {
    t = await testBridge({ scenario: 'low_battery' });
    await t.connect();
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/v2/firmware/controller',
      headers: t.auth,
      payload: updateFor(t, 'controller', '5.3.2'),
    });
    expect(refused.json()).toMatchObject({ code: 600100 });
    const plugged = await sim('PUT', '/sim/charger', { plugged: true });
    expect(plugged.json()).toMatchObject({ scenario: 'low_battery', charger_plugged: true, power: 'on' });
    const battery = await t.app.inject({ method: 'GET', url: '/v2/device/battery/state', headers: t.auth });
    expect(battery.json()).toMatchObject({ charge_percent: 8, charging: true });
    const update = await t.app.inject({
      method: 'PUT',
      url: '/v2/firmware/controller',
      headers: t.auth,
      payload: updateFor(t, 'controller', '5.3.2'),
    });
    expect(update.statusCode).toBe(200);
    expect((await sim('PUT', '/sim/charger', { plugged: false })).json()).toMatchObject({
      charger_plugged: false,
    });
  });

  it('wakes a bike in ship mode when the charger is plugged', async () => {
    t = await testBridge();
    t.bike.setPower('ship_mode');
    expect((await sim('PUT', '/sim/charger', { plugged: true })).json()).toMatchObject({
      power: 'on',
      charger_plugged: true,
    });
  });

  it('plugs the service connector so the bike connects, and pulling it ends the connection', async () => {
    t = await testBridge({ scenario: 'no_connector' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v2/connection',
      headers: t.auth,
      payload: { connection_type: 'cable' },
    });
    expect(missing.json()).toMatchObject({ code: 300001 });
    expect((await sim('PUT', '/sim/connector', { plugged: true })).json()).toMatchObject({
      scenario: 'no_connector',
      connector_plugged: true,
    });
    await t.connect();
    const info = await t.app.inject({ method: 'GET', url: '/v2/bike/basic_info', headers: t.auth });
    expect(info.json()).toMatchObject({ vin: DemoFleet.no_connector.vin });
    const connector = await t.app.inject({ method: 'GET', url: '/v2/connector/basic_info', headers: t.auth });
    expect(connector.statusCode).toBe(200);
    expect((await sim('PUT', '/sim/connector', { plugged: false })).json()).toMatchObject({
      connector_plugged: false,
    });
    expect(t.app.bridge.connection.connected).toBe(false);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/v2/connection',
          headers: t.auth,
          payload: { connection_type: 'cable' },
        })
      ).json(),
    ).toMatchObject({ code: 300001 });
  });

  it('swaps a component for a spare: the old node leaves the bus, the spare answers with its own identity', async () => {
    t = await testBridge({ scenario: 'bundle_rule_not_match' });
    await t.connect();
    const spare = DemoSpareParts.find((p) => p.partType === 'motor')!;
    const before = (
      await t.app.inject({ method: 'GET', url: '/v2/bike/basic_info', headers: t.auth })
    ).json<Info>();
    expect(before.components.find((c) => c.part_type === 'motor')).toMatchObject({
      part_spec_code: 'MOT-H250',
      barcode: DemoFleet.bundle_rule_not_match.components.find((c) => c.partType === 'motor')!.barcode,
    });
    const swapped = await sim('PUT', '/sim/component/motor', { barcode: spare.barcode });
    expect(swapped.json()).toEqual({
      part_type: 'motor',
      part_spec_code: 'MOT-M500',
      barcode: spare.barcode,
      module_id: spare.moduleId,
      hardware_version: spare.hardwareVersion,
      firmware_version: spare.firmwareVersion,
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/v2/bike/basic_info', headers: t.auth })
    ).json<Info>();
    expect(after.components.filter((c) => c.part_type === 'motor')).toEqual([
      expect.objectContaining({
        part_spec_code: 'MOT-M500',
        barcode: spare.barcode,
        module_id: spare.moduleId,
        firmware_version: spare.firmwareVersion,
      }),
    ]);
    expect((await sim('PUT', '/sim/component/motor', { barcode: spare.barcode })).json()).toMatchObject({
      code: 400004,
      message: expect.stringContaining('already fitted'),
    });
    expect((await sim('PUT', '/sim/component/hmi', { barcode: spare.barcode })).json()).toMatchObject({
      code: 400004,
      message: expect.stringContaining('is a motor'),
    });
    expect((await sim('PUT', '/sim/component/motor', { barcode: 'MT0000000' })).json()).toMatchObject({
      code: 400004,
    });
    expect((await sim('PUT', '/sim/component/throttle', { barcode: spare.barcode })).json()).toMatchObject({
      code: 300202,
    });
  });
});
