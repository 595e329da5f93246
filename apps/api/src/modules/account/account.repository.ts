// Account attributes (role, person, shop or center, service regions) of a user.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountAttributes } from '../../db/tables/index.ts';

export type AccountRow = typeof accountAttributes.$inferSelect;
export type NewAccountRow = typeof accountAttributes.$inferInsert;

export async function accountOf(db: Db, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accountAttributes)
    .where(eq(accountAttributes.userId, userId))
    .limit(1);
  return row;
}

export async function insertAccount(db: Db, row: NewAccountRow): Promise<void> {
  await db.insert(accountAttributes).values(row);
}

export async function updateAccount(db: Db, userId: string, changes: Partial<NewAccountRow>): Promise<void> {
  await db
    .update(accountAttributes)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(accountAttributes.userId, userId));
}

/** Dealers serve their shop's region: keeps their service regions in step when the shop moves. */
export async function setShopDealersRegion(db: Db, bikeShopId: number, regionId: number): Promise<void> {
  await db
    .update(accountAttributes)
    .set({ serviceRegionIds: [regionId], updatedAt: new Date() })
    .where(and(eq(accountAttributes.bikeShopId, bikeShopId), eq(accountAttributes.role, 'dealer')));
}
