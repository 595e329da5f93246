// Which shops' cases a user may see: a dealer its own shop; a service center the shops of its
// regions (its own center's region plus the account's service regions). Others → 404000, so a
// case id of another shop is indistinguishable from one that does not exist.
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { bikeShops, serviceCenters } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError } from '../../lib/app-error.ts';

export type CaseScope =
  { kind: 'shop'; bikeShopId: number } | { kind: 'regions'; regionIds: number[] } | { kind: 'none' };

export async function caseScopeOf(db: Db, user: CurrentUser): Promise<CaseScope> {
  const account = user.account;
  if (!account) return { kind: 'none' };
  if (account.role === 'dealer')
    return account.bikeShopId ? { kind: 'shop', bikeShopId: account.bikeShopId } : { kind: 'none' };
  const regionIds = new Set(account.serviceRegionIds);
  if (account.serviceCenterId) {
    const [center] = await db
      .select({ regionId: serviceCenters.regionId })
      .from(serviceCenters)
      .where(eq(serviceCenters.id, account.serviceCenterId));
    if (center) regionIds.add(center.regionId);
  }
  return { kind: 'regions', regionIds: [...regionIds] };
}

/** The dealer's own shop, for calls that write on its behalf; a user without one cannot. */
export function dealerShopId(user: CurrentUser): number {
  const shopId = user.account?.role === 'dealer' ? user.account.bikeShopId : null;
  if (!shopId)
    throw new AppError(403000, [
      { field: 'account', problem: 'only a dealer account with a bike shop can do this' },
    ]);
  return shopId;
}

export async function shopInScope(db: Db, scope: CaseScope, bikeShopId: number): Promise<boolean> {
  switch (scope.kind) {
    case 'none':
      return false;
    case 'shop':
      return scope.bikeShopId === bikeShopId;
    case 'regions': {
      const [shop] = await db
        .select({ regionId: bikeShops.regionId })
        .from(bikeShops)
        .where(eq(bikeShops.id, bikeShopId));
      return !!shop && scope.regionIds.includes(shop.regionId);
    }
  }
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
