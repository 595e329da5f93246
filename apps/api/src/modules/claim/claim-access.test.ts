// Who may do what with claims and orders: each permission key refuses the role without it (403000),
// another shop's dealer gets 404000 for this shop's claim and order and changes nothing, and a
// claim outside the warranty period needs a goodwill reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { bikes, claimEvents, orderEvents } from '../../db/tables/index.ts';
import { authParties, caller, CONTROLLER, DANGER, readBikeIntoWorkspace } from './claim-test-support.ts';

describe.each(testDatabases())('claim and order access on %s', (kind) => {
  let api: TestApi;
  let call: ReturnType<typeof caller>;
  let dealer: Record<string, string>;
  let service: Record<string, string>;
  let harbor: Record<string, string>;
  let claimId: number;
  let orderId: number;
  beforeAll(async () => {
    api = await createTestApi(kind);
    call = caller(api);
    [dealer, service, harbor] = await authParties(api);
    await readBikeIntoWorkspace(api);
    const claim = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
    });
    claimId = claim.json().result.id;
    const order = await call('POST', '/order', dealer, {
      lines: [{ part_spec_code: 'BAT-500', quantity: 2 }],
    });
    orderId = order.json().result.id;
  });
  afterAll(() => api.close());

  it('refuses each key to the role that does not hold it', async () => {
    const refused: [string, 'GET' | 'POST', string, Record<string, string>, object?][] = [
      [
        'manage_claim_case',
        'POST',
        '/claim',
        service,
        { vin: DANGER.vin, part_type: 'controller', serial: 'X1' },
      ],
      ['review_claim_case', 'POST', `/claim/${claimId}/review`, dealer, { decision: 'approve' }],
      ['review_claim_case', 'GET', '/claim/review', dealer],
      ['manage_order', 'POST', '/order', service, { lines: [{ part_spec_code: 'BAT-500', quantity: 1 }] }],
      ['update_order_status', 'POST', `/order/${orderId}/status`, dealer, { status: 'confirmed' }],
      ['refund_order', 'POST', `/order/${orderId}/refund`, dealer, { amount_cents: 100, reason: 'x' }],
      ['manage_order_case', 'POST', `/order/${orderId}/case`, service, { kind: 'damaged', description: 'x' }],
      ['review_order_case', 'GET', '/order_case/review', dealer],
      ['review_order_case', 'POST', '/order_case/1/review', dealer, { decision: 'approve' }],
    ];
    for (const [key, method, url, headers, body] of refused) {
      const res = await call(method, url, headers, body);
      expect(res.statusCode, `${key} ${url}`).toBe(403);
    }
    // get_claim_case, get_order and get_order_case are held by both roles.
    for (const url of [`/claim/${claimId}`, `/order/${orderId}`, '/order_case'])
      for (const headers of [dealer, service])
        expect((await call('GET', url, headers)).statusCode, url).toBe(200);
  });

  it('hides this shop’s claim and order from another shop’s dealer, who changes nothing', async () => {
    const before = [
      (await api.database.db.select().from(claimEvents)).length,
      (await api.database.db.select().from(orderEvents)).length,
    ];
    const attempts: ['GET' | 'POST' | 'PATCH', string, object?][] = [
      ['GET', `/claim/${claimId}`],
      ['GET', `/claim/${claimId}/pdf`],
      ['PATCH', `/claim/${claimId}`, { description: 'mine now' }],
      ['POST', `/claim/${claimId}/status`, { action: 'submit' }],
      ['POST', `/claim/${claimId}/comment`, { comment: 'hello' }],
      ['GET', `/order/${orderId}`],
      ['POST', `/order/${orderId}/receipt`, { status: 'canceled' }],
      ['POST', `/order/${orderId}/comment`, { comment: 'hello' }],
      ['POST', '/claim', { vin: DANGER.vin, part_type: 'controller', serial: CONTROLLER.barcode }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(method, url, harbor, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', '/claim', harbor)).json().result.total).toBe(0);
    expect((await call('GET', '/order', harbor)).json().result.total).toBe(0);
    expect([
      (await api.database.db.select().from(claimEvents)).length,
      (await api.database.db.select().from(orderEvents)).length,
    ]).toEqual(before);
  });

  it('needs a goodwill reason to submit a claim outside the warranty period', async () => {
    await api.database.db
      .update(bikes)
      .set({ activatedAt: new Date('2020-03-01T00:00:00Z') })
      .where(eq(bikes.vin, DANGER.vin));
    const refused = await call('POST', `/claim/${claimId}/status`, dealer, { action: 'submit' });
    expect(refused.json()).toMatchObject({ code: 400700, details: [{ field: 'body/goodwill_reason' }] });
    await call('PATCH', `/claim/${claimId}`, dealer, { goodwill_reason: 'Known controller batch fault' });
    const submitted = (await call('POST', `/claim/${claimId}/status`, dealer, { action: 'submit' })).json()
      .result;
    expect(submitted).toMatchObject({
      status: 'submitted',
      in_warranty: false,
      warranty_start: '2020-03-01T00:00:00.000Z',
      warranty_end: '2022-03-01T00:00:00.000Z',
      goodwill_reason: 'Known controller batch fault',
    });
  });

  it('refuses bad input with catalogue codes', async () => {
    const unknownSerial = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: 'NOPE1',
    });
    expect(unknownSerial.json().code).toBe(400701);
    const unknownSpec = await call('POST', '/order', dealer, {
      lines: [{ part_spec_code: 'NOPE', quantity: 1 }],
    });
    expect(unknownSpec.json().code).toBe(400701);
    const tooMany = await call('POST', '/order', dealer, {
      lines: [{ part_spec_code: 'BAT-500', quantity: 99 }],
    });
    expect(tooMany.json().code).toBe(400700);
    const notShipped = await call('POST', `/order/${orderId}/case`, dealer, {
      kind: 'damaged',
      description: 'Box crushed',
    });
    expect(notShipped.json().code).toBe(409800);
  });
});
