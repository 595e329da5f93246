import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

describe.each(testDatabases())('bikes on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let harbor: Record<string, string>;
  beforeAll(async () => {
    api = await createTestApi(kind);
    dealer = await api.auth(DemoAccounts.dealer);
    harbor = await api.auth(DemoAccounts.otherDealer);
  });
  afterAll(() => api.close());

  it('shows a bike with model, brand and registered components; other shops get 404000', async () => {
    const bike = DemoFleet.healthy;
    const res = (await api.app.inject({ url: `/api/bike/${bike.vin}`, headers: dealer })).json().result;
    expect(res).toMatchObject({
      vin: bike.vin,
      frame_number: bike.frameNumber,
      bike_shop_id: 1,
      bike_spec: { code: 'KES-TRAIL-9' },
      brand: { id: 1 },
      activated: false,
    });
    expect(res.components.map((c: { barcode: string }) => c.barcode).sort()).toEqual(
      bike.components.map((c) => c.barcode).sort(),
    );
    expect(res.image_url).toMatch(/kes-trail-9/);
    expect((await api.app.inject({ url: `/api/bike/${bike.vin}`, headers: harbor })).json().code).toBe(
      404000,
    );
    expect((await api.app.inject({ url: '/api/bike/NOSUCHVIN', headers: dealer })).json().code).toBe(404000);
    const own = (await api.app.inject({ url: '/api/bike/NORBY0001P0250001', headers: harbor })).json().result;
    expect(own.bike_shop_id).toBe(2);
  });

  it('lets a service center read the bikes of shops in its region, and only read', async () => {
    const service = await api.auth(DemoAccounts.serviceCenter);
    expect(
      (await api.app.inject({ url: `/api/bike/${DemoFleet.healthy.vin}`, headers: service })).json().result
        .bike_shop_id,
    ).toBe(1);
    expect((await api.app.inject({ url: '/api/bike/NORBY0001P0250001', headers: service })).json().code).toBe(
      404000,
    );
    const patch = await api.app.inject({
      method: 'PATCH',
      url: `/api/bike/${DemoFleet.healthy.vin}/image`,
      headers: service,
      payload: { image_url: 'https://x.example/a.jpg' },
    });
    expect(patch.json().code).toBe(403000);
  });

  it('gives the service history by task status, workspace and time', async () => {
    const bike = DemoFleet.error_code_danger;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    await api.app.inject({
      method: 'PUT',
      url: `/api/v1/workspace/${ws.id}/task`,
      headers: dealer,
      payload: readingOf(bike),
    });
    await api.app.inject({
      method: 'POST',
      url: `/api/workspace/${ws.id}/activity/hmi_diagnosis`,
      headers: dealer,
      payload: { items: [{ name: 'display', status: 'pass' }] },
    });
    const open = (
      await api.app.inject({
        url: `/api/bike/${bike.vin}/service_history?task_status=in_progress`,
        headers: dealer,
      })
    ).json().result;
    expect(open.tasks.map((t: { task_type: string }) => t.task_type)).toContain('error_code_danger');
    expect(open.activities.map((a: { kind: string; technician: string }) => [a.kind, a.technician])).toEqual([
      ['hmi_diagnosis', DemoAccounts.dealer],
    ]);
    const done = (
      await api.app.inject({
        url: `/api/bike/${bike.vin}/service_history?task_status=completed&workspace_id=${ws.id}`,
        headers: dealer,
      })
    ).json().result;
    expect(done.tasks).toEqual([]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const later = (
      await api.app.inject({
        url: `/api/bike/${bike.vin}/service_history?task_status=in_progress&updated_at_min=${encodeURIComponent(future)}`,
        headers: dealer,
      })
    ).json().result;
    expect(later).toEqual({ vin: bike.vin, tasks: [], activities: [] });
    expect(
      (await api.app.inject({ url: `/api/bike/${bike.vin}/service_history`, headers: dealer })).json().code,
    ).toBe(400700);
    expect(
      (
        await api.app.inject({
          url: `/api/bike/${bike.vin}/service_history?task_status=in_progress`,
          headers: harbor,
        })
      ).json().code,
    ).toBe(404000);
  });

  it('logs an HMI error code for the own shop only', async () => {
    const bike = DemoFleet.error_code_warning;
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/bike/${bike.vin}/hmi/error_code?bike_shop_id=1`,
      headers: dealer,
      payload: { error_code: '0x0302', odometer_km: 1200 },
    });
    expect(res.json().result).toMatchObject({
      vin: bike.vin,
      error_code: '0x0302',
      danger_level: 'low',
      title: 'Torque sensor offset drift',
    });
    expect(
      (
        await api.app.inject({
          method: 'PUT',
          url: `/api/bike/${bike.vin}/hmi/error_code`,
          headers: dealer,
          payload: { error_code: '0x0302' },
        })
      ).json().code,
    ).toBe(400700);
    expect(
      (
        await api.app.inject({
          method: 'PUT',
          url: `/api/bike/${bike.vin}/hmi/error_code?bike_shop_id=1`,
          headers: dealer,
          payload: {},
        })
      ).json().code,
    ).toBe(400700);
    expect(
      (
        await api.app.inject({
          method: 'PUT',
          url: `/api/bike/${bike.vin}/hmi/error_code?bike_shop_id=1`,
          headers: harbor,
          payload: { error_code: '0x0302' },
        })
      ).json().code,
    ).toBe(403000);
    expect(
      (
        await api.app.inject({
          method: 'PUT',
          url: `/api/bike/${bike.vin}/hmi/error_code?bike_shop_id=2`,
          headers: harbor,
          payload: { error_code: '0x0302' },
        })
      ).json().code,
    ).toBe(404000);
  });

  it('sets the bike image; refuses a bad URL and other shops', async () => {
    const bike = DemoFleet.low_battery;
    const res = await api.app.inject({
      method: 'PATCH',
      url: `/api/bike/${bike.vin}/image`,
      headers: dealer,
      payload: { image_url: 'https://cdn.example.com/bikes/11.jpg' },
    });
    expect(res.json().result.image_url).toBe('https://cdn.example.com/bikes/11.jpg');
    expect(
      (
        await api.app.inject({
          method: 'PATCH',
          url: `/api/bike/${bike.vin}/image`,
          headers: dealer,
          payload: { image_url: 'javascript:alert(1)' },
        })
      ).json().code,
    ).toBe(400700);
    expect(
      (
        await api.app.inject({
          method: 'PATCH',
          url: `/api/bike/${bike.vin}/image`,
          headers: harbor,
          payload: { image_url: 'https://x.example/a.jpg' },
        })
      ).json().code,
    ).toBe(404000);
    const after = (await api.app.inject({ url: `/api/bike/${bike.vin}`, headers: dealer })).json().result;
    expect(after.image_url).toBe('https://cdn.example.com/bikes/11.jpg');
  });
});
