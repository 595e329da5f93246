// Queries of the home page: the shops' recent workspaces, their bikes' open critical tasks and the
// caller's recent contact-us tickets.
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  bikeSpecs,
  bikes,
  brands,
  helpTickets,
  mailOutbox,
  workspaceTasks,
  workspaces,
} from '../../db/tables/index.ts';

const bike = { vin: bikes.vin, frame_number: bikes.frameNumber, model: bikeSpecs.name, brand: brands.name };

/** The shops' latest workspaces (up to `limit`) with their bike and open task count. */
export async function recentWorkspaces(db: Db, shopIds: number[], limit: number) {
  const openTasks = sql<number>`(SELECT count(*)::int FROM workspace_tasks t WHERE t.workspace_id = ${workspaces.id} AND t.status = 'in_progress')`;
  return db
    .select({
      id: workspaces.id,
      ...bike,
      health_score: workspaces.healthScore,
      open_tasks: openTasks,
      updated: workspaces.updatedAt,
    })
    .from(workspaces)
    .innerJoin(bikes, eq(bikes.id, workspaces.bikeId))
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId))
    .where(inArray(workspaces.bikeShopId, shopIds))
    .orderBy(desc(workspaces.updatedAt), desc(workspaces.id))
    .limit(limit);
}

/** Open critical tasks of each bike's latest workspace (older workspaces' tasks are superseded), newest first. */
export async function openCriticalTasks(db: Db, shopIds: number[]) {
  return db
    .select({
      ...bike,
      workspace_id: workspaces.id,
      task_type: workspaceTasks.taskType,
      updated: workspaceTasks.updatedAt,
    })
    .from(workspaceTasks)
    .innerJoin(workspaces, eq(workspaces.id, workspaceTasks.workspaceId))
    .innerJoin(bikes, eq(bikes.id, workspaces.bikeId))
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId))
    .where(
      and(
        inArray(workspaces.bikeShopId, shopIds),
        eq(workspaceTasks.level, 'critical'),
        eq(workspaceTasks.status, 'in_progress'),
        sql`${workspaces.id} = (SELECT max(w2.id) FROM workspaces w2 WHERE w2.bike_id = ${workspaces.bikeId} AND w2.bike_shop_id = ${workspaces.bikeShopId})`,
      ),
    )
    .orderBy(desc(workspaceTasks.updatedAt));
}

/** The latest tickets (up to `limit`) of the user or of the user's shop, each with its mail's state. */
export async function ticketsWithTheirMail(db: Db, userId: string, shopId: number | null, limit: number) {
  return db
    .select({
      t: helpTickets,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
    })
    .from(helpTickets)
    .leftJoin(mailOutbox, eq(mailOutbox.id, helpTickets.mailId))
    .where(
      shopId === null
        ? eq(helpTickets.userId, userId)
        : or(eq(helpTickets.userId, userId), eq(helpTickets.bikeShopId, shopId)),
    )
    .orderBy(desc(helpTickets.id))
    .limit(limit);
}
