// Activity rows: the record of each call, its comments and task links, the list of a workspace, and
// the bike's state as the audit log digests it.
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
} from '../../db/tables/index.ts';

export type ActivityRow = typeof workspaceActivities.$inferSelect;

/** How many of `taskIds` are tasks of the workspace. */
export async function countTasksOfWorkspace(db: Db, workspaceId: number, taskIds: number[]): Promise<number> {
  const found = await db
    .select({ id: workspaceTasks.id })
    .from(workspaceTasks)
    .where(and(eq(workspaceTasks.workspaceId, workspaceId), inArray(workspaceTasks.id, taskIds)));
  return found.length;
}

export async function insertActivity(
  db: Db,
  values: typeof workspaceActivities.$inferInsert,
): Promise<ActivityRow> {
  const [a] = await db.insert(workspaceActivities).values(values).returning();
  return a!;
}

export async function insertActivityComment(
  db: Db,
  activityId: number,
  body: string,
  createdBy: string,
): Promise<void> {
  await db.insert(workspaceActivityComments).values({ activityId, body, createdBy });
}

export async function linkActivityToTasks(
  db: Db,
  activityId: number,
  taskIds: number[],
  createdBy: string,
): Promise<void> {
  await db
    .insert(workspaceTaskActivities)
    .values(taskIds.map((taskId) => ({ taskId, activityId, createdBy })));
}

export async function findActivity(db: Db, id: number): Promise<ActivityRow | undefined> {
  const [activity] = await db.select().from(workspaceActivities).where(eq(workspaceActivities.id, id));
  return activity;
}

/** Sets an activity's comment; the comment history is kept by the caller's comment row. */
export async function setActivityComment(db: Db, id: number, comment: string): Promise<ActivityRow> {
  const [a] = await db
    .update(workspaceActivities)
    .set({ comment, updatedAt: new Date() })
    .where(eq(workspaceActivities.id, id))
    .returning();
  return a!;
}

export async function emailOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [author] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return author?.email;
}

/** The bike as the audit log digests it: its row and its installed parts (times left out). */
export async function bikeState(db: Db, bikeId: number) {
  const [row] = await db.select().from(bikes).where(eq(bikes.id, bikeId));
  const parts = await db
    .select({ partType: bikeParts.partType, barcode: bikeParts.barcode, moduleId: bikeParts.moduleId })
    .from(bikeParts)
    .where(eq(bikeParts.bikeId, bikeId))
    .orderBy(asc(bikeParts.partType), asc(bikeParts.barcode));
  return row ? { ...row, updatedAt: undefined, parts } : null;
}

/** A workspace's activities with their technician's e-mail, oldest first, from `createdAtMin` on. */
export function activitiesOfWorkspace(db: Db, workspaceId: number, createdAtMin?: string) {
  return db
    .select({ a: workspaceActivities, email: users.email })
    .from(workspaceActivities)
    .innerJoin(users, eq(users.id, workspaceActivities.createdBy))
    .where(
      and(
        eq(workspaceActivities.workspaceId, workspaceId),
        createdAtMin ? gte(workspaceActivities.createdAt, new Date(createdAtMin)) : undefined,
      ),
    )
    .orderBy(asc(workspaceActivities.createdAt), asc(workspaceActivities.id));
}
