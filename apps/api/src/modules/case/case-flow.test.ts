import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { bikeParts, bikes, mailOutbox, users, workspaces } from '../../db/tables/index.ts';
import { caseCalls } from './case-test-helpers.ts';

const VIN = DemoFleet.healthy.vin;

describe.each(testDatabases())('case management on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let service: Record<string, string>;
  let workspaceId: number;
  const { call, upload } = caseCalls(() => api);

  beforeAll(async () => {
    api = await createTestApi(kind);
    [dealer, service] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
    const db = api.database.db;
    const [bike] = await db.select().from(bikes).where(eq(bikes.vin, VIN));
    const [user] = await db.select().from(users).where(eq(users.email, DemoAccounts.dealer));
    const [ws] = await db
      .insert(workspaces)
      .values({ bikeId: bike!.id, vin: VIN, bikeShopId: 1, createdBy: user!.id })
      .returning();
    workspaceId = ws!.id;
  });
  afterAll(() => api.close());
  const liveParts = async (vin: string) => {
    const [bike] = await api.database.db.select().from(bikes).where(eq(bikes.vin, vin));
    return api.database.db
      .select({ partType: bikeParts.partType, barcode: bikeParts.barcode })
      .from(bikeParts)
      .where(and(eq(bikeParts.bikeId, bike!.id), isNull(bikeParts.removedAt)))
      .orderBy(asc(bikeParts.id));
  };

  it('runs a post_bundle case through revision, approval and completion', async () => {
    const imageId = await upload(dealer);
    const body = {
      vin: VIN,
      bike_shop_id: 1,
      components: [{ part_type: 'battery', barcode: 'BT0299100' }],
      image_ids: [imageId],
      comment: 'Battery swapped under warranty',
    };
    const created = await call('POST', '/case_management/post_bundle', dealer, body);
    expect(created.statusCode).toBe(200);
    const c = created.json().result;
    expect(c).toMatchObject({
      case_type: 'post_bundle',
      status: 'pending',
      vin: VIN,
      bike_shop_id: 1,
      image_ids: [imageId],
      created_by: DemoAccounts.dealer,
    });

    expect((await call('POST', '/case_management/post_bundle', dealer, body)).json().code).toBe(400900);
    const latest = await call('GET', `/case_management/post_bundle?vin=${VIN}&bike_shop_id=1`, dealer);
    expect(latest.json().result.id).toBe(c.id);
    expect(
      (await call('GET', `/case_management/verify_workspace?vin=${VIN}&bike_shop_id=1`, dealer)).json()
        .result,
    ).toBeNull();

    const queue = (await call('GET', '/case_management/review', service)).json().result;
    expect(queue.items.map((i: { id: number }) => i.id)).toContain(c.id);
    // The seeded demo case (battery fitted in the workshop) waits in the same queue.
    expect(queue.items.map((i: { vin: string }) => i.vin)).toContain(DemoFleet.part_bundle_not_found.vin);
    expect(
      (await call('POST', `/case_management/${c.id}/review`, service, { decision: 'revise' })).json().code,
    ).toBe(400700);
    const revised = await call('POST', `/case_management/${c.id}/review`, service, {
      decision: 'revise',
      comment: 'Please add a photo of the battery label',
    });
    expect(revised.json().result).toMatchObject({
      status: 'revising',
      review_comment: 'Please add a photo of the battery label',
    });
    const mails = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'case_review'));
    expect(mails.map((m) => m.toAddress)).toContain('werkstatt@example.com');

    const second = await upload(dealer);
    const resubmitted = await call('POST', '/case_management/post_bundle', dealer, {
      ...body,
      image_ids: [imageId, second],
    });
    expect(resubmitted.json().result).toMatchObject({
      id: c.id,
      status: 'pending',
      image_ids: [imageId, second],
    });

    expect(
      (await call('POST', `/case_management/${c.id}/review`, service, { decision: 'approve' })).json().result
        .status,
    ).toBe('approved');
    // Approval bundles the battery to the bike; the battery it replaces becomes history.
    const live = await liveParts(VIN);
    expect(live.filter((p) => p.partType === 'battery').map((p) => p.barcode)).toEqual(['BT0299100']);
    const again = await call('POST', `/case_management/${c.id}/review`, service, {
      decision: 'reject',
      comment: 'late',
    });
    expect([again.statusCode, again.json().code]).toEqual([409, 409800]);
    expect(
      (await call('PATCH', `/case_management/${c.id}/status`, dealer, { status: 'completed' })).json().result
        .status,
    ).toBe('completed');

    const detail = (await call('GET', `/case_management/${c.id}`, dealer)).json().result;
    expect(detail.history.map((h: { to_status: string }) => h.to_status)).toEqual([
      'pending',
      'revising',
      'pending',
      'approved',
      'completed',
    ]);
  });

  it('refuses to approve a bundle with a barcode the catalogue does not know, leaving the case pending', async () => {
    const vin = DemoFleet.in_bootloader.vin;
    const before = await liveParts(vin);
    const res = await call('POST', '/case_management/post_bundle', dealer, {
      vin,
      bike_shop_id: 1,
      components: [{ part_type: 'motor', barcode: 'MT-UNKNOWN-1' }],
    });
    const id = res.json().result.id;
    const approve = await call('POST', `/case_management/${id}/review`, service, { decision: 'approve' });
    expect([approve.statusCode, approve.json().code]).toEqual([400, 400701]);
    expect((await call('GET', `/case_management/${id}`, dealer)).json().result.status).toBe('pending');
    expect(await liveParts(vin)).toEqual(before);
    const rejected = await call('POST', `/case_management/${id}/review`, service, {
      decision: 'reject',
      comment: 'Unknown serial',
    });
    expect(rejected.json().result).toMatchObject({ status: 'rejected', review_comment: 'Unknown serial' });
  });

  it('lets only one of two simultaneous submissions open a case', async () => {
    const body = {
      vin: DemoFleet.low_battery.vin,
      bike_shop_id: 1,
      components: [{ part_type: 'battery', barcode: 'BT0299100' }],
    };
    const results = await Promise.all(
      [1, 2].map(() => call('POST', '/case_management/post_bundle', dealer, body)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().code).toBe(400900);
  });

  it('opens and cancels a verify_workspace case; a canceled case cannot move again', async () => {
    const res = await call('POST', '/case_management/verify_workspace', dealer, {
      vin: VIN,
      bike_shop_id: 1,
      workspace_id: workspaceId,
      comment: 'Bundle check please',
    });
    expect(res.json().result).toMatchObject({
      case_type: 'verify_workspace',
      workspace_id: workspaceId,
      status: 'pending',
    });
    const id = res.json().result.id;
    const detail = (await call('GET', `/case_management/${id}`, service)).json().result;
    expect(detail.workspace_snapshot).toMatchObject({
      workspace_id: workspaceId,
      vin: VIN,
      components: [],
      tasks: [],
    });
    expect(
      (await call('PATCH', `/case_management/${id}/status`, dealer, { status: 'canceled' })).json().result
        .status,
    ).toBe('canceled');
    expect(
      (await call('PATCH', `/case_management/${id}/status`, dealer, { status: 'canceled' })).json().code,
    ).toBe(409800);
    expect(
      (await call('PATCH', `/case_management/${id}/status`, dealer, { status: 'pending' })).json().code,
    ).toBe(400700);
  });
});
