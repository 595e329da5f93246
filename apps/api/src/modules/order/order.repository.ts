// Order queries, scoped in SQL like cases and claims (order cases: order-case.repository.ts).
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { bikeShops, orderEvents, orders, partSpecs, users } from '../../db/tables/index.ts';
import type { CaseScope } from '../case/case-scope.ts';
import { scopeWhere } from '../case/case-scope.repository.ts';
import type { OrderView } from './order.schemas.ts';

const orderSelect = (db: Db) =>
  db
    .select({ o: orders, shopName: bikeShops.name, createdBy: users.email })
    .from(orders)
    .innerJoin(bikeShops, eq(bikeShops.id, orders.bikeShopId))
    .innerJoin(users, eq(users.id, orders.createdBy));

const toOrder = (r: { o: typeof orders.$inferSelect; shopName: string; createdBy: string }): OrderView => ({
  id: r.o.id,
  status: r.o.status,
  bike_shop_id: r.o.bikeShopId,
  bike_shop_name: r.shopName,
  claim_id: r.o.claimId,
  lines: r.o.lines,
  note: r.o.note,
  tracking_number: r.o.trackingNumber,
  refunded_cents: r.o.refundedCents,
  created_by: r.createdBy,
  created_at: r.o.createdAt.toISOString(),
  updated_at: r.o.updatedAt.toISOString(),
});

export async function findOrder(db: Db, id: number, scope: CaseScope): Promise<OrderView | undefined> {
  const [row] = await orderSelect(db).where(and(eq(orders.id, id), scopeWhere(scope, orders.bikeShopId)));
  return row ? toOrder(row) : undefined;
}

async function paged<T>(
  count: () => Promise<{ n: number }[]>,
  rows: () => Promise<T[]>,
): Promise<{ items: T[]; total: number }> {
  const [c] = await count();
  return { items: await rows(), total: c?.n ?? 0 };
}

export function listOrders(
  db: Db,
  scope: CaseScope,
  filter: {
    status?: OrderView['status'] | undefined;
    claimId?: number | undefined;
    bikeShopId?: number | undefined;
  },
  page: number,
  pageSize: number,
) {
  const where = and(
    scopeWhere(scope, orders.bikeShopId),
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.claimId ? eq(orders.claimId, filter.claimId) : undefined,
    filter.bikeShopId ? eq(orders.bikeShopId, filter.bikeShopId) : undefined,
  );
  return paged(
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .innerJoin(bikeShops, eq(bikeShops.id, orders.bikeShopId))
        .where(where),
    async () =>
      (
        await orderSelect(db)
          .where(where)
          .orderBy(desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize)
      ).map(toOrder),
  );
}

export async function orderHistory(db: Db, orderId: number): Promise<NonNullable<OrderView['history']>> {
  const rows = await db
    .select({ e: orderEvents, email: users.email })
    .from(orderEvents)
    .innerJoin(users, eq(users.id, orderEvents.actorId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map(({ e, email }) => ({
    kind: e.kind,
    order_case_id: e.orderCaseId,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    amount_cents: e.amountCents,
    comment: e.comment,
    actor_email: email,
    created_at: e.createdAt.toISOString(),
  }));
}

export async function recordOrderEvent(db: Db, event: typeof orderEvents.$inferInsert): Promise<void> {
  await db.insert(orderEvents).values(event);
}

/** The names of those of `codes` that are catalogue part specs. */
export function partSpecNames(db: Db, codes: string[]): Promise<{ code: string; name: string }[]> {
  return db
    .select({ code: partSpecs.code, name: partSpecs.name })
    .from(partSpecs)
    .where(inArray(partSpecs.code, codes));
}

export async function insertOrder(db: Db, values: typeof orders.$inferInsert): Promise<number> {
  const [row] = await db.insert(orders).values(values).returning({ id: orders.id });
  return row!.id;
}

/** Moves an order still in `from` (with its tracking number when shipped); false when someone else moved it. */
export async function moveOrderStatus(
  db: Db,
  id: number,
  from: OrderStatus,
  to: OrderStatus,
  trackingNumber?: string,
): Promise<boolean> {
  const moved = await db
    .update(orders)
    .set({ status: to, updatedAt: new Date(), ...(trackingNumber ? { trackingNumber } : {}) })
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return moved.length > 0;
}

export async function setOrderRefunded(db: Db, id: number, refundedCents: number): Promise<void> {
  await db.update(orders).set({ refundedCents, updatedAt: new Date() }).where(eq(orders.id, id));
}
