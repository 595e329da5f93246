// The single-task calls' queries: a task, its comments and linked activities, the list of a workspace,
// and the writes of the task routes (comment, remove, link) plus the workspace row a reload touches.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  workspaceActivities,
  workspaceTaskActivities,
  workspaceTaskComments,
  workspaceTasks,
  workspaces,
} from '../../db/tables/index.ts';

export async function taskById(db: Db, id: number) {
  const [task] = await db.select().from(workspaceTasks).where(eq(workspaceTasks.id, id));
  return task;
}

/** The tasks of a workspace, oldest first. */
export function tasksOfWorkspace(db: Db, workspaceId: number) {
  return db
    .select()
    .from(workspaceTasks)
    .where(eq(workspaceTasks.workspaceId, workspaceId))
    .orderBy(asc(workspaceTasks.id));
}

export function taskComments(db: Db, taskId: number) {
  return db
    .select()
    .from(workspaceTaskComments)
    .where(eq(workspaceTaskComments.taskId, taskId))
    .orderBy(asc(workspaceTaskComments.id));
}

/** The ids of the activities linked to a task, ascending. */
export async function linkedActivityIds(db: Db, taskId: number): Promise<number[]> {
  const links = await db
    .select({ id: workspaceTaskActivities.activityId })
    .from(workspaceTaskActivities)
    .where(eq(workspaceTaskActivities.taskId, taskId))
    .orderBy(asc(workspaceTaskActivities.activityId));
  return links.map((l) => l.id);
}

export async function insertTaskComment(db: Db, taskId: number, body: string, createdBy: string) {
  const [c] = await db.insert(workspaceTaskComments).values({ taskId, body, createdBy }).returning();
  return c!;
}

/** Marks a task removed by `userId` (it stays removed on later reloads). */
export async function removeTask(db: Db, id: number, userId: string) {
  const now = new Date();
  const [t] = await db
    .update(workspaceTasks)
    .set({ status: 'removed', removedAt: now, removedBy: userId, updatedAt: now })
    .where(eq(workspaceTasks.id, id))
    .returning();
  return t!;
}

/** The id of the activity `activityId` if it belongs to the workspace. */
export async function activityInWorkspace(db: Db, activityId: number, workspaceId: number) {
  const [activity] = await db
    .select({ id: workspaceActivities.id })
    .from(workspaceActivities)
    .where(and(eq(workspaceActivities.id, activityId), eq(workspaceActivities.workspaceId, workspaceId)));
  return activity;
}

export async function linkTaskActivity(
  db: Db,
  taskId: number,
  activityId: number,
  createdBy: string,
): Promise<void> {
  await db.insert(workspaceTaskActivities).values({ taskId, activityId, createdBy }).onConflictDoNothing();
}

/** A value given when a prepared statement runs; drizzle encodes it as the column it is set on. */
const given = <T>(name: string) => sql.placeholder(name) as unknown as T;

/** A reload's write, prepared (decision 1307): the score, and when the bike was connected, its reading. */
const touchReloaded = preparedPerDatabase((db) => ({
  scored: db
    .update(workspaces)
    .set({ healthScore: given<number>('healthScore'), updatedAt: given<Date>('now') })
    .where(eq(workspaces.id, sql.placeholder('id')))
    .prepare('touch_reloaded_workspace'),
  connected: db
    .update(workspaces)
    .set({
      healthScore: given<number>('healthScore'),
      updatedAt: given<Date>('now'),
      connectedAt: given<Date>('now'),
      lastReading: given<unknown>('lastReading'),
      mids: given<string[]>('mids'),
    })
    .where(eq(workspaces.id, sql.placeholder('id')))
    .prepare('touch_connected_workspace'),
}));

/** What a reload writes on the workspace row: the score, and when the bike was connected, its reading. */
export async function touchReloadedWorkspace(
  db: Db,
  id: number,
  healthScore: number,
  now: Date,
  connected?: { lastReading: unknown; mids: string[] },
): Promise<void> {
  const statements = touchReloaded(db);
  if (connected) await statements.connected.execute({ id, healthScore, now, ...connected });
  else await statements.scored.execute({ id, healthScore, now });
}
