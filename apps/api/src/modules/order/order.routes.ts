// Parts-order and order-case calls (docs/decisions/1400-warranty-claims-and-parts-orders.md).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParam, ok, PageOf } from '../../lib/schema.ts';
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

  app.get(
    '/order',
    {
      config: { access: 'get_order' },
      schema: {
        ...common,
        summary: 'Orders the caller may see (dealer: own shop; service center: its regions), newest first',
        querystring: OrderListQuery,
        response: { 200: ok(PageOf(OrderSchema)) },
      },
    },
    async (request) => ({ result: await orders.listOrders(db, requireUser(request), request.query) }),
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

  app.post(
    '/order/:id/receipt',
    {
      config: { access: 'manage_order' },
      schema: {
        ...common,
        summary: 'Dealer: cancel an order not yet confirmed, or confirm receipt of a shipped one',
        params: IdParam,
        body: DealerStatusBody,
        response: one,
      },
    },
    async (request) => ({
      result: await orders.moveOrder(
        db,
        requireUser(request),
        request.params.id,
        'dealer',
        request.body.status,
        request.body.comment ?? '',
      ),
    }),
  );

  app.post(
    '/order/:id/status',
    {
      config: { access: 'update_order_status' },
      schema: {
        ...common,
        summary: 'Service center: confirm, ship (with a tracking number), mark delivered or cancel',
        params: IdParam,
        body: CenterStatusBody,
        response: one,
      },
    },
    async (request) => ({
      result: await orders.moveOrder(
        db,
        requireUser(request),
        request.params.id,
        'center',
        request.body.status,
        request.body.comment ?? '',
        request.body.tracking_number,
      ),
    }),
  );

  app.post(
    '/order/:id/refund',
    {
      config: { access: 'refund_order' },
      schema: {
        ...common,
        summary: 'Service center: refund an amount with a reason',
        params: IdParam,
        body: RefundBody,
        response: one,
      },
    },
    async (request) => ({
      result: await orders.refundOrder(
        db,
        requireUser(request),
        request.params.id,
        request.body.amount_cents,
        request.body.reason,
      ),
    }),
  );

  app.post(
    '/order/:id/comment',
    {
      config: { access: 'get_order' },
      schema: {
        ...common,
        summary: 'Comment on an order (either party)',
        params: IdParam,
        body: OrderCommentBody,
        response: one,
      },
    },
    async (request) => ({
      result: await orders.commentOrder(db, requireUser(request), request.params.id, request.body.comment),
    }),
  );

  app.post(
    '/order/:id/case',
    {
      config: { access: 'manage_order_case' },
      schema: {
        ...common,
        summary: 'Dealer: report a wrong, damaged or missing delivery (an order case)',
        params: IdParam,
        body: OpenOrderCaseBody,
        response: one,
      },
    },
    async (request) => ({
      result: await cases.openOrderCase(db, requireUser(request), request.params.id, request.body),
    }),
  );

  await app.register(orderCaseRoutes);
  await app.register(
    imageRoutes({
      prefix: '/order_case',
      tag: 'parts orders',
      upload: 'manage_order_case',
      read: 'get_order_case',
    }),
  );
};
