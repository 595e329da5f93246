// Order and order-case queries, scoped in SQL like cases and claims.
import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeShops, caseImages, orderCases, orderEvents, orders, users } from '../../db/tables/index.ts';
import { photoIdsByOwner } from '../case/case-trail.repository.ts';
import type { CaseScope } from '../case/case-scope.ts';
import { scopeWhere } from '../case/case-scope.repository.ts';
import type { OrderCaseView, OrderView } from './order.schemas.ts';

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

const caseSelect = (db: Db) =>
  db
    .select({ c: orderCases, shopId: orders.bikeShopId, shopName: bikeShops.name, createdBy: users.email })
    .from(orderCases)
    .innerJoin(orders, eq(orders.id, orderCases.orderId))
    .innerJoin(bikeShops, eq(bikeShops.id, orders.bikeShopId))
    .innerJoin(users, eq(users.id, orderCases.createdBy));

export async function orderCaseViews(
  db: Db,
  scope: CaseScope,
  where: SQL | undefined,
  limit = 100,
  offset = 0,
) {
  const rows = await caseSelect(db)
    .where(and(scopeWhere(scope, orders.bikeShopId), where))
    .orderBy(desc(orderCases.id))
    .limit(limit)
    .offset(offset);
  const photos = await photoIdsByOwner(
    db,
    'orderCaseId',
    rows.map((r) => r.c.id),
  );
  return rows.map((r): OrderCaseView => ({
    id: r.c.id,
    order_id: r.c.orderId,
    bike_shop_id: r.shopId,
    bike_shop_name: r.shopName,
    kind: r.c.kind,
    status: r.c.status,
    description: r.c.description,
    image_ids: photos.get(r.c.id) ?? [],
    created_by: r.createdBy,
    created_at: r.c.createdAt.toISOString(),
    updated_at: r.c.updatedAt.toISOString(),
  }));
}

export async function countOrderCases(db: Db, scope: CaseScope, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderCases)
    .innerJoin(orders, eq(orders.id, orderCases.orderId))
    .innerJoin(bikeShops, eq(bikeShops.id, orders.bikeShopId))
    .where(and(scopeWhere(scope, orders.bikeShopId), where));
  return row?.n ?? 0;
}

export const olderThan = (days: number | undefined): SQL | undefined =>
  days === undefined ? undefined : lte(orderCases.createdAt, new Date(Date.now() - days * 86_400_000));

/** Links free photos of the shop (cited by no case, claim or other order case) to an order case. */
export async function linkOrderCaseImages(db: Db, caseId: number, shopId: number, imageIds: string[]) {
  if (!imageIds.length) return true;
  const linked = await db
    .update(caseImages)
    .set({ orderCaseId: caseId })
    .where(
      and(
        inArray(caseImages.id, imageIds),
        eq(caseImages.bikeShopId, shopId),
        sql`${caseImages.caseId} IS NULL AND ${caseImages.claimId} IS NULL AND ${caseImages.orderCaseId} IS NULL`,
      ),
    )
    .returning({ id: caseImages.id });
  return linked.length === imageIds.length;
}
export const orderShopColumn = orders.bikeShopId;
