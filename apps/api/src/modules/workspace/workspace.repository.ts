// Workspace queries: the shops a user's role reaches, bikes and workspaces by key, workspace sessions,
// and the bike a suggestion points at.
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bikeParts, bikeShops, bikes, workspaceSessions, workspaces } from '../../db/tables/index.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;

/** The shops of the given service regions. */
export async function shopIdsInRegions(db: Db, regionIds: number[]): Promise<number[]> {
  const rows = await db
    .select({ id: bikeShops.id })
    .from(bikeShops)
    .where(inArray(bikeShops.regionId, regionIds));
  return rows.map((r) => r.id);
}

export async function findBikeByVin(db: Db, vin: string) {
  const [bike] = await db.select().from(bikes).where(eq(bikes.vin, vin));
  return bike;
}

const workspaceById = preparedPerDatabase((db) =>
  db
    .select()
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder('id')))
    .prepare('workspace_by_id'),
);

/** Every workspace call starts here: prepared (decision 1307). */
export async function findWorkspace(db: Db, id: number): Promise<WorkspaceRow | undefined> {
  const [ws] = await workspaceById(db).execute({ id });
  return ws;
}

export async function insertWorkspace(db: Db, values: typeof workspaces.$inferInsert): Promise<WorkspaceRow> {
  const [ws] = await db.insert(workspaces).values(values).returning();
  return ws!;
}

export async function insertWorkspaceSession(
  db: Db,
  values: typeof workspaceSessions.$inferInsert,
): Promise<void> {
  await db.insert(workspaceSessions).values(values);
}

/** Whether a workspace session exists and was not revoked. */
export async function isSessionLive(db: Db, sessionId: string): Promise<boolean> {
  const [session] = await db
    .select({ id: workspaceSessions.id })
    .from(workspaceSessions)
    .where(and(eq(workspaceSessions.id, sessionId), isNull(workspaceSessions.revokedAt)));
  return session !== undefined;
}

/** The VIN when a bike with it is at the shop. */
export async function vinAtShop(db: Db, vin: string, shopId: number): Promise<string | null> {
  const [b] = await db
    .select({ vin: bikes.vin })
    .from(bikes)
    .where(and(eq(bikes.vin, vin), eq(bikes.bikeShopId, shopId)));
  return b?.vin ?? null;
}

/** The shop's bike whose fitted parts share the most module ids with `moduleIds` (ties: lowest VIN). */
export async function vinMatchingModules(
  db: Db,
  moduleIds: string[],
  shopId: number,
): Promise<string | null> {
  const [b] = await db
    .select({ vin: bikes.vin, hits: sql<number>`count(*)::int` })
    .from(bikeParts)
    .innerJoin(bikes, eq(bikes.id, bikeParts.bikeId))
    .where(
      and(inArray(bikeParts.moduleId, moduleIds), isNull(bikeParts.removedAt), eq(bikes.bikeShopId, shopId)),
    )
    .groupBy(bikes.vin)
    .orderBy(desc(sql`count(*)`), bikes.vin)
    .limit(1);
  return b?.vin ?? null;
}

/** The newest workspace of a bike at a shop. */
export async function latestWorkspaceOfBike(
  db: Db,
  vin: string,
  shopId: number,
): Promise<WorkspaceRow | undefined> {
  const [ws] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.vin, vin), eq(workspaces.bikeShopId, shopId)))
    .orderBy(desc(workspaces.createdAt), desc(workspaces.id))
    .limit(1);
  return ws;
}
