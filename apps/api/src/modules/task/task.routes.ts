// Task reload (v1/v2) and the task calls: get, comment, delete (→ removed), link to an activity.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, type CurrentUser } from '../../plugins/access.ts';
import type { Db } from '../../db/database.ts';
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
import {
  activityInWorkspace,
  insertTaskComment,
  linkTaskActivity,
  linkedActivityIds,
  removeTask,
  taskById,
  taskComments,
} from './task-detail.repository.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });

async function taskFor(db: Db, user: CurrentUser, id: number, change: boolean) {
  const task = await taskById(db, id);
  if (!task) throw new AppError(404000);
  const ws = change
    ? await workspaceToChange(db, user, task.workspaceId)
    : await workspaceForUser(db, user, task.workspaceId);
  return { task, ws };
}

async function taskDetail(db: Db, id: number) {
  const task = await taskById(db, id);
  if (!task) throw new AppError(404000);
  const comments = await taskComments(db, id);
  const activityIds = await linkedActivityIds(db, id);
  return {
    ...toTask(task),
    comments: comments.map((c) => ({
      id: c.id,
      comment: c.body,
      created_by: c.createdBy,
      created_at: c.createdAt.toISOString(),
    })),
    activity_ids: activityIds,
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
      result: await reloadTasks(db, requireUser(request), request.params.id, request.body),
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
      result: await reloadTasks(db, requireUser(request), request.params.id, request.body),
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
      const c = await insertTaskComment(db, request.params.id, request.body.comment, user.id);
      return {
        result: {
          id: c.id,
          comment: c.body,
          created_by: c.createdBy,
          created_at: c.createdAt.toISOString(),
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
      return { result: toTask(await removeTask(db, request.params.id, user.id)) };
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
      const activity = await activityInWorkspace(db, request.params.activity_id, task.workspaceId);
      if (!activity) throw new AppError(404000);
      await linkTaskActivity(db, task.id, activity.id, user.id);
      return { result: await taskDetail(db, task.id) };
    },
  );
};
