// Order-case calls: the dealer's list and moves, the service center's queue and review.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { reviewFlowRoutes } from '../../lib/review-flow-routes.ts';
import {
  OrderCaseQuery,
  OrderCaseReviewBody,
  OrderCaseSchema,
  OrderCaseStatusBody,
} from './order.schemas.ts';
import * as cases from './order-case.service.ts';

export const orderCaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const flow = reviewFlowRoutes(app, { tags: ['parts orders'], item: OrderCaseSchema });

  flow.page(
    '/order_case',
    'get_order_case',
    'Order cases the caller may see',
    OrderCaseQuery,
    (user, query) => cases.listOrderCases(db, user, query),
  );
  flow.page(
    '/order_case/review',
    'review_order_case',
    'Review queue: order cases of the center’s regions, pending unless status says otherwise',
    OrderCaseQuery,
    (user, query) => cases.listOrderCases(db, user, query, true),
  );
  flow.action(
    '/order_case/:id/review',
    'review_order_case',
    'Service center: approve, reject or ask for a revision of an order case',
    OrderCaseReviewBody,
    (user, id, body) => cases.reviewOrderCase(db, user, id, body.decision, body.comment ?? ''),
  );
  flow.action(
    '/order_case/:id/status',
    'manage_order_case',
    'Dealer: resubmit a revised order case, cancel it or complete an approved one',
    OrderCaseStatusBody,
    (user, id, body) => cases.moveOrderCase(db, user, id, 'dealer', body.status, body.comment ?? ''),
  );
};
