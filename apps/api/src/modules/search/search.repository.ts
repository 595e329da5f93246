// Queries of the search: bikes by VIN or frame number, and the dealers (bike shops) of given shops.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeShops, bikeSpecs, bikes, brands, regions } from '../../db/tables/index.ts';

/** Up to 20 bikes of the shops whose VIN or frame number matches the LIKE pattern; exact `term` first. */
export async function bikesMatching(db: Db, shopIds: number[], term: string, pattern: string) {
  return db
    .select({
      vin: bikes.vin,
      frame_number: bikes.frameNumber,
      model: bikeSpecs.name,
      brand: brands.name,
      brand_id: brands.id,
    })
    .from(bikes)
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId))
    .where(
      and(
        inArray(bikes.bikeShopId, shopIds),
        or(ilike(bikes.vin, pattern), ilike(bikes.frameNumber, pattern)),
      ),
    )
    .orderBy(
      sql`(upper(${bikes.vin}) = ${term} OR upper(${bikes.frameNumber}) = ${term}) DESC`,
      asc(bikes.vin),
    )
    .limit(20);
}

/** The shops (up to 200, by name) with their counts; `pattern` (LIKE) filters on name or city. */
export async function dealersOfShops(db: Db, shopIds: number[], pattern: string | null) {
  return db
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
}
