// The dealers (bike shops) of a service center's regions, with how many of their cases wait for
// review: the service center's "dealers of my region" list. A dealer account sees only its shop.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/database.ts';
import { bikeShops, regions } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
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
  const rows = await db
    .select({
      id: bikeShops.id,
      name: bikeShops.name,
      city: bikeShops.city,
      country_code: bikeShops.countryCode,
      region: regions.name,
      email: bikeShops.email,
      phone_number: bikeShops.phoneNumber,
      accounts: sql<number>`(SELECT count(*)::int FROM account_attributes a WHERE a.bike_shop_id = ${bikeShops.id} AND a.role = 'dealer')`,
      bikes: sql<number>`(SELECT count(*)::int FROM bikes b WHERE b.bike_shop_id = ${bikeShops.id})`,
      pending_cases: sql<number>`(SELECT count(*)::int FROM cases c WHERE c.bike_shop_id = ${bikeShops.id} AND c.status = 'pending')`,
    })
    .from(bikeShops)
    .innerJoin(regions, eq(regions.id, bikeShops.regionId))
    .where(
      and(
        inArray(bikeShops.id, shopIds),
        pattern ? or(ilike(bikeShops.name, pattern), ilike(bikeShops.city, pattern)) : undefined,
      ),
    )
    .orderBy(asc(bikeShops.name))
    .limit(200);
  return rows;
}
