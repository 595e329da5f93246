// Records an activity (who did what, when, with which result) and applies its effect in one
// transaction; then re-runs the workspace's last reading so tasks whose cause the activity removed
// (a registered part, a synced parameter set) complete at once.
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bikeParts,
  bikes,
  users,
  workspaceActivities,
  workspaceActivityComments,
  workspaceTaskActivities,
  workspaceTasks,
  type workspaces,
} from '../../db/tables/index.ts';
import { badInput } from '../../lib/app-error.ts';
import { recordAudit, regionOfShop, type AuditActor } from '../audit/audit.service.ts';
import { reevaluate } from '../task/task.service.ts';
import { KindOf, prepareEffect } from './activity.effects.ts';
import type { ActivityBody, ActivityCall } from './activity.schemas.ts';

type Ws = typeof workspaces.$inferSelect;
type ActivityRow = typeof workspaceActivities.$inferSelect;

export function toActivity(a: ActivityRow, vin: string, technician: string) {
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
    const found = await db
      .select({ id: workspaceTasks.id })
      .from(workspaceTasks)
      .where(and(eq(workspaceTasks.workspaceId, ws.id), inArray(workspaceTasks.id, task_ids)));
    if (found.length !== new Set(task_ids).size)
      throw badInput('task_ids', 'must be tasks of this workspace');
  }
  // A failed attempt is recorded for the audit trail but changes nothing.
  const effect = success
    ? await prepareEffect({ db, bikeId: ws.bikeId, userId: user.id }, call, body)
    : { result: { applied: false }, apply: async () => undefined };
  const partType = 'part_type' in payload && typeof payload.part_type === 'string' ? payload.part_type : null;
  const row = await db.transaction(async (tx) => {
    const [a] = await tx
      .insert(workspaceActivities)
      .values({
        workspaceId: ws.id,
        bikeId: ws.bikeId,
        kind: KindOf[call],
        partType,
        payload: { call, ...payload },
        result: effect.result,
        success,
        comment,
        createdBy: user.id,
      })
      .returning();
    const before = success ? await bikeState(tx, ws.bikeId) : undefined;
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
        after: await bikeState(tx, ws.bikeId),
      });
    if (comment)
      await tx
        .insert(workspaceActivityComments)
        .values({ activityId: a!.id, body: comment, createdBy: user.id });
    if (task_ids.length > 0)
      await tx
        .insert(workspaceTaskActivities)
        .values([...new Set(task_ids)].map((taskId) => ({ taskId, activityId: a!.id, createdBy: user.id })));
    return a!;
  });
  if (success) await reevaluate(db, ws.id);
  return toActivity(row, ws.vin, user.email);
}

/** The bike as the audit log digests it: its row and its installed parts (times left out). */
async function bikeState(db: Db, bikeId: number) {
  const [row] = await db.select().from(bikes).where(eq(bikes.id, bikeId));
  const parts = await db
    .select({ partType: bikeParts.partType, barcode: bikeParts.barcode, moduleId: bikeParts.moduleId })
    .from(bikeParts)
    .where(eq(bikeParts.bikeId, bikeId))
    .orderBy(asc(bikeParts.partType), asc(bikeParts.barcode));
  return row ? { ...row, updatedAt: undefined, parts } : null;
}

export async function listActivities(db: Db, ws: Ws, createdAtMin?: string) {
  const rows = await db
    .select({ a: workspaceActivities, email: users.email })
    .from(workspaceActivities)
    .innerJoin(users, eq(users.id, workspaceActivities.createdBy))
    .where(
      and(
        eq(workspaceActivities.workspaceId, ws.id),
        createdAtMin ? gte(workspaceActivities.createdAt, new Date(createdAtMin)) : undefined,
      ),
    )
    .orderBy(asc(workspaceActivities.createdAt), asc(workspaceActivities.id));
  return rows.map((r) => toActivity(r.a, ws.vin, r.email));
}
