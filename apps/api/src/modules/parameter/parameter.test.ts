import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { barcodeParts, protocolParts } from '../../db/tables/index.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

describe.each(testDatabases())('parameters on %s', (kind) => {
  let api: TestApi;
  let ws: Awaited<ReturnType<typeof openWorkspaceFor>>;
  beforeAll(async () => {
    api = await createTestApi(kind);
    ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.healthy.vin);
  });
  afterAll(() => api.close());
  const get = (url: string, v2 = false) =>
    api.app.inject({ url: `/api${url}`, headers: v2 ? ws.session : ws.headers });
  const idOf = async (table: typeof barcodeParts | typeof protocolParts, barcode: string) =>
    (await api.database.db.select({ id: table.id }).from(table).where(eq(table.barcode, barcode)))[0]!.id;

  it('gives performance tuning limits of a model (v1 and v2) and requires param_type', async () => {
    for (const v2 of [false, true]) {
      const res = (
        await get(`/${v2 ? 'v2' : 'v1'}/bike_spec/1/parameter?param_type=performance_tuning`, v2)
      ).json().result;
      expect(res.limits).toEqual({ max_support_percent: 340, max_torque_nm: 85, max_speed_kmh: 25 });
      expect(res.assist_levels).toHaveLength(5);
      expect(res.assist_levels[4]).toMatchObject({ default_support_percent: 340, default_torque_nm: 85 });
    }
    expect((await get('/v1/bike_spec/1/parameter')).json().code).toBe(400700);
    expect((await get('/v1/bike_spec/1/parameter?param_type=turbo')).json().code).toBe(400700);
    expect((await get('/v2/bike_spec/1/parameter?param_type=performance_tuning')).json().code).toBe(401000);
  });

  it('gives mid_data and auto_ship_time of a protocol part by id and by serial', async () => {
    const motor = DemoFleet.healthy.components.find((c) => c.partType === 'motor')!;
    const battery = DemoFleet.healthy.components.find((c) => c.partType === 'battery')!;
    const motorId = await idOf(protocolParts, motor.barcode);
    const mid = (await get(`/v1/protocol_part/${motorId}/parameter?param_type=mid_data`)).json().result;
    expect(mid.values).toMatchObject({
      module_id: motor.moduleId,
      barcode: motor.barcode,
      part_spec_code: 'MOT-M500',
    });
    expect(
      (await get(`/v2/protocol_part/${motorId}/parameter?param_type=mid_data`, true)).json().result.values
        .module_id,
    ).toBe(motor.moduleId);
    expect((await get(`/v1/protocol_part/${motorId}/parameter?param_type=auto_ship_time`)).json().code).toBe(
      404000,
    );
    const ship = (
      await get(`/v1/protocol_part/battery/barcode/${battery.barcode}/parameter?param_type=auto_ship_time`)
    ).json().result;
    expect(ship.values).toEqual({ enabled: true, idle_days: 30 });
    expect(
      (
        await get(
          `/v2/protocol_part/battery/barcode/${battery.barcode}/parameter?param_type=auto_ship_time`,
          true,
        )
      ).json().result.values.idle_days,
    ).toBe(30);
    expect((await get(`/v1/protocol_part/battery/barcode/${battery.barcode}/parameter`)).json().code).toBe(
      400700,
    );
    expect((await get(`/v1/protocol_part/${motorId}/parameter`)).json().code).toBe(400700);
  });

  it('gives what a spare part needs on a model and whether the bundle rule allows it', async () => {
    const id = await idOf(barcodeParts, 'BT0299100');
    const ok = (await get(`/v1/barcode_part/${id}/parameter?part_type=battery&bike_spec_id=1`)).json().result;
    expect(ok).toMatchObject({
      part_spec_code: 'BAT-625',
      allowed_by_bundle_rule: true,
      values: { auto_ship_time: { idle_days: 30 } },
    });
    const city = (await get(`/v2/barcode_part/${id}/parameter?part_type=battery&bike_spec_id=2`, true)).json()
      .result;
    expect(city.allowed_by_bundle_rule).toBe(false);
    expect((await get(`/v1/barcode_part/${id}/parameter?part_type=motor&bike_spec_id=1`)).json().code).toBe(
      400700,
    );
    expect((await get(`/v1/barcode_part/${id}/parameter?part_type=battery`)).json().code).toBe(400700);
  });

  it('checks a wheel diameter against the model (v2 only)', async () => {
    const res = (
      await get('/v2/bike_spec/1/setting_parameter/wheel_diameter?wheel_diameter=711', true)
    ).json().result;
    expect(res).toMatchObject({ wheel_diameter_mm: 711, circumference_mm: 2234 });
    expect(
      (await get('/v2/bike_spec/1/setting_parameter/wheel_diameter?wheel_diameter=508', true)).json().code,
    ).toBe(400700);
    expect((await get('/v2/bike_spec/1/setting_parameter/wheel_diameter', true)).json().code).toBe(400700);
  });

  it('describes a part replacement on a bike; harbor cannot see shop 1 bikes', async () => {
    const res = (
      await get(
        `/v1/bike/${DemoFleet.healthy.vin}/parameter/part_replacement?operation=REPLACE&part_type=battery`,
      )
    ).json().result;
    expect(res.current_parts.map((p: { barcode: string }) => p.barcode)).toEqual([
      DemoFleet.healthy.components.find((c) => c.partType === 'battery')!.barcode,
    ]);
    expect(res.allowed_part_spec_codes).toEqual(['BAT-500', 'BAT-625']);
    const remove = (
      await get(
        `/v2/bike/${DemoFleet.healthy.vin}/parameter/part_replacement?operation=REMOVE&part_type=motor`,
        true,
      )
    ).json().result;
    expect(remove.leaves_bike_incomplete).toBe(true);
    expect(
      (
        await get(
          `/v1/bike/${DemoFleet.healthy.vin}/parameter/part_replacement?operation=SWAP&part_type=battery`,
        )
      ).json().code,
    ).toBe(400700);
    expect(
      (
        await get(
          `/v1/bike/${DemoFleet.healthy.vin}/parameter/part_replacement?operation=REMOVE&part_type=throttle`,
        )
      ).json().code,
    ).toBe(404000);
    const harbor = await api.auth(DemoAccounts.otherDealer);
    const denied = await api.app.inject({
      url: `/api/v1/bike/${DemoFleet.healthy.vin}/parameter/part_replacement?operation=REPLACE&part_type=battery`,
      headers: harbor,
    });
    expect(denied.json().code).toBe(404000);
  });
});
