// Reads a workspace's bike, tasks, activities and their comments into the report content shape.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bikeShops,
  bikeSpecs,
  bikes,
  brands,
  serviceReports,
  users,
  workspaceActivities,
  workspaceActivityComments,
  workspaceTaskComments,
  workspaceTasks,
  type workspaces,
} from '../../db/tables/index.ts';
import type { Recording } from '../../lib/live-recording.ts';
import type { ReportContent, ServiceReportView } from './service-report.schemas.ts';

type Ws = typeof workspaces.$inferSelect;
type ReportRow = typeof serviceReports.$inferSelect;

/** Picks null = everything the workspace holds (removed tasks left out: they were not work done). */
export interface Picks {
  activityIds: number[] | null;
  taskIds: number[] | null;
}

const codePattern = /^0x[0-9A-Fa-f]{4}$/;

/** The fault code a task is about (error-code tasks keep it in their detail). */
function taskCodes(detail: Record<string, unknown>): string[] {
  const code = detail.error_code;
  return typeof code === 'string' && codePattern.test(code) ? [code] : [];
}

/** The codes an activity concerns: an error-code clear lists what it cleared and what came back. */
function activityCodes(payload: Record<string, unknown>): string[] {
  const codes = new Set<string>();
  for (const field of ['cleared', 'returned']) {
    const list = payload[field];
    if (!Array.isArray(list)) continue;
    for (const item of list as { code?: unknown }[])
      if (typeof item?.code === 'string' && codePattern.test(item.code)) codes.add(item.code);
  }
  return [...codes].sort();
}

export async function compose(db: Db, ws: Ws, picks: Picks): Promise<ReportContent> {
  const [bike] = await db
    .select({ vin: bikes.vin, frame: bikes.frameNumber, model: bikeSpecs.name, brand: brands.name })
    .from(bikes)
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId))
    .where(eq(bikes.id, ws.bikeId));
  const [shop] = await db
    .select({ id: bikeShops.id, name: bikeShops.name })
    .from(bikeShops)
    .where(eq(bikeShops.id, ws.bikeShopId));
  const taskRows = await db
    .select()
    .from(workspaceTasks)
    .where(eq(workspaceTasks.workspaceId, ws.id))
    .orderBy(asc(workspaceTasks.id));
  const tasks = taskRows.filter((t) =>
    picks.taskIds ? picks.taskIds.includes(t.id) : t.status !== 'removed',
  );
  const activityRows = await db
    .select({ a: workspaceActivities, email: users.email })
    .from(workspaceActivities)
    .innerJoin(users, eq(users.id, workspaceActivities.createdBy))
    .where(eq(workspaceActivities.workspaceId, ws.id))
    .orderBy(asc(workspaceActivities.createdAt), asc(workspaceActivities.id));
  const activities = activityRows.filter((r) => !picks.activityIds || picks.activityIds.includes(r.a.id));
  const taskComments = tasks.length
    ? await db
        .select({ c: workspaceTaskComments, email: users.email })
        .from(workspaceTaskComments)
        .innerJoin(users, eq(users.id, workspaceTaskComments.createdBy))
        .where(
          inArray(
            workspaceTaskComments.taskId,
            tasks.map((t) => t.id),
          ),
        )
        .orderBy(asc(workspaceTaskComments.id))
    : [];
  const activityComments = activities.length
    ? await db
        .select({ c: workspaceActivityComments, email: users.email })
        .from(workspaceActivityComments)
        .innerJoin(users, eq(users.id, workspaceActivityComments.createdBy))
        .where(
          inArray(
            workspaceActivityComments.activityId,
            activities.map((r) => r.a.id),
          ),
        )
        .orderBy(asc(workspaceActivityComments.id))
    : [];
  const comment = (r: { c: { body: string; createdAt: Date }; email: string }) => ({
    body: r.c.body,
    author: r.email,
    created_at: r.c.createdAt.toISOString(),
  });
  return {
    bike: { vin: bike!.vin, frame_number: bike!.frame, model: bike!.model, brand: bike!.brand },
    shop: { id: shop!.id, name: shop!.name },
    workspace: { id: ws.id, created_at: ws.createdAt.toISOString(), health_score: ws.healthScore },
    tasks: tasks.map((t) => ({
      id: t.id,
      task_type: t.taskType,
      level: t.level,
      part_type: t.partType,
      status: t.status,
      codes: taskCodes(t.detail),
      comments: taskComments.filter((r) => r.c.taskId === t.id).map(comment),
    })),
    activities: activities.map(({ a, email }) => ({
      id: a.id,
      kind: a.kind,
      part_type: a.partType,
      success: a.success,
      codes: activityCodes(a.payload),
      technician: email,
      created_at: a.createdAt.toISOString(),
      comments: activityComments.filter((r) => r.c.activityId === a.id).map(comment),
    })),
  };
}

export async function findReport(db: Db, where: { id: number } | { publicId: string }) {
  const [row] = await db
    .select({ r: serviceReports, email: users.email })
    .from(serviceReports)
    .innerJoin(users, eq(users.id, serviceReports.createdBy))
    .where('id' in where ? eq(serviceReports.id, where.id) : eq(serviceReports.publicId, where.publicId));
  return row ? toView(row.r, row.email) : null;
}

export async function reportsOfWorkspace(db: Db, workspaceId: number) {
  return db
    .select({
      id: serviceReports.id,
      status: serviceReports.status,
      public_id: serviceReports.publicId,
      title: serviceReports.title,
      updatedAt: serviceReports.updatedAt,
    })
    .from(serviceReports)
    .where(and(eq(serviceReports.workspaceId, workspaceId)))
    .orderBy(desc(serviceReports.id));
}

function toView(r: ReportRow, email: string): ServiceReportView {
  return {
    id: r.id,
    public_id: r.publicId,
    status: r.status,
    workspace_id: r.workspaceId,
    vin: r.vin,
    bike_shop_id: r.bikeShopId,
    title: r.title,
    summary: r.summary,
    activity_ids: r.selection.activity_ids,
    task_ids: r.selection.task_ids,
    content: withCodes(r.content as ReportContent),
    recording: (r.recording ?? null) as Recording | null,
    created_by: email,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    published_at: r.publishedAt?.toISOString() ?? null,
  };
}

/** Reports published before codes were kept have none: their lists read as empty. */
type Stored<T> = Omit<T, 'codes'> & { codes?: string[] };
function withCodes(content: ReportContent): ReportContent {
  const tasks = content.tasks as Stored<ReportContent['tasks'][number]>[];
  const activities = content.activities as Stored<ReportContent['activities'][number]>[];
  return {
    ...content,
    tasks: tasks.map((t) => ({ ...t, codes: t.codes ?? [] })),
    activities: activities.map((a) => ({ ...a, codes: a.codes ?? [] })),
  };
}

export async function insertReport(db: Db, values: typeof serviceReports.$inferInsert): Promise<number> {
  const [row] = await db.insert(serviceReports).values(values).returning({ id: serviceReports.id });
  return row!.id;
}

/** Changes a report (a draft's edit, or its publication); stamps the change time unless given. */
export async function updateReport(
  db: Db,
  id: number,
  changes: Partial<typeof serviceReports.$inferInsert>,
): Promise<void> {
  await db
    .update(serviceReports)
    .set({ updatedAt: new Date(), ...changes })
    .where(eq(serviceReports.id, id));
}
