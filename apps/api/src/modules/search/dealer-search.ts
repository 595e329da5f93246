// The dealers (bike shops) of a service center's regions, with how many of their cases wait for
// review: the service center's "dealers of my region" list. A dealer account sees only its shop.
import { Type } from 'typebox';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { dealersOfShops } from './search.repository.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';

export const DealerSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  city: Type.String(),
  country_code: Type.String(),
  region: Type.String(),
  email: Type.String(),
  phone_number: Type.String(),
  accounts: Type.Integer({ description: 'dealer accounts of the shop' }),
  bikes: Type.Integer(),
  pending_cases: Type.Integer(),
});

export async function searchDealers(db: Db, user: CurrentUser, q: string | undefined) {
  const shopIds = await visibleShopIds(db, user);
  if (shopIds.length === 0) return [];
  const term = q?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return dealersOfShops(db, shopIds, pattern);
}
