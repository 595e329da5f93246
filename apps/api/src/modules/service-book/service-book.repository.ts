// Service book queries.
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  bikeShops,
  bikes,
  serviceBookEntries,
  serviceBookEntryVersions,
  serviceBookShopCounts,
  users,
} from '../../db/tables/index.ts';
import type { CaseScope } from '../case/case-scope.ts';
import type { EntryVersionView, EntryView } from './service-book.schemas.ts';

type Row = { e: typeof serviceBookEntries.$inferSelect; shopName: string; email: string };

const toView = ({ e, shopName, email }: Row): EntryView => ({
  id: e.id,
  vin: e.vin,
  bike_shop_id: e.bikeShopId,
  bike_shop_name: shopName,
  workspace_id: e.workspaceId,
  title: e.title,
  description: e.description,
  status: e.status,
  performed_at: e.performedAt?.toISOString() ?? null,
  odometer_km: e.odometerKm,
  labour_minutes: e.labourMinutes,
  technician: e.technician,
  parts: e.parts,
  version: e.version,
  created_by: email,
  created_at: e.createdAt.toISOString(),
  updated_at: e.updatedAt.toISOString(),
});

const select = (db: Db) =>
  db
    .select({ e: serviceBookEntries, shopName: bikeShops.name, email: users.email })
    .from(serviceBookEntries)
    .innerJoin(bikeShops, eq(bikeShops.id, serviceBookEntries.bikeShopId))
    .innerJoin(users, eq(users.id, serviceBookEntries.createdBy));

export async function findEntry(db: Db, id: number): Promise<EntryView | undefined> {
  const [row] = await select(db).where(eq(serviceBookEntries.id, id));
  return row ? toView(row) : undefined;
}

const newestFirst = [
  desc(sql`coalesce(${serviceBookEntries.performedAt}, ${serviceBookEntries.createdAt})`),
  desc(serviceBookEntries.id),
];

/** A dealer's list, the most read: its page and its kept count, prepared once per database. */
const shopPage = preparedPerDatabase((db) =>
  select(db)
    .where(eq(serviceBookEntries.bikeShopId, sql.placeholder('shop')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('service_book_shop_page'),
);
const shopTotal = preparedPerDatabase((db) =>
  db
    .select({ n: sql<number>`coalesce(sum(${serviceBookShopCounts.entries}), 0)::int` })
    .from(serviceBookShopCounts)
    .innerJoin(bikeShops, eq(bikeShops.id, serviceBookShopCounts.bikeShopId))
    .where(eq(serviceBookShopCounts.bikeShopId, sql.placeholder('shop')))
    .prepare('service_book_shop_total'),
);

/** Entries of one bike (its whole book, whichever shop wrote them), or of the scope's shops. */
export async function listEntries(
  db: Db,
  where: { vin: string } | { scope: CaseScope },
  page: number,
  pageSize: number,
) {
  if ('scope' in where && where.scope.kind === 'shop') {
    const values = { shop: where.scope.bikeShopId, limit: pageSize, offset: (page - 1) * pageSize };
    // Sent together: the second waits in the database's queue, not for a round trip of the first.
    const [[count], rows] = await Promise.all([shopTotal(db).execute(values), shopPage(db).execute(values)]);
    return { items: rows.map(toView), total: count?.n ?? 0 };
  }
  let condition: SQL;
  if ('vin' in where) condition = eq(serviceBookEntries.vin, where.vin);
  else if (where.scope.kind === 'regions' && where.scope.regionIds.length)
    condition = inArray(bikeShops.regionId, where.scope.regionIds);
  else condition = sql`false`;
  const total = await countEntries(db, where, condition);
  const rows = await select(db)
    .where(condition)
    .orderBy(...newestFirst)
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toView), total };
}

/** A bike's entries are counted (a few); a region's come from the kept counts (0741). */
async function countEntries(db: Db, where: { vin: string } | { scope: CaseScope }, condition: SQL) {
  if ('vin' in where || where.scope.kind !== 'regions' || !where.scope.regionIds.length) {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(serviceBookEntries)
      .innerJoin(bikeShops, eq(bikeShops.id, serviceBookEntries.bikeShopId))
      .where(condition);
    return count?.n ?? 0;
  }
  const [count] = await db
    .select({ n: sql<number>`coalesce(sum(${serviceBookShopCounts.entries}), 0)::int` })
    .from(serviceBookShopCounts)
    .innerJoin(bikeShops, eq(bikeShops.id, serviceBookShopCounts.bikeShopId))
    .where(inArray(bikeShops.regionId, where.scope.regionIds));
  return count?.n ?? 0;
}

export async function deletePending(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(serviceBookEntries)
    .where(and(eq(serviceBookEntries.id, id), eq(serviceBookEntries.status, 'pending')))
    .returning({ id: serviceBookEntries.id });
  return deleted.length === 1;
}

/** The versions an entry's edits replaced, newest first. */
export async function versionsOf(db: Db, entryId: number): Promise<EntryVersionView[]> {
  const rows = await db
    .select({ v: serviceBookEntryVersions, email: users.email })
    .from(serviceBookEntryVersions)
    .innerJoin(users, eq(users.id, serviceBookEntryVersions.changedBy))
    .where(eq(serviceBookEntryVersions.entryId, entryId))
    .orderBy(desc(serviceBookEntryVersions.version));
  return rows.map(({ v, email }) => ({
    version: v.version,
    changed_by: email,
    changed_at: v.changedAt.toISOString(),
    entry: v.snapshot as EntryVersionView['entry'],
  }));
}

/** The shop a bike is registered to (null: none; undefined: no such bike). */
export async function shopOfBike(db: Db, vin: string): Promise<{ shopId: number | null } | undefined> {
  const [bike] = await db.select({ shopId: bikes.bikeShopId }).from(bikes).where(eq(bikes.vin, vin));
  return bike;
}

export async function insertEntry(db: Db, values: typeof serviceBookEntries.$inferInsert): Promise<number> {
  const [row] = await db.insert(serviceBookEntries).values(values).returning({ id: serviceBookEntries.id });
  return row!.id;
}

/**
 * Saves an edit of an entry still at `version` (the version check again, in the row: two saves at once
 * cannot both win) and keeps the entry as it was as that version; false when someone saved first.
 */
export async function saveEntryVersion(
  db: Db,
  id: number,
  version: number,
  changes: Partial<typeof serviceBookEntries.$inferInsert>,
  previous: Omit<typeof serviceBookEntryVersions.$inferInsert, 'entryId' | 'version'>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(serviceBookEntries)
      .set({ ...changes, version: version + 1, updatedAt: new Date() })
      .where(and(eq(serviceBookEntries.id, id), eq(serviceBookEntries.version, version)))
      .returning({ id: serviceBookEntries.id });
    if (updated.length !== 1) return false;
    await tx.insert(serviceBookEntryVersions).values({ entryId: id, version, ...previous });
    return true;
  });
}
