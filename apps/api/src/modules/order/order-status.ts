// The parts-order flow (docs/decisions/1400-warranty-claims-and-parts-orders.md): the service
// center confirms, ships (with a tracking number) and may cancel before shipping; the dealer may
// cancel an order not yet confirmed and confirm receipt of a shipped one.
import type { OrderStatus } from '@dealer/contracts';
import { assertMove, type StatusFlow } from '../../lib/status-flow.ts';

export type OrderActor = 'dealer' | 'center';

const OrderFlow: StatusFlow<OrderStatus, OrderActor> = {
  ordered: { confirmed: 'center', canceled: ['dealer', 'center'] },
  confirmed: { shipped: 'center', canceled: 'center' },
  shipped: { delivered: ['center', 'dealer'] },
  delivered: {},
  canceled: {},
};

/** A refund is a credit on an order the center accepted; never on one still unconfirmed or canceled. */
export const REFUNDABLE: readonly OrderStatus[] = ['confirmed', 'shipped', 'delivered'];
/** A wrong or damaged delivery can only be reported once something was shipped. */
export const CASE_OPENABLE: readonly OrderStatus[] = ['shipped', 'delivered'];

export const assertOrderMove = (from: OrderStatus, to: OrderStatus, actor: OrderActor) =>
  assertMove(OrderFlow, 'an order', from, to, actor);
