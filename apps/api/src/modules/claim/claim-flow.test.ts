// A warranty claim end to end on both databases: filed with the bike's evidence and a photo, sent
// back for revision, resubmitted, approved; each move attributed, kept in the history and mailed
// to the other party; then the replacement part ordered, shipped and partly refunded.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { auditLog, mailOutbox } from '../../db/tables/index.ts';
import {
  caller,
  CONTROLLER,
  DANGER,
  DIAGNOSIS,
  readBikeIntoWorkspace,
  uploadPhoto,
} from './claim-test-support.ts';

describe.each(testDatabases())('warranty claim flow on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let service: Record<string, string>;
  let call: ReturnType<typeof caller>;
  let workspaceId: number;
  beforeAll(async () => {
    api = await createTestApi(kind);
    call = caller(api);
    [dealer, service] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
    workspaceId = await readBikeIntoWorkspace(api);
  });
  afterAll(() => api.close());
  const mailsOf = async (kind: string) =>
    (await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).map(
      (m) => m.toAddress,
    );

  it('files, revises, resubmits and approves a claim, then orders and refunds its part', async () => {
    const photo = await uploadPhoto(api, '/claim', dealer);
    expect(photo.url).toBe(`/api/claim/image/${photo.id}`);
    const filed = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
      description: 'Motor cuts out under load',
      labour_minutes: 45,
      parts_needed: [{ part_spec_code: 'CTRL-M500', quantity: 1 }],
      image_ids: [photo.id],
      diagnosis: DIAGNOSIS,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const claim = filed.json().result;
    expect(claim).toMatchObject({
      status: 'draft',
      workspace_id: workspaceId,
      in_warranty: true,
      image_ids: [photo.id],
      created_by: DemoAccounts.dealer,
      component: {
        part_type: 'controller',
        serial: CONTROLLER.barcode,
        part_spec_code: 'CTRL-M500',
        firmware_version: CONTROLLER.firmwareVersion,
        hardware_version: CONTROLLER.hardwareVersion,
        source: 'reading',
      },
      evidence: { active_error_codes: ['0x0101'], history_error_codes: ['0x0101', '0x0602'] },
      diagnosis: { health_score: 40 },
    });

    const submit = await call('POST', `/claim/${claim.id}/status`, dealer, { action: 'submit' });
    expect(submit.json().result.status).toBe('submitted');
    const queue = await call('GET', '/claim/review?brand_id=1&bike_shop_id=1', service);
    expect(queue.statusCode, queue.body).toBe(200);
    expect(queue.json().result.items.map((c: { id: number }) => c.id)).toContain(claim.id);
    const otherBrand = await call('GET', '/claim/review?brand_id=2', service);
    expect(otherBrand.json().result.items).toEqual([]);

    const bare = await call('POST', `/claim/${claim.id}/review`, service, { decision: 'revise' });
    expect(bare.json().code).toBe(400700);
    const revise = await call('POST', `/claim/${claim.id}/review`, service, {
      decision: 'revise',
      comment: 'Add the labour breakdown',
    });
    expect(revise.json().result).toMatchObject({
      status: 'revising',
      decided_by: DemoAccounts.serviceCenter,
    });
    // The dealer's submission went to the shop's service center, the center's decision to the shop.
    expect(await mailsOf('claim_status')).toEqual(['support-eu@example.com', 'werkstatt@example.com']);

    const early = await call('POST', '/order', dealer, {
      claim_id: claim.id,
      lines: [{ part_spec_code: 'CTRL-M500', quantity: 1 }],
    });
    expect(early.json().code).toBe(409800);

    const edit = await call('PATCH', `/claim/${claim.id}`, dealer, { labour_minutes: 60 });
    expect(edit.json().result.labour_minutes).toBe(60);
    const again = await call('POST', `/claim/${claim.id}/status`, dealer, {
      action: 'submit',
      comment: '30 min diagnosis, 30 min swap',
    });
    expect(again.json().result.status).toBe('resubmitted');
    // The revision request was a decision of the last round: the resubmitted claim awaits a new one.
    expect(again.json().result).toMatchObject({ decided_by: null, decided_at: null, decision_comment: '' });
    const approve = await call('POST', `/claim/${claim.id}/review`, service, {
      decision: 'approve',
      comment: 'Covered',
    });
    const approved = approve.json().result;
    expect(approved.status).toBe('approved');
    expect(
      approved.history.map((e: { to_status: string; actor_email: string }) => [e.to_status, e.actor_email]),
    ).toEqual([
      ['draft', DemoAccounts.dealer],
      ['submitted', DemoAccounts.dealer],
      ['revising', DemoAccounts.serviceCenter],
      ['resubmitted', DemoAccounts.dealer],
      ['approved', DemoAccounts.serviceCenter],
    ]);
    const late = await call('PATCH', `/claim/${claim.id}`, dealer, { labour_minutes: 1 });
    expect(late.json().code).toBe(409800);

    const ordered = await call('POST', '/order', dealer, {
      claim_id: claim.id,
      lines: [{ part_spec_code: 'CTRL-M500', quantity: 1 }],
    });
    const order = ordered.json().result;
    expect(order).toMatchObject({
      status: 'ordered',
      claim_id: claim.id,
      lines: [{ name: 'Controller M500' }],
    });
    expect(
      (await call('POST', `/order/${order.id}/status`, service, { status: 'confirmed' })).json().result
        .status,
    ).toBe('confirmed');
    const untracked = await call('POST', `/order/${order.id}/status`, service, { status: 'shipped' });
    expect(untracked.json().code).toBe(400700);
    const shipped = await call('POST', `/order/${order.id}/status`, service, {
      status: 'shipped',
      tracking_number: '1Z999AA10123456784',
    });
    expect(shipped.json().result).toMatchObject({ status: 'shipped', tracking_number: '1Z999AA10123456784' });
    const refund = await call('POST', `/order/${order.id}/refund`, service, {
      amount_cents: 2500,
      reason: 'Shipping charged twice',
    });
    const refunded = refund.json().result;
    expect(refunded.refunded_cents).toBe(2500);
    expect(refunded.history.at(-1)).toMatchObject({
      kind: 'refund',
      amount_cents: 2500,
      actor_email: DemoAccounts.serviceCenter,
    });
    const received = await call('POST', `/order/${order.id}/receipt`, dealer, { status: 'delivered' });
    expect(received.json().result.status).toBe('delivered');
    expect((await mailsOf('order_status')).length).toBeGreaterThanOrEqual(5);

    // Every move and refund is in the audit log with its person and the shop's region (1501).
    const audited = await api.database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    const of = (subject: string, id: number) =>
      audited.filter((a) => a.subject === subject && a.subjectId === String(id)).map((a) => a.action);
    expect(of('claim', claim.id)).toEqual(['create', 'status', 'review', 'update', 'status', 'review']);
    expect(of('order', order.id)).toEqual(['create', 'status', 'status', 'refund', 'status']);
    const decision = audited.find((a) => a.subject === 'claim' && a.actorRole === 'service_center');
    expect(decision).toMatchObject({ action: 'review', regionId: expect.any(Number) });
    expect(decision!.changedFields).toEqual(
      expect.arrayContaining(['status', 'decided_by', 'decision_comment']),
    );
  });

  it("attaches the bike's latest full diagnosis on record when the claim names none (decision 2840)", async () => {
    const run = (performed_at: string, health_score: number) =>
      call('POST', `/bike/${DANGER.vin}/diagnosis`, dealer, {
        workspace_id: workspaceId,
        performed_at,
        status: 'fail',
        health_score,
        health_band: 'Poor',
        stages: [
          { stage: 'errorCodes', status: 'fail', findings: [{ key: 'st.fd.f.activeCode', status: 'fail' }] },
        ],
      });
    expect((await run('2026-01-02T10:00:00.000Z', 35)).statusCode).toBe(200);
    expect((await run('2026-01-03T10:00:00.000Z', 45)).statusCode).toBe(200);
    const filed = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
      description: 'Filed at the counter, the diagnosis ran in the workshop',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json().result.diagnosis).toMatchObject({
      performed_at: '2026-01-03T10:00:00.000Z',
      health_score: 45,
      stages: [{ stage: 'errorCodes', status: 'fail' }],
    });
    // An explicit "no diagnosis" stays the dealer's choice.
    const without = await call('POST', '/claim', dealer, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
      description: 'Without',
      diagnosis: null,
    });
    expect(without.json().result.diagnosis).toBeNull();
  });
});
