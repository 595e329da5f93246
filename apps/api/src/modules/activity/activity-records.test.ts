import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet, SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { activityCalls } from './activity.testing.ts';

describe.each(testDatabases())('activities on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  const { post, reload, livePart } = activityCalls(() => api);
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
