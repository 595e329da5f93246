// The queries behind a user's case scope (case-scope.ts), and the scope as SQL for the lists.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { bikeShops, serviceCenters } from '../../db/tables/index.ts';
import type { CaseScope } from './case-scope.ts';

export async function regionOfCenter(db: Db, serviceCenterId: number): Promise<number | undefined> {
  const [center] = await db
    .select({ regionId: serviceCenters.regionId })
    .from(serviceCenters)
    .where(eq(serviceCenters.id, serviceCenterId));
  return center?.regionId;
}

export async function regionOfBikeShop(db: Db, bikeShopId: number): Promise<number | undefined> {
  const [shop] = await db
    .select({ regionId: bikeShops.regionId })
    .from(bikeShops)
    .where(eq(bikeShops.id, bikeShopId));
  return shop?.regionId;
}

/**
 * The scope as SQL over a record's shop column; a regions scope needs bike_shops joined on it.
 * Every read that lists cases, claims or orders puts tenancy into the query this way.
 */
export function scopeWhere(scope: CaseScope, shopColumn: PgColumn): SQL {
  switch (scope.kind) {
    case 'none':
      return sql`false`;
    case 'shop':
      return eq(shopColumn, scope.bikeShopId);
    case 'regions':
      return scope.regionIds.length ? inArray(bikeShops.regionId, scope.regionIds) : sql`false`;
  }
}
