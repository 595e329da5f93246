// GET /home/summary: what the home page shows: the shop's recent workspaces and the bikes that
// still have an open critical task. No existing call lists workspaces, so this is one read.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { homeSummary } from './home.service.ts';
import { recentTickets, RecentTicketSchema } from './home-tickets.ts';

const When = Type.String({ format: 'date-time' });
const Bike = { vin: Type.String(), frame_number: Type.String(), model: Type.String(), brand: Type.String() };

const HomeSummarySchema = Type.Object({
  recent_workspaces: Type.Array(
    Type.Object({
      id: Type.Integer(),
      ...Bike,
      health_score: Type.Union([Type.Integer(), Type.Null()]),
      open_tasks: Type.Integer(),
      updated_at: When,
    }),
  ),
  critical_bikes: Type.Array(
    Type.Object({
      ...Bike,
      workspace_id: Type.Integer(),
      critical_tasks: Type.Integer(),
      task_types: Type.Array(Type.String()),
      updated_at: When,
    }),
  ),
});

export const homeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/home/summary',
    {
      config: { access: 'get_workspace' },
      schema: {
        tags: ['home'],
        security: [{ bearer: [] }],
        summary: 'Recent workspaces of the caller’s shops and bikes with open critical tasks',
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 8 })) },
          { additionalProperties: false },
        ),
        response: { 200: ok(HomeSummarySchema) },
      },
    },
    async (request) => ({ result: await homeSummary(db, requireUser(request), request.query.limit ?? 8) }),
  );

  app.get(
    '/home/tickets',
    {
      config: { access: 'user' },
      schema: {
        tags: ['home'],
        security: [{ bearer: [] }],
        summary: 'The caller’s (and its shop’s) recent contact-us tickets with their outbox mail state',
        querystring: Type.Object(
          { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 5 })) },
          { additionalProperties: false },
        ),
        response: { 200: ok(Type.Array(RecentTicketSchema)) },
      },
    },
    async (request) => ({ result: await recentTickets(db, requireUser(request), request.query.limit ?? 5) }),
  );
};
