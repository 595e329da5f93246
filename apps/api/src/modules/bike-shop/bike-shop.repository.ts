// Bike shops, service centers, regions and countries as the account calls need them.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeShops, countries, regions, serviceCenters } from '../../db/tables/index.ts';

export type BikeShopRow = typeof bikeShops.$inferSelect;
export type ServiceCenterRow = typeof serviceCenters.$inferSelect;
export type NewBikeShop = typeof bikeShops.$inferInsert;

export function toBikeShop(row: BikeShopRow) {
  return {
    id: row.id,
    name: row.name,
    postal_code: row.postalCode,
    phone_number: row.phoneNumber,
    address: row.address,
    city: row.city,
    country_code: row.countryCode,
    region_id: row.regionId,
    service_center_id: row.serviceCenterId,
    email: row.email,
  };
}

export function toServiceCenter(row: ServiceCenterRow) {
  return {
    id: row.id,
    name: row.name,
    region_id: row.regionId,
    country_code: row.countryCode,
    email: row.email,
    phone_number: row.phoneNumber,
  };
}

/** Postal codes compare without spaces and case ("sw1a 1aa" = "SW1A1AA"). */
const postalKey = (postalCode: string) => postalCode.replace(/\s+/g, '').toUpperCase();

export async function shopsByPostalCode(db: Db, postalCode: string): Promise<BikeShopRow[]> {
  return db
    .select()
    .from(bikeShops)
    .where(sql`upper(regexp_replace(${bikeShops.postalCode}, '\\s+', '', 'g')) = ${postalKey(postalCode)}`)
    .orderBy(asc(bikeShops.id));
}

export async function shopById(db: Db, id: number): Promise<BikeShopRow | undefined> {
  const [row] = await db.select().from(bikeShops).where(eq(bikeShops.id, id)).limit(1);
  return row;
}

export async function insertShop(db: Db, shop: NewBikeShop): Promise<BikeShopRow> {
  const [row] = await db.insert(bikeShops).values(shop).returning();
  return row!;
}

export async function updateShop(db: Db, id: number, changes: Partial<NewBikeShop>): Promise<BikeShopRow> {
  const [row] = await db
    .update(bikeShops)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bikeShops.id, id))
    .returning();
  return row!;
}

export async function serviceCenterById(db: Db, id: number): Promise<ServiceCenterRow | undefined> {
  const [row] = await db.select().from(serviceCenters).where(eq(serviceCenters.id, id)).limit(1);
  return row;
}

/** The center a new shop of a region is looked after by when none was chosen: the region's first. */
export async function defaultServiceCenter(db: Db, regionId: number): Promise<ServiceCenterRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceCenters)
    .where(eq(serviceCenters.regionId, regionId))
    .orderBy(asc(serviceCenters.id))
    .limit(1);
  return row;
}

export async function regionsExist(db: Db, ids: number[]): Promise<boolean> {
  const unique = [...new Set(ids)];
  if (!unique.length) return true;
  const rows = await db.select({ id: regions.id }).from(regions).where(inArray(regions.id, unique));
  return rows.length === unique.length;
}

export async function countryExists(db: Db, code: string): Promise<boolean> {
  const rows = await db
    .select({ code: countries.code })
    .from(countries)
    .where(eq(countries.code, code.toUpperCase()))
    .limit(1);
  return rows.length === 1;
}

/** Every service center of the region (id and mail address). */
export async function serviceCentersOfRegion(db: Db, regionId: number) {
  return db
    .select({ id: serviceCenters.id, email: serviceCenters.email })
    .from(serviceCenters)
    .where(eq(serviceCenters.regionId, regionId));
}
