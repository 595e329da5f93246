// Bike queries: a bike with its model, brand and components in one prepared statement, its service
// history rows, HMI error-code logs and its picture.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import {
  bikeErrorCodeLogs,
  bikeParts,
  bikeSpecs,
  bikes,
  brands,
  partSpecs,
  users,
  workspaceActivities,
  workspaceTasks,
} from '../../db/tables/index.ts';

export type BikeRow = typeof bikes.$inferSelect;

/** A registered component as the bike read's one query returns it (json_build_object below). */
interface PartJson {
  part_type: string;
  barcode: string;
  module_id: string;
  part_spec_id: number;
  part_spec_code: string;
  hardware_version: string;
  firmware_version: string;
  installed_at: string;
}

/** A registered component of the bike, as one JSON array (json_agg below). */
const partsOfBike = sql<PartJson[]>`coalesce((
    select json_agg(json_build_object(
      'part_type', p.part_type, 'barcode', p.barcode, 'module_id', p.module_id,
      'part_spec_id', p.part_spec_id, 'part_spec_code', ps.code, 'hardware_version', p.hardware_version,
      'firmware_version', p.firmware_version, 'installed_at', p.installed_at) order by p.id)
    from ${bikeParts} p join ${partSpecs} ps on ps.id = p.part_spec_id
    where p.bike_id = ${bikes.id} and p.removed_at is null), '[]'::json)`;

/**
 * A bike with its model, brand and registered components, in one query (one round trip and one plan
 * instead of three: the bike page and the connect flow read it often), prepared once per database.
 */
const bikeDetailQuery = preparedPerDatabase((db) =>
  db
    .select({ bike: bikes, spec: bikeSpecs, brand: { id: brands.id, name: brands.name }, parts: partsOfBike })
    .from(bikes)
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId))
    .where(eq(bikes.vin, sql.placeholder('vin')))
    .prepare('bike_detail'),
);

/** The bike with this VIN, its model, brand and registered components. */
export async function findBikeDetail(db: Db, vin: string) {
  const [row] = await bikeDetailQuery(db).execute({ vin });
  return row;
}

/** What a service history is narrowed to: one workspace, changes since a time. */
export interface HistoryFilter {
  workspaceId?: number | undefined;
  since?: Date | undefined;
}

/** A bike's tasks in one status, oldest change first. */
export function tasksOfBike(
  db: Db,
  bikeId: number,
  status: 'in_progress' | 'completed' | 'removed',
  f: HistoryFilter,
) {
  return db
    .select()
    .from(workspaceTasks)
    .where(
      and(
        eq(workspaceTasks.bikeId, bikeId),
        eq(workspaceTasks.status, status),
        f.workspaceId ? eq(workspaceTasks.workspaceId, f.workspaceId) : undefined,
        f.since ? gte(workspaceTasks.updatedAt, f.since) : undefined,
      ),
    )
    .orderBy(asc(workspaceTasks.updatedAt), asc(workspaceTasks.id));
}

/** A bike's activities with their technician's e-mail, oldest first. */
export function activitiesOfBike(db: Db, bikeId: number, f: HistoryFilter) {
  return db
    .select({ a: workspaceActivities, email: users.email })
    .from(workspaceActivities)
    .innerJoin(users, eq(users.id, workspaceActivities.createdBy))
    .where(
      and(
        eq(workspaceActivities.bikeId, bikeId),
        f.workspaceId ? eq(workspaceActivities.workspaceId, f.workspaceId) : undefined,
        f.since ? gte(workspaceActivities.updatedAt, f.since) : undefined,
      ),
    )
    .orderBy(asc(workspaceActivities.createdAt), asc(workspaceActivities.id));
}

export async function insertErrorCodeLog(db: Db, values: typeof bikeErrorCodeLogs.$inferInsert) {
  const [row] = await db.insert(bikeErrorCodeLogs).values(values).returning();
  return row!;
}

export async function setBikeImage(db: Db, bikeId: number, imageUrl: string): Promise<BikeRow> {
  const [row] = await db
    .update(bikes)
    .set({ imageUrl, updatedAt: new Date() })
    .where(eq(bikes.id, bikeId))
    .returning();
  return row!;
}
