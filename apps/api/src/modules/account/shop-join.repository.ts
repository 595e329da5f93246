// Requests to join an existing bike shop (decision 2650): one open request per user, listed for the
// shop's dealers, decided once.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeShops, shopJoinRequests, users } from '../../db/tables/index.ts';

export type JoinRequestRow = typeof shopJoinRequests.$inferSelect;
type NewJoinRequest = Pick<
  typeof shopJoinRequests.$inferInsert,
  'userId' | 'bikeShopId' | 'firstName' | 'lastName' | 'phoneNumber' | 'jobTitle'
>;

/** Files a request, withdrawing the user's open one first (the user chose another shop). */
export async function fileJoinRequest(db: Db, request: NewJoinRequest): Promise<JoinRequestRow> {
  await withdrawOpenRequests(db, request.userId);
  const [row] = await db.insert(shopJoinRequests).values(request).returning();
  return row!;
}

export async function withdrawOpenRequests(db: Db, userId: string): Promise<void> {
  await db
    .update(shopJoinRequests)
    .set({ status: 'withdrawn', decidedAt: new Date() })
    .where(and(eq(shopJoinRequests.userId, userId), eq(shopJoinRequests.status, 'pending')));
}

/** The user's latest request that is still open or was turned down, with its shop's name. */
export async function latestJoinRequest(db: Db, userId: string) {
  const [row] = await db
    .select({ request: shopJoinRequests, shopName: bikeShops.name, shopCity: bikeShops.city })
    .from(shopJoinRequests)
    .innerJoin(bikeShops, eq(bikeShops.id, shopJoinRequests.bikeShopId))
    .where(
      and(eq(shopJoinRequests.userId, userId), inArray(shopJoinRequests.status, ['pending', 'rejected'])),
    )
    .orderBy(desc(shopJoinRequests.createdAt), desc(shopJoinRequests.id))
    .limit(1);
  return row;
}

export async function openRequestsOfShop(db: Db, bikeShopId: number) {
  return db
    .select({ request: shopJoinRequests, email: users.email })
    .from(shopJoinRequests)
    .innerJoin(users, eq(users.id, shopJoinRequests.userId))
    .where(and(eq(shopJoinRequests.bikeShopId, bikeShopId), eq(shopJoinRequests.status, 'pending')))
    .orderBy(shopJoinRequests.createdAt, shopJoinRequests.id);
}

export async function openRequest(
  db: Db,
  bikeShopId: number,
  id: number,
): Promise<JoinRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(shopJoinRequests)
    .where(
      and(
        eq(shopJoinRequests.id, id),
        eq(shopJoinRequests.bikeShopId, bikeShopId),
        eq(shopJoinRequests.status, 'pending'),
      ),
    )
    .for('update');
  return row;
}

export async function decideRequest(
  db: Db,
  id: number,
  status: 'approved' | 'rejected',
  decidedBy: string,
): Promise<JoinRequestRow> {
  const [row] = await db
    .update(shopJoinRequests)
    .set({ status, decidedAt: new Date(), decidedBy })
    .where(eq(shopJoinRequests.id, id))
    .returning();
  return row!;
}
