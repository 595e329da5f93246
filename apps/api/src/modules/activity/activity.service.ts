// Records an activity (who did what, when, with which result) and applies its effect in one
// transaction; then re-runs the workspace's last reading so tasks whose cause the activity removed
// (a registered part, a synced parameter set) complete at once.
import type { Db } from '../../db/database.ts';
import type { workspaces } from '../../db/tables/index.ts';
import { AppError, badInput } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { workspaceToChange } from '../workspace/workspace-access.ts';
import { recordAudit, regionOfShop, type AuditActor } from '../audit/audit.service.ts';
import { reevaluate } from '../task/task.service.ts';
import { KindOf, prepareEffect } from './activity.effects.ts';
import type { ActivityBody, ActivityCall } from './activity.schemas.ts';
import * as repo from './activity.repository.ts';

type Ws = typeof workspaces.$inferSelect;

export function toActivity(a: repo.ActivityRow, vin: string, technician: string) {
  return {
    id: a.id,
    workspace_id: a.workspaceId,
    vin,
    kind: a.kind,
    part_type: a.partType,
    payload: a.payload,
    result: a.result,
    success: a.success,
    comment: a.comment,
    created_by: a.createdBy,
    technician,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

export async function recordActivity<K extends ActivityCall>(
  db: Db,
  ws: Ws,
  user: AuditActor & { email: string },
  call: K,
  body: ActivityBody<K>,
) {
  const { success = true, comment = '', task_ids = [], ...payload } = body as ActivityBody<ActivityCall>;
  if (task_ids.length > 0) {
    if ((await repo.countTasksOfWorkspace(db, ws.id, task_ids)) !== new Set(task_ids).size)
      throw badInput('task_ids', 'must be tasks of this workspace');
  }
  // A failed attempt is recorded for the audit trail but changes nothing.
  const effect = success
    ? await prepareEffect({ db, bikeId: ws.bikeId, userId: user.id }, call, body)
    : { result: { applied: false }, apply: async () => undefined };
  const partType = 'part_type' in payload && typeof payload.part_type === 'string' ? payload.part_type : null;
  const row = await db.transaction(async (tx) => {
    const a = await repo.insertActivity(tx, {
      workspaceId: ws.id,
      bikeId: ws.bikeId,
      kind: KindOf[call],
      partType,
      payload: { call, ...payload },
      result: effect.result,
      success,
      comment,
      createdBy: user.id,
    });
    const before = success ? await repo.bikeState(tx, ws.bikeId) : undefined;
    await effect.apply(tx);
    // A bike write (settings, parts, firmware, …) is audited once, with the bike before and after.
    if (success)
      await recordAudit(tx, {
        actor: user,
        subject: 'bike',
        subjectId: ws.vin,
        action: KindOf[call],
        regionId: await regionOfShop(tx, ws.bikeShopId),
        before,
        after: await repo.bikeState(tx, ws.bikeId),
      });
    if (comment) await repo.insertActivityComment(tx, a.id, comment, user.id);
    if (task_ids.length > 0) await repo.linkActivityToTasks(tx, a.id, [...new Set(task_ids)], user.id);
    return a;
  });
  if (success) await reevaluate(db, ws.id);
  return toActivity(row, ws.vin, user.email);
}

export async function listActivities(db: Db, ws: Ws, createdAtMin?: string) {
  const rows = await repo.activitiesOfWorkspace(db, ws.id, createdAtMin);
  return rows.map((r) => toActivity(r.a, ws.vin, r.email));
}

/** Changes an activity's comment (the dealer of its workspace's shop); earlier comments stay as rows. */
export async function commentActivity(db: Db, user: CurrentUser, id: number, comment: string) {
  const activity = await repo.findActivity(db, id);
  if (!activity) throw new AppError(404000);
  const ws = await workspaceToChange(db, user, activity.workspaceId);
  const updated = await db.transaction(async (tx) => {
    await repo.insertActivityComment(tx, activity.id, comment, user.id);
    return repo.setActivityComment(tx, activity.id, comment);
  });
  return toActivity(updated, ws.vin, (await repo.emailOfUser(db, updated.createdBy)) ?? '');
}
