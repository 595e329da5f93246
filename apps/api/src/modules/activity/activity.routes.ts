// Activity calls: POST /workspace/{id}/activity/<kind>, v1/v2 parameter_compare, _sync and _reference,
// the activity list (the bike's audit trail in this workspace) and activity comments.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import {
  SessionHeaders,
  requireSession,
  workspaceForUser,
  workspaceToChange,
} from '../workspace/workspace-access.ts';
import { ActivityBodies, ActivitySchema, type ActivityCall } from './activity.schemas.ts';
import { commentActivity, listActivities, recordActivity } from './activity.service.ts';

const PlainCalls = [
  'bike_activate',
  'bootloader_rescue',
  'enter_ship_mode',
  'firmware_update',
  'mid_parameter_update',
  'part_replacement',
  'hmi_diagnosis',
  'performance_tuning',
  'bike_setting',
  'sensor_diagnosis',
  'error_code_clear',
] as const satisfies readonly ActivityCall[];
const VersionedCalls = [
  'parameter_compare',
  'parameter_sync',
  'parameter_reference',
] as const satisfies readonly ActivityCall[];

export const activityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['workspace activity'], security: [{ bearer: [] }] };

  const register = (call: ActivityCall, url: string, v2: boolean) => {
    app.post(
      url,
      {
        config: { access: 'manage_workspace' },
        ...(v2 ? { preHandler: requireSession(app, 'id') } : {}),
        schema: {
          ...common,
          summary: `Record a ${call} activity and apply its effect`,
          params: IdParam,
          body: ActivityBodies[call],
          ...(v2 ? { headers: SessionHeaders } : {}),
          response: { 200: ok(ActivitySchema) },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const ws = await workspaceToChange(db, user, request.params.id);
        return { result: await recordActivity(db, ws, user, call, request.body as never) };
      },
    );
  };
  for (const call of PlainCalls) register(call, `/workspace/:id/activity/${call}`, false);
  for (const call of VersionedCalls) {
    register(call, `/v1/workspace/:id/activity/${call}`, false);
    register(call, `/v2/workspace/:id/activity/${call}`, true);
  }

  app.get(
    '/workspace/:id/activity',
    {
      config: { access: 'get_workspace' },
      schema: {
        ...common,
        summary: 'Activities of a workspace, oldest first',
        params: IdParam,
        querystring: Type.Object({ created_at_min: Type.Optional(Type.String({ format: 'date-time' })) }),
        response: { 200: ok(Type.Array(ActivitySchema)) },
      },
    },
    async (request) => {
      const ws = await workspaceForUser(db, requireUser(request), request.params.id);
      return { result: await listActivities(db, ws, request.query.created_at_min) };
    },
  );

  app.patch(
    '/workspace/activity/:id',
    {
      config: { access: 'manage_workspace' },
      schema: {
        ...common,
        summary: "Update an activity's comment (history kept)",
        params: IdParam,
        body: Type.Object({ comment: Type.String({ maxLength: 4000 }) }),
        response: { 200: ok(ActivitySchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { result: await commentActivity(db, user, request.params.id, request.body.comment) };
    },
  );
};
