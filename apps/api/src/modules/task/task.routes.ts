// Task reload (v1/v2) and the task calls: get, comment, delete (→ removed), link to an activity.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { and, asc, eq } from 'drizzle-orm';
import { IdParam, ok } from '../../lib/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, type CurrentUser } from '../../plugins/access.ts';
import type { Db } from '../../db/database.ts';
import {
  workspaceActivities,
  workspaceTaskActivities,
  workspaceTaskComments,
  workspaceTasks,
} from '../../db/tables/index.ts';
import {
  SessionHeaders,
  requireSession,
  workspaceForUser,
  workspaceToChange,
} from '../workspace/workspace-access.ts';
import {
  ReadingSchema,
  ReloadResultSchema,
  TaskCommentSchema,
  TaskDetailSchema,
  TaskSchema,
} from './task.schemas.ts';
import { reloadTasks } from './task.service.ts';
import { toTask } from './task-view.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

async function taskFor(db: Db, user: CurrentUser, id: number, change: boolean) {
  const [task] = await db.select().from(workspaceTasks).where(eq(workspaceTasks.id, id));
  if (!task) throw new AppError(404000);
  const ws = change
    ? await workspaceToChange(db, user, task.workspaceId)
    : await workspaceForUser(db, user, task.workspaceId);
  return { task, ws };
}

async function taskDetail(db: Db, id: number) {
  const [task] = await db.select().from(workspaceTasks).where(eq(workspaceTasks.id, id));
  if (!task) throw new AppError(404000);
  const comments = await db
    .select()
    .from(workspaceTaskComments)
    .where(eq(workspaceTaskComments.taskId, id))
    .orderBy(asc(workspaceTaskComments.id));
  const links = await db
    .select({ id: workspaceTaskActivities.activityId })
    .from(workspaceTaskActivities)
    .where(eq(workspaceTaskActivities.taskId, id))
    .orderBy(asc(workspaceTaskActivities.activityId));
  return {
    ...toTask(task),
    comments: comments.map((c) => ({
      id: c.id,
      comment: c.body,
      created_by: c.createdBy,
      created_at: c.createdAt.toISOString(),
    })),
    activity_ids: links.map((l) => l.id),
  };
}

export const taskRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['workspace task'], security: [{ bearer: [] }] };
  const reloadSchema = {
    ...common,
    params: IdParam,
    body: ReadingSchema,
    response: { 200: ok(ReloadResultSchema) },
  };

  app.put(
    '/v1/workspace/:id/task',
    {
      config: { access: 'manage_workspace' },
      schema: { ...reloadSchema, summary: 'Reload the tasks from what the bridge read off the bike' },
    },
    async (request) => ({
      result: await reloadTasks(
        db,
        await workspaceToChange(db, requireUser(request), request.params.id),
        request.body,
      ),
    }),
  );

  app.put(
    '/v2/workspace/:id/task',
    {
      config: { access: 'manage_workspace' },
      preHandler: requireSession(app, 'id'),
      schema: { ...reloadSchema, headers: SessionHeaders, summary: 'Reload the tasks (workspace session)' },
    },
    async (request) => ({
      result: await reloadTasks(
        db,
        await workspaceToChange(db, requireUser(request), request.params.id),
        request.body,
      ),
    }),
  );

  app.get(
    '/workspace/task/:id',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'A task with its comments and linked activities',
        params: IdParam,
        response: { 200: ok(TaskDetailSchema) },
      },
    },
    async (request) => {
      await taskFor(db, requireUser(request), request.params.id, false);
      return { result: await taskDetail(db, request.params.id) };
    },
  );

  app.post(
    '/workspace/task/:id/comment',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Comment on a task',
        params: IdParam,
        body: Type.Object({ comment: Type.String({ minLength: 1, maxLength: 4000 }) }),
        response: { 200: ok(TaskCommentSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await taskFor(db, user, request.params.id, true);
      const [c] = await db
        .insert(workspaceTaskComments)
        .values({ taskId: request.params.id, body: request.body.comment, createdBy: user.id })
        .returning();
      return {
        result: {
          id: c!.id,
          comment: c!.body,
          created_by: c!.createdBy,
          created_at: c!.createdAt.toISOString(),
        },
      };
    },
  );

  app.delete(
    '/workspace/task/:id',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Remove a task: it stays removed on later reloads',
        params: IdParam,
        response: { 200: ok(TaskSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await taskFor(db, user, request.params.id, true);
      const now = new Date();
      const [t] = await db
        .update(workspaceTasks)
        .set({ status: 'removed', removedAt: now, removedBy: user.id, updatedAt: now })
        .where(eq(workspaceTasks.id, request.params.id))
        .returning();
      return { result: toTask(t!) };
    },
  );

  app.post(
    '/workspace/task/:task_id/activity/:activity_id',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Link an activity to the task it addressed',
        params: Type.Object({ task_id: Id, activity_id: Id }),
        response: { 200: ok(TaskDetailSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { task } = await taskFor(db, user, request.params.task_id, true);
      const [activity] = await db
        .select({ id: workspaceActivities.id })
        .from(workspaceActivities)
        .where(
          and(
            eq(workspaceActivities.id, request.params.activity_id),
            eq(workspaceActivities.workspaceId, task.workspaceId),
          ),
        );
      if (!activity) throw new AppError(404000);
      await db
        .insert(workspaceTaskActivities)
        .values({ taskId: task.id, activityId: activity.id, createdBy: user.id })
        .onConflictDoNothing();
      return { result: await taskDetail(db, task.id) };
    },
  );
};
