// MID rescue through the bridge: the module id is written, kept by the component and read back; a
// broken checksum is refused before anything is sent.
import { afterEach, describe, expect, it } from 'vitest';
import { DemoFleet, moduleIdWithChecksum } from '@dealer/contracts';
import { testBridge, type TestBridge } from '../test-support/test-bridge.ts';

let t: TestBridge | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('PUT /v2/device/{partType}/module_id', () => {
  it('writes the factory module id of a motor that reports none', async () => {
    t = await testBridge({ scenario: 'mid_not_found' });
    await t.connect();
    // The factory id of bike 5's motor (node type 04), as the backend's mid_data holds it.
    const factory = moduleIdWithChecksum(`04${(0x1000 + 5).toString(16).padStart(6, '0')}000000`);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v2/device/motor/module_id',
      headers: t.auth,
      payload: { module_id: factory },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ part_type: 'motor', module_id: factory, valid: true });
    const ids = (await t.app.inject({ url: '/v2/bike/module_id', headers: t.auth })).json<{
      module_ids: { part_type: string; module_id: string }[];
    }>();
    expect(ids.module_ids.find((m) => m.part_type === 'motor')?.module_id).toBe(factory);
  });

  it('refuses a module id with a broken checksum', async () => {
    t = await testBridge({ scenario: 'illegal_mid' });
    await t.connect();
    const broken = DemoFleet.illegal_mid.components.find((c) => c.partType === 'battery')!.moduleId;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v2/device/battery/module_id',
      headers: t.auth,
      payload: { module_id: broken },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(400004);
  });
});
