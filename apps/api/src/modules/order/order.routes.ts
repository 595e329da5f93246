// Parts-order and order-case calls (docs/decisions/1400-warranty-claims-and-parts-orders.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok } from '../../lib/schema.ts';
import { reviewFlowRoutes } from '../../lib/review-flow-routes.ts';
import { requireUser } from '../../plugins/access.ts';
import { imageRoutes } from '../case/case-image.routes.ts';
import {
  CenterStatusBody,
  CreateOrderBody,
  DealerStatusBody,
  OpenOrderCaseBody,
  OrderCommentBody,
  OrderListQuery,
  OrderSchema,
  RefundBody,
} from './order.schemas.ts';
import * as orders from './order.service.ts';
import * as cases from './order-case.service.ts';
import { orderCaseRoutes } from './order-case.routes.ts';

export const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['parts orders'], security: [{ bearer: [] }] };
  const one = { 200: ok(OrderSchema) };
  const flow = reviewFlowRoutes(app, { tags: ['parts orders'], item: OrderSchema });

  flow.page(
    '/order',
    'get_order',
    'Orders the caller may see (dealer: own shop; service center: its regions), newest first',
    OrderListQuery,
    (user, query) => orders.listOrders(db, user, query),
  );

  app.post(
    '/order',
    {
      config: { access: 'manage_order' },
      schema: {
        ...common,
        summary: 'Order catalogue parts, for an approved claim or on their own',
        body: CreateOrderBody,
        response: one,
      },
    },
    async (request) => ({ result: await orders.createOrder(db, requireUser(request), request.body) }),
  );

  app.get(
    '/order/:id',
    {
      config: { access: 'get_order' },
      schema: {
        ...common,
        summary: 'An order with its history and order cases',
        params: IdParam,
        response: one,
      },
    },
    async (request) => ({ result: await orders.getOrder(db, requireUser(request), request.params.id) }),
  );

  flow.action(
    '/order/:id/receipt',
    'manage_order',
    'Dealer: cancel an order not yet confirmed, or confirm receipt of a shipped one',
    DealerStatusBody,
    (user, id, body) => orders.moveOrder(db, user, id, 'dealer', body.status, body.comment ?? ''),
  );
  flow.action(
    '/order/:id/status',
    'update_order_status',
    'Service center: confirm, ship (with a tracking number), mark delivered or cancel',
    CenterStatusBody,
    (user, id, body) =>
      orders.moveOrder(db, user, id, 'center', body.status, body.comment ?? '', body.tracking_number),
  );
  flow.action(
    '/order/:id/refund',
    'refund_order',
    'Service center: refund an amount with a reason',
    RefundBody,
    (user, id, body) => orders.refundOrder(db, user, id, body.amount_cents, body.reason),
  );
  flow.action(
    '/order/:id/comment',
    'get_order',
    'Comment on an order (either party)',
    OrderCommentBody,
    (user, id, body) => orders.commentOrder(db, user, id, body.comment),
  );
  flow.action(
    '/order/:id/case',
    'manage_order_case',
    'Dealer: report a wrong, damaged or missing delivery (an order case)',
    OpenOrderCaseBody,
    (user, id, body) => cases.openOrderCase(db, user, id, body),
  );

  // Called on this context like every module (decision 3310); the image routes need one of their own
  // for their multipart parser.
  await orderCaseRoutes(app, {});
  await app.register(
    imageRoutes({
      prefix: '/order_case',
      tag: 'parts orders',
      upload: 'manage_order_case',
      read: 'get_order_case',
    }),
  );
};
