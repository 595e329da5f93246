// Parts orders: a dealer orders catalogue part specs (for an approved claim or on its own); the
// service center of the shop's region confirms, ships, cancels and refunds. Every move, comment and
// refund is an order event with its person; the other party hears of it through the outbox.
import type { OrderStatus } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { caseScopeOf, dealerShopId } from '../case/case-scope.ts';
import { findClaim } from '../claim/claim.repository.ts';
import { mailOtherParty } from '../claim/party-mail.ts';
import * as repo from './order.repository.ts';
import { casesOfOrder } from './order-case.repository.ts';
import { auditOrder } from './order-audit.ts';
import { assertOrderMove, REFUNDABLE, type OrderActor } from './order-status.ts';
import type { CreateOrderBody, OrderListQuery, OrderView } from './order.schemas.ts';

const euros = (cents: number) => `EUR ${(cents / 100).toFixed(2)}`;

/** The order if the caller may see it; with an actor, only the shop's dealer or a regional center. */
export async function orderFor(
  db: Db,
  user: CurrentUser,
  id: number,
  actor?: OrderActor,
): Promise<OrderView> {
  const scope = await caseScopeOf(db, user);
  if (actor && (actor === 'dealer') !== (scope.kind === 'shop')) throw notFound();
  const found = await repo.findOrder(db, id, scope);
  if (!found) throw notFound();
  return found;
}

export const notifyOrder = (
  db: Db,
  o: OrderView,
  actor: OrderActor,
  user: CurrentUser,
  what: string,
  comment: string,
) =>
  mailOtherParty(db, o.bike_shop_id, actor === 'center' ? 'reviewer' : 'dealer', {
    kind: 'order_status',
    subject: `Parts order ${o.id}: ${what}`,
    text: `Parts order ${o.id} of ${o.bike_shop_name}: ${what} (by ${user.email}).\n${comment ? `\n${comment}\n` : ''}`,
  });

export async function createOrder(db: Db, user: CurrentUser, body: CreateOrderBody): Promise<OrderView> {
  const shopId = dealerShopId(user);
  if (body.claim_id !== undefined) {
    const claim = await findClaim(db, body.claim_id, { kind: 'shop', bikeShopId: shopId });
    if (!claim) throw notFound();
    if (claim.status !== 'approved' && claim.status !== 'completed')
      throw new AppError(409800, [
        { field: 'body/claim_id', problem: `the claim is ${claim.status}, not approved` },
      ]);
  }
  const codes = body.lines.map((l) => l.part_spec_code);
  if (new Set(codes).size !== codes.length) throw badInput('body/lines', 'a part spec is listed twice');
  const specs = await repo.partSpecNames(db, codes);
  const missing = codes.filter((c) => !specs.some((s) => s.code === c));
  if (missing.length)
    throw new AppError(400701, [{ field: 'body/lines', problem: `unknown part spec ${missing.join(', ')}` }]);
  const lines = body.lines.map((l) => ({ ...l, name: specs.find((s) => s.code === l.part_spec_code)!.name }));
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const orderId = await repo.insertOrder(t, {
      bikeShopId: shopId,
      claimId: body.claim_id ?? null,
      lines,
      note: body.note ?? '',
      createdBy: user.id,
    });
    await repo.recordOrderEvent(t, {
      orderId,
      kind: 'status',
      toStatus: 'ordered',
      actorId: user.id,
      comment: body.note ?? '',
    });
    await auditOrder(t, user, 'create', orderId);
    const view = (await repo.findOrder(t, orderId, { kind: 'shop', bikeShopId: shopId }))!;
    await notifyOrder(
      t,
      view,
      'dealer',
      user,
      'ordered',
      lines.map((l) => `${l.quantity} x ${l.part_spec_code} ${l.name}`).join('\n'),
    );
    return orderId;
  });
  return getOrder(db, user, id);
}

export async function moveOrder(
  db: Db,
  user: CurrentUser,
  id: number,
  actor: OrderActor,
  to: OrderStatus,
  comment: string,
  trackingNumber?: string,
): Promise<OrderView> {
  const current = await orderFor(db, user, id, actor);
  assertOrderMove(current.status, to, actor);
  if (to === 'shipped' && !trackingNumber) throw badInput('body/tracking_number', 'is required to ship');
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!(await repo.moveOrderStatus(t, id, current.status, to, trackingNumber)))
      throw new AppError(409800, [{ field: 'status', problem: 'the order changed meanwhile; reload it' }]);
    const note = [trackingNumber ? `Tracking number ${trackingNumber}` : '', comment]
      .filter(Boolean)
      .join('\n');
    await repo.recordOrderEvent(t, {
      orderId: id,
      kind: 'status',
      fromStatus: current.status,
      toStatus: to,
      actorId: user.id,
      comment: note,
    });
    await auditOrder(t, user, 'status', id, current);
    await notifyOrder(t, current, actor, user, `${current.status} → ${to}`, note);
  });
  return getOrder(db, user, id);
}

export async function refundOrder(
  db: Db,
  user: CurrentUser,
  id: number,
  amountCents: number,
  reason: string,
) {
  const current = await orderFor(db, user, id, 'center');
  if (!REFUNDABLE.includes(current.status))
    throw new AppError(409800, [
      { field: 'status', problem: `a ${current.status} order cannot be refunded` },
    ]);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await repo.setOrderRefunded(t, id, current.refunded_cents + amountCents);
    await repo.recordOrderEvent(t, {
      orderId: id,
      kind: 'refund',
      amountCents,
      actorId: user.id,
      comment: reason,
    });
    await auditOrder(t, user, 'refund', id, current);
    await notifyOrder(t, current, 'center', user, `refund of ${euros(amountCents)}`, reason);
  });
  return getOrder(db, user, id);
}

export async function commentOrder(db: Db, user: CurrentUser, id: number, comment: string) {
  const current = await orderFor(db, user, id);
  const actor: OrderActor = user.account?.role === 'dealer' ? 'dealer' : 'center';
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await repo.recordOrderEvent(t, { orderId: id, kind: 'comment', actorId: user.id, comment });
    await notifyOrder(t, current, actor, user, 'new comment', comment);
  });
  return getOrder(db, user, id);
}

export async function getOrder(db: Db, user: CurrentUser, id: number): Promise<OrderView> {
  const found = await orderFor(db, user, id);
  const scope = await caseScopeOf(db, user);
  return {
    ...found,
    history: await repo.orderHistory(db, id),
    cases: await casesOfOrder(db, scope, id),
  };
}

export async function listOrders(db: Db, user: CurrentUser, query: OrderListQuery) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const { items, total } = await repo.listOrders(
    db,
    await caseScopeOf(db, user),
    { status: query.status, claimId: query.claim_id, bikeShopId: query.bike_shop_id },
    page,
    pageSize,
  );
  return { items, page, page_size: pageSize, total };
}
