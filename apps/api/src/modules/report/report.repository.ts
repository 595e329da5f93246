// Queries of the reports to the service center: the workspace and its open tasks at sending time, the
// shop's service center, and the stored report.
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bikeShops,
  bikeSpecs,
  bikes,
  reports,
  serviceCenters,
  workspaceTasks,
} from '../../db/tables/index.ts';
import { notFound } from '../../lib/app-error.ts';

/** The model name of the bike, or undefined when it is gone. */
export async function bikeModel(db: Db, bikeId: number) {
  const [bike] = await db
    .select({ model: bikeSpecs.name })
    .from(bikes)
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .where(eq(bikes.id, bikeId));
  return bike;
}

/** The workspace's tasks still in progress, oldest first. */
export async function openTasksOf(db: Db, workspaceId: number) {
  return db
    .select()
    .from(workspaceTasks)
    .where(and(eq(workspaceTasks.workspaceId, workspaceId), eq(workspaceTasks.status, 'in_progress')))
    .orderBy(asc(workspaceTasks.id));
}

/** The shop's own service center, else the first one of the shop's region. */
export async function serviceCenterOf(db: Db, bikeShopId: number) {
  const [shop] = await db.select().from(bikeShops).where(eq(bikeShops.id, bikeShopId));
  if (!shop) throw notFound();
  const [center] = shop.serviceCenterId
    ? await db.select().from(serviceCenters).where(eq(serviceCenters.id, shop.serviceCenterId))
    : await db
        .select()
        .from(serviceCenters)
        .where(eq(serviceCenters.regionId, shop.regionId))
        .orderBy(asc(serviceCenters.id))
        .limit(1);
  return { shop, center };
}

export async function insertReport(db: Db, report: typeof reports.$inferInsert) {
  const [row] = await db.insert(reports).values(report).returning();
  return row;
}
