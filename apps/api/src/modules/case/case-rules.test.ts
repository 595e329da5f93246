import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { OtherShopBikes } from '../../db/seed/catalogue.seed.ts';
import { caseCalls } from './case-test-helpers.ts';

const VIN = DemoFleet.healthy.vin;
const HARBOR_VIN = OtherShopBikes[0].vin;

describe.each(testDatabases())('case management on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let service: Record<string, string>;
  let harbor: Record<string, string>;
  const { call, upload } = caseCalls(() => api);

  beforeAll(async () => {
    api = await createTestApi(kind);
    [dealer, service, harbor] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.serviceCenter),
      api.auth(DemoAccounts.otherDealer),
    ]);
  });
  afterAll(() => api.close());
  it('refuses bad input', async () => {
    const base = { vin: VIN, bike_shop_id: 1, components: [{ part_type: 'battery', barcode: 'X1' }] };
    expect(
      (await call('POST', '/case_management/post_bundle', dealer, { ...base, components: [] })).json().code,
    ).toBe(400700);
    expect(
      (
        await call('POST', '/case_management/post_bundle', dealer, {
          ...base,
          components: [{ part_type: 'wheel', barcode: 'X' }],
        })
      ).json().code,
    ).toBe(400700);
    expect(
      (await call('POST', '/case_management/verify_workspace', dealer, { vin: VIN, bike_shop_id: 1 })).json()
        .code,
    ).toBe(400700);
    expect(
      (await call('POST', '/case_management/post_bundle', dealer, { ...base, vin: 'NOSUCHVIN000' })).json()
        .code,
    ).toBe(404000);
    expect(
      (
        await call('POST', '/case_management/post_bundle', dealer, {
          ...base,
          image_ids: ['00000000-0000-4000-8000-000000000000'],
        })
      ).json().code,
    ).toBe(400701);
    expect((await call('GET', '/case_management/post_bundle?vin=' + VIN, dealer)).json().code).toBe(400700);
    expect(
      (await call('POST', '/case_management/1/review', service, { decision: 'maybe' })).json().code,
    ).toBe(400700);
  });

  it('keeps shops apart: another dealer and another region see nothing', async () => {
    const mine = (await call('GET', '/case_management/', dealer)).json().result;
    expect(mine.total).toBeGreaterThan(0);
    const id = mine.items[0].id;
    expect((await call('GET', `/case_management/${id}`, harbor)).json().code).toBe(404000);
    expect(
      (await call('GET', `/case_management/post_bundle?vin=${VIN}&bike_shop_id=1`, harbor)).json().code,
    ).toBe(404000);
    expect(
      (await call('PATCH', `/case_management/${id}/status`, harbor, { status: 'canceled' })).json().code,
    ).toBe(404000);
    expect(
      (
        await call('POST', '/case_management/post_bundle', harbor, {
          vin: VIN,
          bike_shop_id: 1,
          components: [{ part_type: 'hmi', barcode: 'H1' }],
        })
      ).json().code,
    ).toBe(404000);
    expect(
      (
        await call('POST', '/case_management/post_bundle', harbor, {
          vin: VIN,
          bike_shop_id: 2,
          components: [{ part_type: 'hmi', barcode: 'H1' }],
        })
      ).json().code,
    ).toBe(404000);
    expect((await call('GET', '/case_management/', harbor)).json().result.total).toBe(0);

    const harborImage = await upload(harbor);
    expect((await call('GET', `/case_management/image/${harborImage}`, dealer)).json().code).toBe(404000);
    const theirs = await call('POST', '/case_management/post_bundle', harbor, {
      vin: HARBOR_VIN,
      bike_shop_id: 2,
      components: [{ part_type: 'hmi', barcode: 'H1' }],
      image_ids: [harborImage],
    });
    expect(theirs.statusCode).toBe(200);
    const theirId = theirs.json().result.id;
    // Nor does the demo dealer see or change the other shop's case.
    expect((await call('GET', `/case_management/${theirId}`, dealer)).json().code).toBe(404000);
    expect(
      (await call('PATCH', `/case_management/${theirId}/status`, dealer, { status: 'canceled' })).json().code,
    ).toBe(404000);
    // The EU service center does not review the US shop's cases.
    expect((await call('GET', `/case_management/${theirId}`, service)).json().code).toBe(404000);
    expect(
      (await call('POST', `/case_management/${theirId}/review`, service, { decision: 'approve' })).json()
        .code,
    ).toBe(404000);
    expect(
      (await call('GET', '/case_management/review', service))
        .json()
        .result.items.map((i: { id: number }) => i.id),
    ).not.toContain(theirId);
  });
});
