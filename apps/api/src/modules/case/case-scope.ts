// Which shops' cases a user may see: a dealer its own shop; a service center the shops of its
// regions (its own center's region plus the account's service regions). Others → 404000, so a
// case id of another shop is indistinguishable from one that does not exist.
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError } from '../../lib/app-error.ts';
import { regionOfBikeShop, regionOfCenter } from './case-scope.repository.ts';

export type CaseScope =
  { kind: 'shop'; bikeShopId: number } | { kind: 'regions'; regionIds: number[] } | { kind: 'none' };

export async function caseScopeOf(db: Db, user: CurrentUser): Promise<CaseScope> {
  const account = user.account;
  if (!account) return { kind: 'none' };
  if (account.role === 'dealer')
    return account.bikeShopId ? { kind: 'shop', bikeShopId: account.bikeShopId } : { kind: 'none' };
  const regionIds = new Set(account.serviceRegionIds);
  if (account.serviceCenterId) {
    const regionId = await regionOfCenter(db, account.serviceCenterId);
    if (regionId !== undefined) regionIds.add(regionId);
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
      const regionId = await regionOfBikeShop(db, bikeShopId);
      return regionId !== undefined && scope.regionIds.includes(regionId);
    }
  }
}
