// The reference lists: brands, countries, regions and service centers, each in its display order.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { brands, countries, regions, serviceCenters } from '../../db/tables/index.ts';

export const listBrands = (db: Db) => db.select().from(brands).orderBy(asc(brands.id));
export const listCountries = (db: Db) => db.select().from(countries).orderBy(asc(countries.name));
export const listRegions = (db: Db) => db.select().from(regions).orderBy(asc(regions.id));
export const listServiceCenters = (db: Db) =>
  db.select().from(serviceCenters).orderBy(asc(serviceCenters.id));
