// Bike search: a dealer types part of a VIN or frame number (often read off the frame, so case
// and surrounding spaces vary). Only the caller's shops are searched; exact matches come first.
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeSpecs, bikes, brands } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchBikes(db: Db, user: CurrentUser, q: string) {
  const term = q.trim().toUpperCase();
  const shopIds = await visibleShopIds(db, user);
  if (shopIds.length === 0 || term.length === 0) return [];
  const pattern = `%${escapeLike(term)}%`;
  const rows = await db
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
  return rows.map((r) => ({
    ...r,
    matched: r.vin.toUpperCase().includes(term) ? ('vin' as const) : ('frame_number' as const),
  }));
}
