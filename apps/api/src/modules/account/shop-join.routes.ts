// Requests to join a bike shop, for those who manage the shop: its dealers (manage_dealer_account)
// and service centers of its region (manage_dealer). Two roles qualify, so the routes are open to
// signed-in users and the service decides (403000), as for PATCH /account/bike_shop/{id}.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { JoinRequest, JoinRequestParams, ShopIdParams } from './account.schemas.ts';
import { decideJoinRequest, openJoinRequests } from './shop-join.service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];

export const shopJoinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/account/bike_shop/:id/join_request',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: 'Open requests to join the shop',
        description:
          'For its dealers and the service centers of its region; others → 403000; unknown shop → 404000.',
        params: ShopIdParams,
        response: { 200: ok(Type.Array(JoinRequest)) },
      },
    },
    async (request) => ({ result: await openJoinRequests(db, requireUser(request), request.params.id) }),
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/account/bike_shop/:id/join_request/:request_id/${decision}`,
      {
        config: { access: 'user' },
        schema: {
          tags,
          security,
          summary:
            decision === 'approve'
              ? 'Approves a request: the requester becomes a dealer of the shop'
              : 'Turns a request to join the shop down',
          description:
            'Others → 403000; unknown shop, or no open request with that id for the shop → 404000; the requester set up an account meanwhile → 400800.',
          params: JoinRequestParams,
          response: { 200: ok(JoinRequest) },
        },
      },
      async (request) => ({
        result: await decideJoinRequest(
          db,
          requireUser(request),
          request.params.id,
          request.params.request_id,
          decision,
        ),
      }),
    );
  }
};
