import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { bikes } from '../../db/tables/index.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { activityCalls } from './activity.testing.ts';

describe.each(testDatabases())('activities on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  const { post, reload } = activityCalls(() => api);

  it('bike_activate sets the activation date once; enter_ship_mode and bike_setting apply', async () => {
    const bike = DemoFleet.low_battery;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const first = (await post(ws, 'bike_activate', {})).json().result;
    expect(first.result.already_activated).toBe(false);
    const second = (await post(ws, 'bike_activate', {})).json().result;
    expect(second.result).toMatchObject({ already_activated: true, activated_at: first.result.activated_at });
    expect((await post(ws, 'bike_activate', { activated_at: 'yesterday' })).json().code).toBe(400700);
    expect((await post(ws, 'enter_ship_mode', {})).json().result.kind).toBe('enter_ship_mode');
    expect((await post(ws, 'enter_ship_mode', { success: 'maybe' })).json().code).toBe(400700);
    expect(
      (await post(ws, 'bike_setting', { setting: 'wheel_diameter', value: 737 })).json().result.result,
    ).toEqual({ setting: 'wheel_diameter', value: 737 });
    expect((await post(ws, 'bike_setting', { setting: 'wheel_diameter', value: 508 })).json().code).toBe(
      400700,
    );
    const [row] = await api.database.db.select().from(bikes).where(eq(bikes.vin, bike.vin));
    expect(row!.activatedAt).not.toBeNull();
    expect(row!.shipModeAt).not.toBeNull();
    expect(row!.wheelDiameterMm).toBe(737);
  });

  it('hmi_diagnosis, sensor_diagnosis and performance_tuning record results and check limits', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.healthy.vin);
    const hmi = (
      await post(ws, 'hmi_diagnosis', {
        items: [
          { name: 'display', status: 'pass' },
          { name: 'button_up', status: 'fail' },
        ],
      })
    ).json().result;
    expect(hmi.result).toEqual({ passed: false, failed_items: ['button_up'] });
    expect((await post(ws, 'hmi_diagnosis', { items: [] })).json().code).toBe(400700);
    const sensor = (await post(ws, 'sensor_diagnosis', { sensor: 'speed', value: 20, reference: 25 })).json()
      .result;
    expect(sensor.result.status).toBe('fail');
    // A live check (decision 1703): the mean of the samples inside the expected range passes.
    const live = { sensor: 'speed', expected_min: 3, expected_max: 45, samples: 12 };
    expect((await post(ws, 'sensor_diagnosis', { ...live, value: 18.4 })).json().result.result).toMatchObject(
      {
        status: 'pass',
        source: 'live',
        expected: { min: 3, max: 45 },
      },
    );
    expect((await post(ws, 'sensor_diagnosis', { ...live, value: 0 })).json().result.result.status).toBe(
      'fail',
    );
    expect((await post(ws, 'sensor_diagnosis', { sensor: 'speed', value: 1 })).json().code).toBe(400700);
    expect((await post(ws, 'sensor_diagnosis', { sensor: 'wind', value: 1, reference: 1 })).json().code).toBe(
      400700,
    );
    const tuned = (
      await post(ws, 'performance_tuning', {
        assist_levels: [{ level: 1, support_percent: 100, max_torque_nm: 40 }],
      })
    ).json().result;
    expect(tuned).toMatchObject({ kind: 'parameter_update', result: { param_type: 'performance_tuning' } });
    expect(
      (
        await post(ws, 'performance_tuning', {
          assist_levels: [{ level: 5, support_percent: 999, max_torque_nm: 40 }],
        })
      ).json().code,
    ).toBe(400700);
  });

  it('error_code_clear links the error-code task, which the reload without the code completes', async () => {
    const bike = DemoFleet.error_code_danger;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const task = (await reload(ws, readingOf(bike))).task_info.task_list.find(
      (t) => t.task_type === 'error_code_danger',
    )!;
    expect(task.status).toBe('in_progress');
    const res = await post(ws, 'error_code_clear', {
      cleared: [{ code: '0x0101', part_type: 'motor' }],
      returned: [],
      task_ids: [task.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      kind: 'error_code_clear',
      success: true,
      result: { cleared_count: 1, returned: [] },
    });
    const after = (await reload(ws, { ...readingOf(bike), active_error_codes: [] })).task_info.task_list.find(
      (t) => t.id === task.id,
    )!;
    expect(after.status).toBe('completed');
    expect(
      (await api.app.inject({ url: `/api/workspace/task/${task.id}`, headers: ws.headers })).json().result
        .activity_ids,
    ).toEqual([res.json().result.id]);
    // A code the bike set again is recorded as such; a malformed code is refused.
    const back = await post(ws, 'error_code_clear', {
      cleared: [],
      returned: [{ code: '0x0302', part_type: 'torque' }],
    });
    expect(back.json().result.result).toEqual({
      cleared_count: 0,
      returned: [{ code: '0x0302', part_type: 'torque' }],
    });
    expect(
      (
        await post(ws, 'error_code_clear', { cleared: [{ code: '101', part_type: 'motor' }], returned: [] })
      ).json().code,
    ).toBe(400700);
  });

  it('parameter_compare with differences raises parameter_need_update; v2 parameter_sync completes it', async () => {
    const bike = DemoFleet.healthy;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    await reload(ws, readingOf(bike));
    const cmp = await post(
      ws,
      'parameter_compare',
      {
        part_type: 'controller',
        digest: 'abc',
        differences: [{ name: 'assist_1', expected: 100, actual: 120 }],
      },
      '/v1',
    );
    expect(cmp.json().result.result).toMatchObject({ matched: false, difference_count: 1 });
    const tasks = (await api.app.inject({ url: `/api/workspace/${ws.id}`, headers: ws.headers })).json()
      .result.task_info.task_list;
    expect(tasks).toContainEqual(
      expect.objectContaining({
        task_type: 'parameter_need_update',
        part_type: 'controller',
        status: 'in_progress',
      }),
    );
    expect((await post(ws, 'parameter_compare', { part_type: 'controller' }, '/v1')).json().code).toBe(
      400700,
    );
    const noSession = await api.app.inject({
      method: 'POST',
      url: `/api/v2/workspace/${ws.id}/activity/parameter_sync`,
      headers: ws.headers,
      payload: { part_type: 'controller', digest: 'def' },
    });
    expect(noSession.json().code).toBe(401000);
    const sync = await post(ws, 'parameter_sync', { part_type: 'controller', digest: 'def' }, '/v2');
    expect(sync.statusCode, sync.body).toBe(200);
    const after = (await api.app.inject({ url: `/api/workspace/${ws.id}`, headers: ws.headers })).json()
      .result.task_info.task_list;
    expect(after.find((t: { task_type: string }) => t.task_type === 'parameter_need_update').status).toBe(
      'completed',
    );
    const v2cmp = await post(
      ws,
      'parameter_compare',
      { part_type: 'controller', digest: 'def', differences: [] },
      '/v2',
    );
    expect(v2cmp.json().result.result.matched).toBe(true);
    expect((await post(ws, 'parameter_sync', { digest: 'x' }, '/v2')).json().code).toBe(400700);
  });
});
