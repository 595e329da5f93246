// POST /workspace/, POST /workspace/identify_session, GET /workspace/, GET /workspace/{id}, GET /workspace/{id}/connection/datetime.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { taskInfo } from '../task/task-view.ts';
import { workspaceForUser } from './workspace-access.ts';
import {
  ConnectionDatetime,
  CreateWorkspaceBody,
  CreatedWorkspace,
  IdentifySession,
  IdentifySessionBody,
  Suggestion,
  SuggestQuery,
  WorkspaceDetail,
} from './workspace.schemas.ts';
import { openIdentifySession, openWorkspace, suggestWorkspace, toSummary } from './workspace.service.ts';

export const workspaceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const common = { tags: ['workspace'], security: [{ bearer: [] }] };

  app.post(
    '/workspace/',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Open a workspace for a bike at the dealer shop (or resume one) and issue its session token',
        body: CreateWorkspaceBody,
        response: { 200: ok(CreatedWorkspace) },
      },
    },
    async (request) => ({ result: await openWorkspace(app.ctx, requireUser(request), request.body) }),
  );

  app.post(
    '/workspace/identify_session',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: 'Issue a bridge credential that only reads which bike is on the stand (before a workspace)',
        body: IdentifySessionBody,
        response: { 200: ok(IdentifySession) },
      },
    },
    async (request) => ({ result: await openIdentifySession(app.ctx, requireUser(request), request.body) }),
  );

  app.get(
    '/workspace/',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'Suggest the bike and latest workspace for module ids or a VIN at a shop',
        querystring: SuggestQuery,
        response: { 200: ok(Suggestion) },
      },
    },
    async (request) => ({ result: await suggestWorkspace(app.ctx, requireUser(request), request.query) }),
  );

  app.get(
    '/workspace/:id',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'A workspace with its tasks (task_info)',
        params: IdParam,
        response: { 200: ok(WorkspaceDetail) },
      },
    },
    async (request) => {
      const ws = await workspaceForUser(app.ctx.db, requireUser(request), request.params.id);
      return { result: { ...toSummary(ws), task_info: await taskInfo(app.ctx.db, ws.id) } };
    },
  );

  app.get(
    '/workspace/:id/connection/datetime',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'When the bike was last read in this workspace',
        params: IdParam,
        response: { 200: ok(ConnectionDatetime) },
      },
    },
    async (request) => {
      const ws = await workspaceForUser(app.ctx.db, requireUser(request), request.params.id);
      return {
        result: {
          workspace_id: ws.id,
          created_at: ws.createdAt.toISOString(),
          connected_at: ws.connectedAt?.toISOString() ?? null,
        },
      };
    },
  );
};
