import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet, type ScenarioName, type TaskType } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

/** What each simulator scenario must raise against the seeded catalogue. */
const Expected: Partial<Record<ScenarioName, TaskType>> = {
  firmware_update_available: 'firmware_update_available',
  in_bootloader: 'in_bootloader',
  illegal_mid: 'illegal_mid',
  mid_not_found: 'mid_not_found',
  part_bundle_not_found: 'part_bundle_not_found',
  part_bundle_not_match: 'part_bundle_not_match',
  bundle_rule_not_match: 'bundle_rule_not_match',
  error_code_danger: 'error_code_danger',
  error_code_warning: 'error_code_warning',
};

describe.each(testDatabases())('task reload on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  const reload = async (ws: { id: number; headers: Record<string, string> }, payload: unknown) => {
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/workspace/${ws.id}/task`,
      headers: ws.headers,
      payload: payload as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as {
      health_score: number;
      health_band: string;
      task_info: {
        task_list: { id: number; task_type: string; status: string; part_type: string }[];
        status_ratio: Record<string, number>;
      };
    };
  };

  it('raises nothing for the seeded healthy bike', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.healthy.vin);
    const result = await reload(ws, readingOf(DemoFleet.healthy));
    expect(result.task_info.task_list).toEqual([]);
    expect(result.health_score).toBe(100);
  });

  it.each(Object.entries(Expected))(
    'scenario %s raises its task against the seeded catalogue',
    async (scenario, type) => {
      const bike = DemoFleet[scenario as ScenarioName];
      const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
      const result = await reload(ws, readingOf(bike));
      expect(result.task_info.task_list.map((t) => t.task_type)).toContain(type);
      expect(result.health_score).toBeLessThan(100);
    },
  );

  it('is idempotent, completes fixed causes and keeps removed tasks removed', async () => {
    const bike = DemoFleet.error_code_danger;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const reading = readingOf(bike);
    reading.active_error_codes = ['0x0101', '0x0302'];
    const first = await reload(ws, reading);
    const again = await reload(ws, reading);
    expect(again.task_info.task_list).toEqual(first.task_info.task_list);
    const warning = first.task_info.task_list.find((t) => t.task_type === 'error_code_warning')!;
    const del = await api.app.inject({
      method: 'DELETE',
      url: `/api/workspace/task/${warning.id}`,
      headers: ws.headers,
    });
    expect(del.json().result.status).toBe('removed');
    const afterDelete = await reload(ws, reading);
    expect(afterDelete.task_info.task_list.find((t) => t.id === warning.id)!.status).toBe('removed');
    reading.active_error_codes = [];
    const fixed = await reload(ws, reading);
    const danger = fixed.task_info.task_list.find((t) => t.task_type === 'error_code_danger')!;
    expect(danger.status).toBe('completed');
    expect(fixed.task_info.task_list.find((t) => t.id === warning.id)!.status).toBe('removed');
    expect(fixed.health_score).toBe(100);
    expect(fixed.task_info.status_ratio).toMatchObject({ completed: 1, removed: 1, in_progress: 0 });
    const detail = await api.app.inject({ url: `/api/workspace/${ws.id}`, headers: ws.headers });
    expect(detail.json().result.health_band).toBe('Healthy');
  });

  it('accepts components exactly as the bridge reports them (null frame versions, extra fields)', async () => {
    const bike = DemoFleet.healthy;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const reading = readingOf(bike);
    const bridgeStyle = {
      ...reading,
      components: reading.components.map((c) => ({
        ...c,
        component: c.part_type,
        module_id_valid: true,
        font_version: c.font_version ?? null,
        icon_version: c.icon_version ?? null,
      })),
    };
    const result = await reload(ws, bridgeStyle);
    expect(result.task_info.task_list).toEqual([]);
    expect(result.health_score).toBe(100);
  });

  it('refuses a malformed reading with 400700 and writes nothing', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.healthy.vin);
    const res = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/workspace/${ws.id}/task`,
      headers: ws.headers,
      payload: { components: [{ part_type: 'hmi' }] },
    });
    expect(res.json().code).toBe(400700);
    const got = (await api.app.inject({ url: `/api/workspace/${ws.id}`, headers: ws.headers })).json().result;
    expect(got.connected_at).toBeNull();
  });

  it('gets a task, comments on it, and refuses other shops', async () => {
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.in_bootloader.vin);
    const result = await reload(ws, readingOf(DemoFleet.in_bootloader));
    const task = result.task_info.task_list.find((t) => t.task_type === 'in_bootloader')!;
    expect(task.part_type).toBe('controller');
    const comment = await api.app.inject({
      method: 'POST',
      url: `/api/workspace/task/${task.id}/comment`,
      headers: ws.headers,
      payload: { comment: 'Rescue flashed twice' },
    });
    expect(comment.json().result.comment).toBe('Rescue flashed twice');
    const empty = await api.app.inject({
      method: 'POST',
      url: `/api/workspace/task/${task.id}/comment`,
      headers: ws.headers,
      payload: { comment: '' },
    });
    expect(empty.json().code).toBe(400700);
    const got = (await api.app.inject({ url: `/api/workspace/task/${task.id}`, headers: ws.headers })).json()
      .result;
    expect(got.comments).toHaveLength(1);
    expect(got.level).toBe('critical');
    const harbor = await api.auth(DemoAccounts.otherDealer);
    expect(
      (await api.app.inject({ url: `/api/workspace/task/${task.id}`, headers: harbor })).json().code,
    ).toBe(404000);
    expect(
      (
        await api.app.inject({ method: 'DELETE', url: `/api/workspace/task/${task.id}`, headers: harbor })
      ).json().code,
    ).toBe(404000);
    expect(
      (await api.app.inject({ url: '/api/workspace/task/999999', headers: ws.headers })).json().code,
    ).toBe(404000);
  });
});
