// The portal's firmware journey end to end over the API: reload raises the task, updatable names the
// image, the download verifies, the activity records the new version, the next reading completes it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet, type SignedFirmware } from '@dealer/contracts';
import type { JWK } from 'jose';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { verifySignedImage } from './firmware-signing.ts';

describe.each(testDatabases())('firmware journey on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  it('update available → download → flash recorded → task completed', async () => {
    const bike = DemoFleet.firmware_update_available;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const reading = readingOf(structuredClone(bike));
    const reload = async () =>
      (
        await api.app.inject({
          method: 'PUT',
          url: `/api/v2/workspace/${ws.id}/task`,
          headers: ws.session,
          payload: reading,
        })
      ).json().result;
    const first = await reload();
    const task = first.task_info.task_list.find(
      (t: { task_type: string; part_type: string }) =>
        t.task_type === 'firmware_update_available' && t.part_type === 'controller',
    );
    expect(task.detail.available).toEqual({ firmware_version: '5.3.2' });

    const ctrl = reading.components.find((c) => c.part_type === 'controller')!;
    const up = (
      await api.app.inject({
        url: `/api/v2/firmware/updatable?mid=${ctrl.module_id}&firmware_version=${ctrl.firmware_version}`,
        headers: ws.session,
      })
    ).json().result;
    const image = up.updates[0];
    const dl = (await api.app.inject({ url: `/api/firmware/${image.id}/image`, headers: ws.headers })).json()
      .result as SignedFirmware & { image_base64: string };
    const jwks = (await api.app.inject({ url: '/api/keys/bridge.jwks' })).json<{
      keys: (JWK & { use: string })[];
    }>();
    expect(
      verifySignedImage(
        dl,
        Buffer.from(dl.image_base64, 'base64'),
        jwks.keys.find((k) => k.use === 'firmware')!,
      ),
    ).toBe(true);

    const act = await api.app.inject({
      method: 'POST',
      url: `/api/workspace/${ws.id}/activity/firmware_update`,
      headers: ws.headers,
      payload: {
        part_type: 'controller',
        firmware_id: image.id,
        from_version: ctrl.firmware_version,
        to_version: image.version,
        task_ids: [task.id],
      },
    });
    expect(act.statusCode, act.body).toBe(200);
    ctrl.firmware_version = image.version; // what the bridge reads after flashing
    const after = await reload();
    expect(after.task_info.task_list.find((t: { id: number }) => t.id === task.id).status).toBe('completed');
    const linked = (
      await api.app.inject({ url: `/api/workspace/task/${task.id}`, headers: ws.headers })
    ).json().result;
    expect(linked.activity_ids).toEqual([act.json().result.id]);
    const wrong = await api.app.inject({
      method: 'POST',
      url: `/api/workspace/${ws.id}/activity/firmware_update`,
      headers: ws.headers,
      payload: { part_type: 'controller', firmware_id: image.id, to_version: '9.9.9' },
    });
    expect(wrong.json().code).toBe(400700);
  });

  it('in the bootloader → rescue image → rescue recorded → in_bootloader completed', async () => {
    const bike = DemoFleet.in_bootloader;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    const reading = readingOf(structuredClone(bike));
    const reload = async () =>
      (
        await api.app.inject({
          method: 'PUT',
          url: `/api/v1/workspace/${ws.id}/task`,
          headers: ws.headers,
          payload: reading,
        })
      ).json().result;
    const task = (await reload()).task_info.task_list.find(
      (t: { task_type: string }) => t.task_type === 'in_bootloader',
    );
    expect(task.level).toBe('critical');
    const ctrl = reading.components.find((c) => c.part_type === 'controller')!;
    const up = (
      await api.app.inject({
        url: `/api/v2/firmware/updatable?mid=${ctrl.module_id}&in_bootloader=true`,
        headers: ws.session,
      })
    ).json().result;
    const rescue = up.updates[0];
    expect(rescue.kind).toBe('rescue');
    const act = await api.app.inject({
      method: 'POST',
      url: `/api/workspace/${ws.id}/activity/bootloader_rescue`,
      headers: ws.headers,
      payload: { part_type: 'controller', firmware_id: rescue.id, task_ids: [task.id] },
    });
    expect(act.json().result).toMatchObject({
      kind: 'bootloader_rescued',
      result: { firmware_version: rescue.version },
    });
    Object.assign(ctrl, { in_bootloader: false, firmware_version: rescue.version });
    const after = await reload();
    expect(after.task_info.task_list.find((t: { id: number }) => t.id === task.id).status).toBe('completed');
    expect(after.health_score).toBe(100);
  });
});
