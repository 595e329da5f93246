// The home page's read: recent workspaces and bikes with open critical tasks, only of the shops the
// caller may see (a dealer: its own shop).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeSpecs, bikes, brands, workspaceTasks, workspaces } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';

export async function homeSummary(db: Db, user: CurrentUser, limit: number) {
  const shopIds = await visibleShopIds(db, user);
  if (shopIds.length === 0) return { recent_workspaces: [], critical_bikes: [] };
  const bike = { vin: bikes.vin, frame_number: bikes.frameNumber, model: bikeSpecs.name, brand: brands.name };
  const openTasks = sql<number>`(SELECT count(*)::int FROM workspace_tasks t WHERE t.workspace_id = ${workspaces.id} AND t.status = 'in_progress')`;
  const recent = await db
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
  // Open critical tasks of each bike's latest workspace (older workspaces' tasks are superseded).
  const critical = await db
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
  const byVin = new Map<
    string,
    {
      vin: string;
      frame_number: string;
      model: string;
      brand: string;
      workspace_id: number;
      critical_tasks: number;
      task_types: string[];
      updated_at: string;
    }
  >();
  for (const r of critical) {
    const entry = byVin.get(r.vin);
    if (entry) {
      entry.critical_tasks += 1;
      if (!entry.task_types.includes(r.task_type)) entry.task_types.push(r.task_type);
    } else {
      byVin.set(r.vin, {
        vin: r.vin,
        frame_number: r.frame_number,
        model: r.model,
        brand: r.brand,
        workspace_id: r.workspace_id,
        critical_tasks: 1,
        task_types: [r.task_type],
        updated_at: r.updated.toISOString(),
      });
    }
  }
  return {
    recent_workspaces: recent.map(({ updated, ...w }) => ({ ...w, updated_at: updated.toISOString() })),
    critical_bikes: [...byVin.values()].slice(0, limit),
  };
}
