// A bike as the dealer sees it, its service history (tasks and activities across workspaces),
// HMI error-code logging and its picture.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { DemoErrorCodes } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
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
import { AppError } from '../../lib/app-error.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';
import { toTask } from '../task/task-view.ts';
import { toActivity } from '../activity/activity.service.ts';

type BikeRow = typeof bikes.$inferSelect;

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

async function loadBikeDetail(db: Db, vin: string) {
  const [row] = await bikeDetailQuery(db).execute({ vin });
  if (!row) return undefined;
  const { bike, spec, brand } = row;
  return {
    shopId: bike.bikeShopId,
    detail: {
      vin: bike.vin,
      frame_number: bike.frameNumber,
      bike_shop_id: bike.bikeShopId!,
      bike_spec: { id: spec.id, code: spec.code, name: spec.name },
      brand,
      activated: bike.activatedAt !== null,
      activated_at: bike.activatedAt?.toISOString() ?? null,
      ship_mode_at: bike.shipModeAt?.toISOString() ?? null,
      wheel_diameter_mm: bike.wheelDiameterMm,
      // The bike's own picture, else the model's.
      image_url: bike.imageUrl ?? spec.imageUrl,
      components: row.parts.map((part) => ({
        ...part,
        installed_at: new Date(part.installed_at).toISOString(),
      })),
    },
  };
}

/** A bike's detail; tenancy as bikeForUser: outside the user's shops it is 404000, like an unknown VIN. */
export async function bikeDetailForUser(db: Db, user: CurrentUser, vin: string) {
  const found = await loadBikeDetail(db, vin);
  if (!found || found.shopId === null) throw new AppError(404000);
  if (!(await visibleShopIds(db, user)).includes(found.shopId)) throw new AppError(404000);
  return found.detail;
}

/** The detail of a bike the caller already holds (and may see). */
export async function bikeDetail(db: Db, bike: BikeRow) {
  return (await loadBikeDetail(db, bike.vin))!.detail;
}

export async function serviceHistory(
  db: Db,
  bike: BikeRow,
  q: {
    task_status: 'in_progress' | 'completed' | 'removed';
    workspace_id?: number | undefined;
    updated_at_min?: string | undefined;
  },
) {
  const since = q.updated_at_min ? new Date(q.updated_at_min) : undefined;
  const tasks = await db
    .select()
    .from(workspaceTasks)
    .where(
      and(
        eq(workspaceTasks.bikeId, bike.id),
        eq(workspaceTasks.status, q.task_status),
        q.workspace_id ? eq(workspaceTasks.workspaceId, q.workspace_id) : undefined,
        since ? gte(workspaceTasks.updatedAt, since) : undefined,
      ),
    )
    .orderBy(asc(workspaceTasks.updatedAt), asc(workspaceTasks.id));
  const activities = await db
    .select({ a: workspaceActivities, email: users.email })
    .from(workspaceActivities)
    .innerJoin(users, eq(users.id, workspaceActivities.createdBy))
    .where(
      and(
        eq(workspaceActivities.bikeId, bike.id),
        q.workspace_id ? eq(workspaceActivities.workspaceId, q.workspace_id) : undefined,
        since ? gte(workspaceActivities.updatedAt, since) : undefined,
      ),
    )
    .orderBy(asc(workspaceActivities.createdAt), asc(workspaceActivities.id));
  return {
    vin: bike.vin,
    tasks: tasks.map(toTask),
    activities: activities.map((r) => toActivity(r.a, bike.vin, r.email)),
  };
}

export async function logHmiErrorCode(
  db: Db,
  bike: BikeRow,
  shopId: number,
  userId: string,
  body: {
    error_code: string;
    occurred_at?: string | undefined;
    odometer_km?: number | undefined;
    note?: string | undefined;
  },
) {
  const known = DemoErrorCodes.find((e) => e.code.toLowerCase() === body.error_code.toLowerCase());
  const [row] = await db
    .insert(bikeErrorCodeLogs)
    .values({
      bikeId: bike.id,
      bikeShopId: shopId,
      errorCode: known?.code ?? body.error_code,
      payload: { ...body },
      createdBy: userId,
    })
    .returning();
  return {
    id: row!.id,
    vin: bike.vin,
    bike_shop_id: shopId,
    error_code: row!.errorCode,
    danger_level: known?.level ?? null,
    title: known?.title ?? null,
    created_at: row!.createdAt.toISOString(),
  };
}

export async function setImage(db: Db, bike: BikeRow, imageUrl: string) {
  const [row] = await db
    .update(bikes)
    .set({ imageUrl, updatedAt: new Date() })
    .where(eq(bikes.id, bike.id))
    .returning();
  return bikeDetail(db, row!);
}
