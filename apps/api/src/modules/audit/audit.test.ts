// The audit log: a permission change, a case status change, a claim's status moves and a bike
// setting are each recorded once with who, when, what and before/after digests, and the region's
// service center reads them back through GET /api/audit_log with filters; so are a parts order's
// moves and refund. A dealer may not read the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DemoFleet, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { users } from '../../db/tables/index.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';
import { assignPermissionSet } from '../user/user-permission.service.ts';
import { auditDigest, changedFields } from './audit.service.ts';
import { caller, CONTROLLER, DANGER, readBikeIntoWorkspace } from '../claim/claim-test-support.ts';

interface Entry {
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  subject: string;
  subject_id: string;
  action: string;
  before_digest: string | null;
  after_digest: string | null;
  changed_fields: string[];
}

describe.each(testDatabases())('audit log on %s', (kind) => {
  let api: TestApi;
  let service: Record<string, string>;
  const read = async (query: string, headers = service) => {
    const res = await api.app.inject({ method: 'GET', url: `/api/audit_log?${query}`, headers });
    return { status: res.statusCode, body: res.json<{ result: { items: Entry[]; total: number } }>() };
  };
  const idOf = async (email: string) =>
    (await api.database.db.select().from(users).where(eq(users.email, email)))[0]!.id;

  beforeAll(async () => {
    api = await createTestApi(kind);
    service = await api.auth(DemoAccounts.serviceCenter);
  });
  afterAll(() => api.close());

  it('digests are canonical and changed fields name what differs', () => {
    expect(auditDigest({ a: 1, b: [1, 2] })).toBe(auditDigest({ b: [1, 2], a: 1 }));
    expect(auditDigest({ a: 1 })).not.toBe(auditDigest({ a: 2 }));
    expect(auditDigest(null)).toBeNull();
    expect(changedFields({ a: 1, b: { x: 1 }, c: 3 }, { a: 1, b: { x: 2 }, d: 4 })).toEqual(['b', 'c', 'd']);
  });

  it('records a parts order as it is placed and confirmed', async () => {
    const call = caller(api);
    const dealer = await api.auth(DemoAccounts.dealer);
    const placed = await call('POST', '/order', dealer, {
      lines: [{ part_spec_code: 'CTRL-M500', quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderId = placed.json<{ result: { id: number } }>().result.id;
    const confirmed = await call('POST', `/order/${orderId}/status`, service, { status: 'confirmed' });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const entries = (await read(`subject=order&subject_id=${orderId}`)).body.result.items;
    expect(entries.map((e) => e.action)).toEqual(['status', 'create']);
    expect(entries[0]!.changed_fields).toEqual(expect.arrayContaining(['status']));
    expect(entries[1]!.after_digest).toBe(entries[0]!.before_digest);
  });

  it('records a permission change, a case review, the moves of a claim and a bike setting; the center reads them', async () => {
    // 1. A case status: the service center sends the seeded pending case back for revision.
    const queue = await api.app.inject({
      method: 'GET',
      url: '/api/case_management/review',
      headers: service,
    });
    const pending = (queue.json().result.items as { id: number; vin: string }[]).find(
      (c) => c.vin === DemoFleet.part_bundle_not_found.vin,
    )!;
    const reviewed = await api.app.inject({
      method: 'POST',
      url: `/api/case_management/${pending.id}/review`,
      headers: service,
      payload: { decision: 'revise', comment: 'Label photo, please' },
    });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    // 2. A bike write: the dealer sets the wheel size through the workspace activity call.
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, DemoFleet.low_battery.vin);
    const setting = await api.app.inject({
      method: 'POST',
      url: `/api/workspace/${ws.id}/activity/bike_setting`,
      headers: ws.headers,
      payload: { setting: 'wheel_diameter', value: 737 },
    });
    expect(setting.statusCode, setting.body).toBe(200);
    // 3. A claim: the dealer files and submits it, the service center sends it back for revision.
    const call = caller(api);
    await readBikeIntoWorkspace(api);
    const filed = await call('POST', '/claim', ws.headers, {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
      description: 'Motor cuts out under load',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const claimId = filed.json<{ result: { id: number } }>().result.id;
    const submitted = await call('POST', `/claim/${claimId}/status`, ws.headers, { action: 'submit' });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const revised = await call('POST', `/claim/${claimId}/review`, service, {
      decision: 'revise',
      comment: 'Add the labour breakdown',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    // 4. A permission change (the operator command's service): the EU dealer loses its set. A change
    // of the Seattle shop's dealer belongs to another region and stays out of this center's log.
    const dealerId = await idOf(DemoAccounts.dealer);
    expect(await assignPermissionSet(api.database.db, null, DemoAccounts.dealer, null)).toEqual([]);
    expect(await assignPermissionSet(api.database.db, null, DemoAccounts.otherDealer, null)).toEqual([]);
    const otherDealer = await idOf(DemoAccounts.otherDealer);
    expect((await read(`subject=permission&subject_id=${otherDealer}`)).body.result.total).toBe(0);

    const permission = (await read(`subject=permission&subject_id=${dealerId}`)).body.result.items;
    expect(permission).toHaveLength(1);
    expect(permission[0]).toMatchObject({
      actor_id: null,
      action: 'assign',
      changed_fields: ['keys', 'permission_set_id'],
    });
    expect(permission[0]!.before_digest).not.toBe(permission[0]!.after_digest);

    const caseEntries = (await read(`subject=case&subject_id=${pending.id}`)).body.result.items;
    expect(caseEntries).toHaveLength(1);
    expect(caseEntries[0]).toMatchObject({
      actor_id: await idOf(DemoAccounts.serviceCenter),
      action: 'review',
    });
    expect(caseEntries[0]!.changed_fields).toEqual(['comment', 'status']);

    const bikeEntries = (await read(`subject=bike&subject_id=${DemoFleet.low_battery.vin}`)).body.result
      .items;
    expect(bikeEntries).toHaveLength(1);
    expect(bikeEntries[0]).toMatchObject({
      actor_id: await idOf(DemoAccounts.dealer),
      action: 'bike_setting',
    });
    expect(bikeEntries[0]!.changed_fields).toContain('wheelDiameterMm');

    const claimEntries = (await read(`subject=claim&subject_id=${claimId}`)).body.result.items;
    expect(claimEntries[0]!.actor_email).toBe(DemoAccounts.serviceCenter);
    expect(claimEntries.map((e) => [e.action, e.actor_id])).toEqual([
      ['review', await idOf(DemoAccounts.serviceCenter)],
      ['status', await idOf(DemoAccounts.dealer)],
      ['create', await idOf(DemoAccounts.dealer)],
    ]);
    expect(claimEntries[0]!.changed_fields).toEqual(
      expect.arrayContaining(['status', 'decision_comment', 'decided_by']),
    );
    expect(claimEntries[1]!.changed_fields).toEqual(expect.arrayContaining(['status', 'submitted_at']));
    expect(claimEntries[2]!.before_digest).toBeNull();
    // Each move's "after" is the next move's "before": one entry per change, none lost between.
    expect(claimEntries[2]!.after_digest).toBe(claimEntries[1]!.before_digest);
    expect(claimEntries[1]!.after_digest).toBe(claimEntries[0]!.before_digest);

    // Filters by time and action; the whole log holds the three, newest first.
    const all = (await read('page_size=100')).body.result;
    expect(all.items.map((e) => e.subject)).toEqual(
      expect.arrayContaining(['permission', 'case', 'claim', 'bike']),
    );
    expect(all.items[0]!.subject).toBe('permission');
    expect((await read(`from=${new Date(Date.now() + 60_000).toISOString()}`)).body.result.total).toBe(0);
    expect((await read('action=review')).body.result.items.map((e) => e.subject)).toEqual(['claim', 'case']);
  });

  it('refuses a dealer (403000) and bad filters (400700)', async () => {
    const dealer = await api.auth(DemoAccounts.dealer);
    const refused = await read('', dealer);
    expect(refused.status).toBe(403);
    const bad = await api.app.inject({
      method: 'GET',
      url: '/api/audit_log?subject=planet',
      headers: { ...service, [PORTAL_VERSION_HEADER]: service[PORTAL_VERSION_HEADER]! },
    });
    expect(bad.json().code).toBe(400700);
  });
});
