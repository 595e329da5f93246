// Order cases in the service center's queue (issue 14): a dealer reports a damaged delivery with a
// photo, the center filters its queue by shop, asks for a revision, the dealer resubmits and the
// center approves; each decision names its person in the order's history and in the audit log.
// The claims queue filters by shop the same way. Two shops of the center's region are needed, so
// the test moves the second demo shop into it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { bikeShops } from '../../db/tables/index.ts';
import {
  authParties,
  caller,
  CONTROLLER,
  DANGER,
  readBikeIntoWorkspace,
  uploadPhoto,
} from '../claim/claim-test-support.ts';

type Ids = { items: { id: number; bike_shop_id: number }[]; total: number };

describe.each(testDatabases())('order cases in the review queue on %s', (kind) => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let dealer: Record<string, string>;
  let service: Record<string, string>;
  let harbor: Record<string, string>;
  const ids = async (url: string, headers = service) => {
    const res = await call('GET', url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: Ids }>().result.items.map((x) => x.id);
  };
  /** A shipped order of the caller's shop: what an order case can be opened on. */
  const shippedOrder = async (headers: Record<string, string>) => {
    const placed = await call('POST', '/order', headers, {
      lines: [{ part_spec_code: 'BAT-500', quantity: 1 }],
    });
    const id = placed.json<{ result: { id: number } }>().result.id;
    await call('POST', `/order/${id}/status`, service, { status: 'confirmed' });
    const shipped = await call('POST', `/order/${id}/status`, service, {
      status: 'shipped',
      tracking_number: '1Z999',
    });
    expect(shipped.json().result.status).toBe('shipped');
    return id;
  };
  const openCase = async (headers: Record<string, string>, orderId: number, photo?: string) => {
    const res = await call('POST', `/order/${orderId}/case`, headers, {
      kind: 'damaged',
      description: 'Battery housing cracked on arrival',
      ...(photo ? { image_ids: [photo] } : {}),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ result: { cases: { id: number }[] } }>().result.cases[0]!.id;
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    call = caller(api);
    [dealer, service, harbor] = await authParties(api);
    await api.database.db.update(bikeShops).set({ regionId: 4 }).where(eq(bikeShops.id, 2));
  });
  afterAll(() => api.close());

  it('filters the order-case queue by shop; a dealer lists only its own shop’s cases', async () => {
    const photo = await uploadPhoto(api, '/order_case', dealer);
    const berlin = await openCase(dealer, await shippedOrder(dealer), photo.id);
    const seattle = await openCase(harbor, await shippedOrder(harbor));
    expect(await ids('/order_case/review')).toEqual(expect.arrayContaining([berlin, seattle]));
    expect(await ids('/order_case/review?bike_shop_id=1')).toEqual([berlin]);
    expect(await ids('/order_case/review?bike_shop_id=2')).toEqual([seattle]);
    expect(await ids('/order_case/review?bike_shop_id=1&older_than_days=1')).toEqual([]);
    expect(await ids('/order_case', dealer)).toEqual([berlin]);
    // A dealer naming another shop gets nothing of it: the filter narrows the scope, never widens it.
    expect(await ids('/order_case?bike_shop_id=2', dealer)).toEqual([]);
    const [listed] = (await call('GET', '/order_case/review?bike_shop_id=1', service)).json().result.items;
    expect(listed).toMatchObject({ bike_shop_name: 'Velo Werkstatt Berlin', image_ids: [photo.id] });
    expect((await call('GET', '/order_case/review?bike_shop_id=0', service)).json().code).toBe(400700);
  });

  it('filters the claims queue by shop', async () => {
    await readBikeIntoWorkspace(api);
    const filed = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
    });
    const claimId = filed.json<{ result: { id: number } }>().result.id;
    await call('POST', `/claim/${claimId}/status`, dealer, { action: 'submit' });
    expect(await ids('/claim/review?bike_shop_id=1')).toContain(claimId);
    expect(await ids('/claim/review?bike_shop_id=2')).not.toContain(claimId);
  });

  it('keeps each decision with its person in the order’s history and the audit log', async () => {
    const orderId = await shippedOrder(dealer);
    const caseId = await openCase(dealer, orderId);
    const review = (decision: string, comment?: string) =>
      call('POST', `/order_case/${caseId}/review`, service, { decision, ...(comment ? { comment } : {}) });
    expect((await review('revise')).json().code).toBe(400700);
    expect((await review('revise', 'Send a photo of the label')).json().result.status).toBe('revising');
    // The dealer cannot decide its own case; it resubmits with a comment.
    expect(
      (await call('POST', `/order_case/${caseId}/review`, dealer, { decision: 'approve' })).statusCode,
    ).toBe(403);
    const resubmit = await call('POST', `/order_case/${caseId}/status`, dealer, {
      status: 'pending',
      comment: 'Label photo added',
    });
    expect(resubmit.json().result.status).toBe('pending');
    expect((await review('approve', 'Replacement on its way')).json().result.status).toBe('approved');

    const order = (await call('GET', `/order/${orderId}`, dealer)).json().result;
    const caseEvents = (
      order.history as { kind: string; to_status: string; actor_email: string; comment: string }[]
    )
      .filter((e) => e.kind === 'case')
      .map((e) => [e.to_status, e.actor_email, e.comment]);
    expect(caseEvents).toEqual([
      ['pending', DemoAccounts.dealer, 'damaged: Battery housing cracked on arrival'],
      ['revising', DemoAccounts.serviceCenter, 'Send a photo of the label'],
      ['pending', DemoAccounts.dealer, 'Label photo added'],
      ['approved', DemoAccounts.serviceCenter, 'Replacement on its way'],
    ]);
    const audit = await call('GET', `/audit_log?subject=order&subject_id=${orderId}`, service);
    const entries = (audit.json().result.items as { action: string; actor_email: string }[]).map((e) => [
      e.action,
      e.actor_email,
    ]);
    expect(entries.filter(([a]) => a!.startsWith('case_'))).toEqual([
      ['case_review', DemoAccounts.serviceCenter],
      ['case_status', DemoAccounts.dealer],
      ['case_review', DemoAccounts.serviceCenter],
      ['case_open', DemoAccounts.dealer],
    ]);
  });
});
