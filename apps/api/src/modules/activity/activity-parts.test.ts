import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet, DemoSpareParts, moduleIdWithChecksum } from '@dealer/contracts';
import { and, eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { firmwareImages, partSpecs } from '../../db/tables/index.ts';
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
});
