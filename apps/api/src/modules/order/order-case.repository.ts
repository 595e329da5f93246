// Order-case queries, scoped in SQL like cases and claims: the views, their filters and the case row's
// writes.
import { and, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { CaseStatus } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { bikeShops, caseImages, orderCases, orders, users } from '../../db/tables/index.ts';
import { photoIdsByOwner } from '../case/case-trail.repository.ts';
import type { CaseScope } from '../case/case-scope.ts';
import { scopeWhere } from '../case/case-scope.repository.ts';
import type { OrderCaseView } from './order.schemas.ts';

/** What a list of order cases is narrowed by; each field left out narrows nothing. */
export interface OrderCaseFilter {
  statuses?: CaseStatus[];
  bikeShopId?: number;
  olderThanDays?: number;
}

const filterWhere = (filter: OrderCaseFilter): SQL | undefined =>
  and(
    filter.statuses ? inArray(orderCases.status, filter.statuses) : undefined,
    filter.bikeShopId ? eq(orders.bikeShopId, filter.bikeShopId) : undefined,
    filter.olderThanDays === undefined
      ? undefined
      : lte(orderCases.createdAt, new Date(Date.now() - filter.olderThanDays * 86_400_000)),
  );

const caseSelect = (db: Db) =>
  db
    .select({ c: orderCases, shopId: orders.bikeShopId, shopName: bikeShops.name, createdBy: users.email })
    .from(orderCases)
    .innerJoin(orders, eq(orders.id, orderCases.orderId))
    .innerJoin(bikeShops, eq(bikeShops.id, orders.bikeShopId))
    .innerJoin(users, eq(users.id, orderCases.createdBy));

async function orderCaseViews(db: Db, scope: CaseScope, where: SQL | undefined, limit = 100, offset = 0) {
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

export async function countOrderCases(db: Db, scope: CaseScope, filter: OrderCaseFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderCases)
    .innerJoin(orders, eq(orders.id, orderCases.orderId))
    .innerJoin(bikeShops, eq(bikeShops.id, orders.bikeShopId))
    .where(and(scopeWhere(scope, orders.bikeShopId), filterWhere(filter)));
  return row?.n ?? 0;
}

/** One order case in the scope. */
export async function findOrderCase(
  db: Db,
  scope: CaseScope,
  id: number,
): Promise<OrderCaseView | undefined> {
  const [found] = await orderCaseViews(db, scope, eq(orderCases.id, id), 1);
  return found;
}

/** The cases of one order in the scope, newest first. */
export function casesOfOrder(db: Db, scope: CaseScope, orderId: number): Promise<OrderCaseView[]> {
  return orderCaseViews(db, scope, eq(orders.id, orderId));
}

/** One page of the order cases in the scope that pass the filter, newest first. */
export function listOrderCases(
  db: Db,
  scope: CaseScope,
  filter: OrderCaseFilter,
  limit: number,
  offset: number,
): Promise<OrderCaseView[]> {
  return orderCaseViews(db, scope, filterWhere(filter), limit, offset);
}

export async function insertOrderCase(db: Db, values: typeof orderCases.$inferInsert): Promise<number> {
  const [row] = await db.insert(orderCases).values(values).returning({ id: orderCases.id });
  return row!.id;
}

/** Moves an order case still in `from`; false when someone else moved it in between. */
export async function moveOrderCaseStatus(
  db: Db,
  id: number,
  from: CaseStatus,
  to: CaseStatus,
): Promise<boolean> {
  const moved = await db
    .update(orderCases)
    .set({ status: to, updatedAt: new Date() })
    .where(and(eq(orderCases.id, id), eq(orderCases.status, from)))
    .returning({ id: orderCases.id });
  return moved.length > 0;
}

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
