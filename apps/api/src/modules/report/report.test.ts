import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { mailOutbox, reports } from '../../db/tables/index.ts';
import { openWorkspaceFor } from '../workspace/workspace.test-support.ts';

const BIKE = DemoFleet.error_code_danger;

describe.each(testDatabases())('reports on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let workspaceId: number;
  const post = (url: string, headers: Record<string, string>, payload: object) =>
    api.app.inject({ method: 'POST', url: `/api${url}`, headers, payload });

  beforeAll(async () => {
    api = await createTestApi(kind);
    dealer = await api.auth(DemoAccounts.dealer);
    const ws = await openWorkspaceFor(api, DemoAccounts.dealer, BIKE.vin);
    workspaceId = ws.id;
    // What the bridge read off the bike: its components and the error codes of its scenario.
    const reading = {
      components: BIKE.components.map((c) => ({
        part_type: c.partType,
        barcode: c.barcode,
        module_id: c.moduleId,
        firmware_version: c.firmwareVersion,
        hardware_version: c.hardwareVersion,
        in_bootloader: c.inBootloader ?? false,
      })),
      active_error_codes: BIKE.activeErrorCodes,
      history_error_codes: BIKE.historyErrorCodes,
    };
    const reload = await api.app.inject({
      method: 'PUT',
      url: `/api/v1/workspace/${ws.id}/task`,
      headers: dealer,
      payload: reading,
    });
    expect(reload.statusCode, reload.body).toBe(200);
  });
  afterAll(() => api.close());

  it('stores a troubleshooting report with the workspace snapshot and mails the shop’s service center', async () => {
    const res = await post('/report/troubleshooting', dealer, {
      workspace_id: workspaceId,
      description: 'Motor cuts out on climbs',
      steps_taken: 'Let the motor cool down',
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json().result;
    expect(report).toMatchObject({
      kind: 'troubleshooting',
      vin: BIKE.vin,
      workspace_id: workspaceId,
      service_center_id: 1,
      mailed_to: 'support-eu@example.com',
    });
    expect(report.snapshot.active_error_codes).toEqual(BIKE.activeErrorCodes);
    expect(report.snapshot.components).toHaveLength(BIKE.components.length);
    expect(report.snapshot.tasks.map((t: { task_type: string }) => t.task_type)).toContain(
      'error_code_danger',
    );

    const [row] = await api.database.db.select().from(reports).where(eq(reports.id, report.id));
    const [mail] = await api.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.mailId!));
    expect(mail).toMatchObject({
      toAddress: 'support-eu@example.com',
      kind: 'report_troubleshooting',
      status: 'pending',
    });
    expect(mail!.textBody).toContain('Motor cuts out on climbs');
    expect(mail!.textBody).toContain(BIKE.activeErrorCodes[0]!);
  });

  it('stores a bundle_rule_not_match report', async () => {
    const res = await post('/report/bundle_rule_not_match', dealer, {
      workspace_id: workspaceId,
      comment: 'Rear light not allowed on this model?',
    });
    expect(res.json().result).toMatchObject({
      kind: 'bundle_rule_not_match',
      mailed_to: 'support-eu@example.com',
    });
    const mails = await api.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'report_bundle_rule_not_match'));
    expect(mails).toHaveLength(1);
  });

  it('refuses bad input and other shops’ workspaces, writing nothing', async () => {
    const before = (await api.database.db.select().from(reports)).length;
    const blank = await post('/report/troubleshooting', dealer, {
      workspace_id: workspaceId,
      description: ' \n ',
    });
    expect(blank.json().code).toBe(400700);
    expect((await post('/report/troubleshooting', dealer, { workspace_id: workspaceId })).json().code).toBe(
      400700,
    );
    expect(
      (await post('/report/troubleshooting', dealer, { workspace_id: 'x', description: 'y' })).json().code,
    ).toBe(400700);
    expect(
      (
        await post('/report/bundle_rule_not_match', dealer, { workspace_id: workspaceId, task_ids: [999999] })
      ).json().code,
    ).toBe(400700);
    expect(
      (await post('/report/troubleshooting', dealer, { workspace_id: 999999, description: 'y' })).json().code,
    ).toBe(404000);
    const harbor = await api.auth(DemoAccounts.otherDealer);
    expect(
      (
        await post('/report/troubleshooting', harbor, { workspace_id: workspaceId, description: 'peek' })
      ).json().code,
    ).toBe(404000);
    expect((await api.database.db.select().from(reports)).length).toBe(before);
  });
});
