// Confirming the bike's own parameters as the reference writes nothing to the bike, so it is recorded
// as its own kind — the service history reads "Reference confirmed", not a parameter update — and the
// part's digest becomes the reviewed one (decision 2823).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityWords, DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { readingOf } from '../task-engine/demo-view.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { activityCalls } from './activity.testing.ts';

describe.each(testDatabases())('parameter reference on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());
  const { post, reload } = activityCalls(() => api);

  it('records parameter_reference, not parameter_update, and needs the values it confirms', async () => {
    const bike = DemoFleet.healthy;
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, bike.vin);
    await reload(ws, readingOf(bike));
    const parameters = [
      { name: 'byte_00', value: 1 },
      { name: 'byte_01', value: 2 },
    ];
    const confirmed = await post(
      ws,
      'parameter_reference',
      { part_type: 'controller', digest: 'd1', parameters },
      '/v2',
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().result).toMatchObject({
      kind: 'parameter_reference',
      result: { confirmed: true },
    });
    // Without the values there is nothing to confirm.
    expect(
      (
        await post(
          ws,
          'parameter_reference',
          { part_type: 'controller', digest: 'd1', parameters: [] },
          '/v2',
        )
      ).json().code,
    ).toBe(400700);
    const history = await api.app.inject({
      url: `/api/bike/${bike.vin}/service_history?task_status=completed`,
      headers: ws.headers,
    });
    const kinds = history.json().result.activities.map((a: { kind: string }) => a.kind);
    expect(kinds).toContain('parameter_reference');
    expect(kinds).not.toContain('parameter_update');
    expect(activityWords('parameter_reference', 'technician', 'en')).toBe('Reference confirmed');
    // A compare of the same values afterwards matches.
    const cmp = await post(
      ws,
      'parameter_compare',
      { part_type: 'controller', digest: 'd1', differences: [] },
      '/v2',
    );
    expect(cmp.json().result.result.matched).toBe(true);
  });
});
