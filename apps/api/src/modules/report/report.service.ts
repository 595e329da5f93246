// Reports to the service center: stored with a snapshot of the workspace and mailed through the
// outbox in the same transaction, so a report is never stored without its mail or mailed twice.
import type { Db } from '../../db/database.ts';
import type { ReportKind } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { badInput, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/mail-outbox.repository.ts';
import { dealerShopId } from '../case/case-scope.ts';
import { takeSnapshot } from './report-snapshot.ts';
import { findWorkspace } from '../workspace/workspace.repository.ts';
import { insertReport, serviceCenterOf } from './report.repository.ts';
import type { ReportBody, Snapshot } from './report.schemas.ts';

/** A snapshot value as mail text: JSON values of any shape, printed readably. */
const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

function mailText(
  kind: ReportKind,
  body: ReportBody,
  snapshot: Snapshot,
  shopName: string,
  reporter: string,
): string {
  const lines = [
    `${kind === 'troubleshooting' ? 'Troubleshooting request' : 'Bundle rule mismatch report'} from ${shopName} (${reporter})`,
    '',
    `Bike: ${snapshot.vin} (${snapshot.bike_model}), workspace ${snapshot.workspace_id}, health ${snapshot.health_score ?? 'n/a'}`,
  ];
  if ('description' in body) lines.push('', 'Description:', body.description);
  if ('steps_taken' in body && body.steps_taken) lines.push('', 'Steps taken:', body.steps_taken);
  if ('comment' in body && body.comment) lines.push('', 'Comment:', body.comment);
  lines.push(
    '',
    `Active error codes: ${snapshot.active_error_codes.join(', ') || 'none'}`,
    `History error codes: ${snapshot.history_error_codes.join(', ') || 'none'}`,
  );
  lines.push(
    '',
    'Open tasks:',
    ...(snapshot.tasks.length
      ? snapshot.tasks.map((t) => `- ${t.task_type} (${t.level}${t.part_type ? `, ${t.part_type}` : ''})`)
      : ['- none']),
  );
  lines.push(
    '',
    'Components:',
    ...snapshot.components.map(
      (c) =>
        `- ${String(c.part_type)} ${String(c.barcode)} fw ${text(c.firmware_version)} hw ${text(c.hardware_version)}`,
    ),
  );
  lines.push('', 'The full workspace snapshot is attached as JSON.');
  return lines.join('\n');
}

export async function sendReport(db: Db, user: CurrentUser, kind: ReportKind, body: ReportBody) {
  const shopId = dealerShopId(user);
  if ('description' in body && !body.description.trim())
    throw badInput('body/description', 'must not be blank');
  const ws = await findWorkspace(db, body.workspace_id);
  if (!ws || ws.bikeShopId !== shopId) throw notFound();
  const snapshot = await takeSnapshot(db, ws);
  if (kind === 'bundle_rule_not_match' && 'task_ids' in body && body.task_ids) {
    const open = new Set(snapshot.tasks.map((t) => t.id));
    if (!body.task_ids.every((id) => open.has(id)))
      throw badInput('body/task_ids', 'not an open task of this workspace');
  }
  const { shop, center } = await serviceCenterOf(db, shopId);
  return db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const mailId = center
      ? await enqueueMail(db, {
          to: center.email,
          kind: `report_${kind}`,
          subject: `[${kind}] ${snapshot.vin} at ${shop.name}`,
          text: mailText(kind, body, snapshot, shop.name, user.email),
          attachments: [
            {
              filename: `workspace-${ws.id}-snapshot.json`,
              contentType: 'application/json',
              contentBase64: Buffer.from(JSON.stringify({ report: body, snapshot }, null, 2)).toString(
                'base64',
              ),
            },
          ],
        })
      : null;
    const row = await insertReport(db, {
      kind,
      vin: ws.vin,
      bikeShopId: shopId,
      workspaceId: ws.id,
      serviceCenterId: center?.id ?? null,
      body: { ...body },
      snapshot,
      mailId,
      createdBy: user.id,
    });
    return {
      id: row!.id,
      kind,
      vin: ws.vin,
      bike_shop_id: shopId,
      workspace_id: ws.id,
      service_center_id: center?.id ?? null,
      mailed_to: center?.email ?? null,
      created_at: row!.createdAt.toISOString(),
      snapshot,
    };
  });
}
