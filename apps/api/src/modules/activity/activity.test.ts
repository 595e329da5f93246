import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet, DemoSpareParts, SESSION_TOKEN_HEADER, moduleIdWithChecksum } from '@dealer/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { bikeParts, bikes, firmwareImages, partSpecs } from '../../db/tables/index.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

type Ws = Awaited<ReturnType<typeof openWorkspaceFor>>;

describe.each(testDatabases())('activities on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  const post = (ws: Ws, call: string, payload: object, prefix = '') =>
    api.app.inject({
      method: 'POST',
      url: `/api${prefix}/workspace/${ws.id}/activity/${call}`,
      headers: prefix === '/v2' ? ws.session : ws.headers,
      payload,
    });
  const reload = async (ws: Ws, reading: object) =>
    (
      await api.app.inject({
        method: 'PUT',
        url: `/api/v1/workspace/${ws.id}/task`,
        headers: ws.headers,
        payload: reading,
      })
    ).json().result as { task_info: { task_list: { id: number; task_type: string; status: string }[] } };
  const livePart = async (vin: string, partType: string) => {
    const [row] = await api.database.db
      .select({ p: bikeParts })
      .from(bikeParts)
      .innerJoin(bikes, eq(bikes.id, bikeParts.bikeId))
      .where(and(eq(bikes.vin, vin), eq(bikeParts.partType, partType), isNull(bikeParts.removedAt)));
    return row?.p;
  };

  it('part_replacement re-registers the part and completes part_bundle_not_found', async () => {
    const bike = DemoFleet.part_bundle_not_found;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const before = await reload(ws, readingOf(bike));
    const task = before.task_info.task_list.find((t) => t.task_type === 'part_bundle_not_found')!;
    const old = await livePart(bike.vin, 'battery');
    const res = await post(ws, 'part_replacement', {
      operation: 'REPLACE',
      part_type: 'battery',
      old_barcode: old!.barcode,
      new_barcode: 'BT0299006',
      task_ids: [task.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      kind: 'part_replacement',
      success: true,
      technician: DemoAccounts.dealer,
      result: { removed_barcode: old!.barcode, installed_barcode: 'BT0299006' },
    });
    expect((await livePart(bike.vin, 'battery'))!.barcode).toBe('BT0299006');
    const after = (
      await api.app.inject({ url: `/api/workspace/task/${task.id}`, headers: ws.headers })
    ).json().result;
    expect(after.status).toBe('completed');
    expect(after.activity_ids).toEqual([res.json().result.id]);
    // Bad input: REPLACE without the new serial; a serial of another bike; nothing written.
    expect(
      (
        await post(ws, 'part_replacement', {
          operation: 'REPLACE',
          part_type: 'battery',
          old_barcode: 'BT0299006',
        })
      ).json().code,
    ).toBe(400700);
    expect(
      (
        await post(ws, 'part_replacement', {
          operation: 'INSTALL',
          part_type: 'hmi',
          new_barcode: 'HMX0299007',
        })
      ).json().code,
    ).toBe(400900);
    expect(
      (
        await post(ws, 'part_replacement', {
          operation: 'INSTALL',
          part_type: 'battery',
          new_barcode: 'NOPE',
        })
      ).json().code,
    ).toBe(404000);
  });

  it('part_replacement of a part the model does not allow by a spare it allows completes bundle_rule_not_match', async () => {
    const bike = DemoFleet.bundle_rule_not_match;
    const spare = DemoSpareParts.find((p) => p.partType === 'motor' && p.partSpecCode === 'MOT-M500')!;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const rule = (await reload(ws, readingOf(bike))).task_info.task_list.find(
      (t) => t.task_type === 'bundle_rule_not_match',
    )!;
    expect(rule.status).toBe('in_progress');
    // The spare is fitted before it is registered: the bus shows a part the bike does not know yet.
    const swapped = { ...bike, components: bike.components.map((c) => (c.partType === 'motor' ? spare : c)) };
    const fitted = (await reload(ws, readingOf(swapped))).task_info.task_list;
    const notFound = fitted.find(
      (t) => t.task_type === 'part_bundle_not_found' && t.status === 'in_progress',
    )!;
    expect(fitted.find((t) => t.id === rule.id)?.status).toBe('completed');
    const old = await livePart(bike.vin, 'motor');
    const res = await post(ws, 'part_replacement', {
      operation: 'REPLACE',
      part_type: 'motor',
      old_barcode: old!.barcode,
      new_barcode: spare.barcode,
      task_ids: [rule.id, notFound.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await livePart(bike.vin, 'motor')).toMatchObject({
      barcode: spare.barcode,
      moduleId: spare.moduleId,
      firmwareVersion: spare.firmwareVersion,
    });
    const after = (await reload(ws, readingOf(swapped))).task_info.task_list;
    expect(after.filter((t) => t.status === 'in_progress')).toEqual([]);
  });

  it('firmware_update records the new version and bootloader_rescue needs a rescue image', async () => {
    const bike = DemoFleet.firmware_update_available;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const fw = await post(ws, 'firmware_update', {
      part_type: 'controller',
      from_version: '5.1.0',
      to_version: '5.3.2',
    });
    expect(fw.json().result.result).toMatchObject({ from_version: '5.1.0', to_version: '5.3.2' });
    expect((await livePart(bike.vin, 'controller'))!.firmwareVersion).toBe('5.3.2');
    expect((await post(ws, 'firmware_update', { part_type: 'controller' })).json().code).toBe(400700);

    const [rescue] = await api.database.db
      .select({ id: firmwareImages.id })
      .from(firmwareImages)
      .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
      .where(and(eq(partSpecs.code, 'CTRL-M500'), eq(firmwareImages.kind, 'rescue')));
    const [app] = await api.database.db
      .select({ id: firmwareImages.id })
      .from(firmwareImages)
      .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
      .where(and(eq(partSpecs.code, 'CTRL-M500'), eq(firmwareImages.kind, 'application')));
    const ok = await post(ws, 'bootloader_rescue', { part_type: 'controller', firmware_id: rescue!.id });
    expect(ok.json().result).toMatchObject({
      kind: 'bootloader_rescued',
      result: { firmware_version: '5.3.2' },
    });
    expect(
      (await post(ws, 'bootloader_rescue', { part_type: 'controller', firmware_id: app!.id })).json().code,
    ).toBe(400700);
  });

  it('mid_parameter_update registers a valid module id and refuses a broken checksum', async () => {
    const bike = DemoFleet.mid_not_found;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const motor = (await livePart(bike.vin, 'motor'))!;
    const mid = moduleIdWithChecksum('04AB1005000000');
    const res = await post(ws, 'mid_parameter_update', {
      part_type: 'motor',
      barcode: motor.barcode,
      module_id: mid,
    });
    expect(res.json().result.result).toMatchObject({ module_id: mid });
    expect((await livePart(bike.vin, 'motor'))!.moduleId).toBe(mid);
    const broken = mid.slice(0, 14) + (mid.endsWith('00') ? '01' : '00');
    expect(
      (
        await post(ws, 'mid_parameter_update', {
          part_type: 'motor',
          barcode: motor.barcode,
          module_id: broken,
        })
      ).json().code,
    ).toBe(400700);
    const taken = DemoFleet.healthy.components.find((c) => c.partType === 'motor')!.moduleId;
    expect(
      (
        await post(ws, 'mid_parameter_update', {
          part_type: 'motor',
          barcode: motor.barcode,
          module_id: taken,
        })
      ).json().code,
    ).toBe(400900);
  });

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

  it('lists activities with created_at_min, updates comments, links tasks; harbor is kept out', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.error_code_warning.vin);
    const reloaded = await reload(ws, readingOf(DemoFleet.error_code_warning));
    const a = (
      await post(ws, 'sensor_diagnosis', {
        sensor: 'torque',
        value: 40,
        reference: 40,
        comment: 'bench 40 Nm',
      })
    ).json().result;
    const list = await api.app.inject({ url: `/api/workspace/${ws.id}/activity`, headers: ws.headers });
    expect(list.json().result.map((x: { id: number }) => x.id)).toEqual([a.id]);
    const later = await api.app.inject({
      url: `/api/workspace/${ws.id}/activity?created_at_min=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`,
      headers: ws.headers,
    });
    expect(later.json().result).toEqual([]);
    expect(
      (
        await api.app.inject({
          url: `/api/workspace/${ws.id}/activity?created_at_min=soon`,
          headers: ws.headers,
        })
      ).json().code,
    ).toBe(400700);
    const patched = await api.app.inject({
      method: 'PATCH',
      url: `/api/workspace/activity/${a.id}`,
      headers: ws.headers,
      payload: { comment: 'bench 40 Nm, ok' },
    });
    expect(patched.json().result.comment).toBe('bench 40 Nm, ok');
    expect(
      (
        await api.app.inject({
          method: 'PATCH',
          url: `/api/workspace/activity/${a.id}`,
          headers: ws.headers,
          payload: { note: 1 },
        })
      ).json().code,
    ).toBe(400700);
    const task = reloaded.task_info.task_list[0]!;
    const link = await api.app.inject({
      method: 'POST',
      url: `/api/workspace/task/${task.id}/activity/${a.id}`,
      headers: ws.headers,
    });
    expect(link.json().result.activity_ids).toEqual([a.id]);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/workspace/task/${task.id}/activity/999999`,
          headers: ws.headers,
        })
      ).json().code,
    ).toBe(404000);
    const harbor = await api.auth(DemoAccounts.otherDealer);
    expect(
      (await api.app.inject({ url: `/api/workspace/${ws.id}/activity`, headers: harbor })).json().code,
    ).toBe(404000);
    expect(
      (
        await api.app.inject({
          method: 'PATCH',
          url: `/api/workspace/activity/${a.id}`,
          headers: harbor,
          payload: { comment: 'x' },
        })
      ).json().code,
    ).toBe(404000);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/workspace/${ws.id}/activity/bike_activate`,
          headers: harbor,
          payload: {},
        })
      ).json().code,
    ).toBe(404000);
    expect(
      (
        await api.app.inject({
          method: 'POST',
          url: `/api/v2/workspace/${ws.id}/activity/parameter_compare`,
          headers: { ...harbor, [SESSION_TOKEN_HEADER]: ws.session_token },
          payload: { part_type: 'hmi', digest: 'a', differences: [] },
        })
      ).json().code,
    ).toBe(403000);
  });

  it('records a failed attempt without applying it', async () => {
    const bike = DemoFleet.illegal_mid;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const res = (
      await post(ws, 'firmware_update', {
        part_type: 'battery',
        to_version: '9.9.9',
        success: false,
        error_code: 300105,
      })
    ).json().result;
    expect(res).toMatchObject({ success: false, result: { applied: false } });
    expect((await livePart(bike.vin, 'battery'))!.firmwareVersion).not.toBe('9.9.9');
  });
});
