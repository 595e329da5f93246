// Order-case calls: the dealer's list and moves, the service center's queue and review.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok, PageOf } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import {
  OrderCaseQuery,
  OrderCaseReviewBody,
  OrderCaseSchema,
  OrderCaseStatusBody,
} from './order.schemas.ts';
import * as cases from './order-case.service.ts';

export const orderCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['parts orders'], security: [{ bearer: [] }] };
  const oneCase = { 200: ok(OrderCaseSchema) };

  app.get(
    '/order_case',
    {
      config: { access: 'get_order_case' },
      schema: {
        ...common,
        summary: 'Order cases the caller may see',
        querystring: OrderCaseQuery,
        response: { 200: ok(PageOf(OrderCaseSchema)) },
      },
    },
    async (request) => ({ result: await cases.listOrderCases(db, requireUser(request), request.query) }),
  );

  app.get(
    '/order_case/review',
    {
      config: { access: 'review_order_case' },
      schema: {
        ...common,
        summary: 'Review queue: order cases of the center’s regions, pending unless status says otherwise',
        querystring: OrderCaseQuery,
        response: { 200: ok(PageOf(OrderCaseSchema)) },
      },
    },
    async (request) => ({
      result: await cases.listOrderCases(db, requireUser(request), request.query, true),
    }),
  );

  app.post(
    '/order_case/:id/review',
    {
      config: { access: 'review_order_case' },
      schema: {
        ...common,
        summary: 'Service center: approve, reject or ask for a revision of an order case',
        params: IdParam,
        body: OrderCaseReviewBody,
        response: oneCase,
      },
    },
    async (request) => ({
      result: await cases.reviewOrderCase(
        db,
        requireUser(request),
        request.params.id,
        request.body.decision,
        request.body.comment ?? '',
      ),
    }),
  );

  app.post(
    '/order_case/:id/status',
    {
      config: { access: 'manage_order_case' },
      schema: {
        ...common,
        summary: 'Dealer: resubmit a revised order case, cancel it or complete an approved one',
        params: IdParam,
        body: OrderCaseStatusBody,
        response: oneCase,
      },
    },
    async (request) => ({
      result: await cases.moveOrderCase(
        db,
        requireUser(request),
        request.params.id,
        'dealer',
        request.body.status,
        request.body.comment ?? '',
      ),
    }),
  );
};
