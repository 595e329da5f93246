// A bike as the dealer sees it, its service history (tasks and activities across workspaces),
// HMI error-code logging and its picture.
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
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
import { toTask } from '../task/task-view.ts';
import { toActivity } from '../activity/activity.service.ts';

type BikeRow = typeof bikes.$inferSelect;

export async function bikeDetail(db: Db, bike: BikeRow) {
  const [spec] = await db
    .select({ s: bikeSpecs, brand: brands })
    .from(bikeSpecs)
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId))
    .where(eq(bikeSpecs.id, bike.bikeSpecId));
  const parts = await db
    .select({ p: bikeParts, code: partSpecs.code })
    .from(bikeParts)
    .innerJoin(partSpecs, eq(partSpecs.id, bikeParts.partSpecId))
    .where(and(eq(bikeParts.bikeId, bike.id), isNull(bikeParts.removedAt)))
    .orderBy(asc(bikeParts.id));
  return {
    vin: bike.vin,
    frame_number: bike.frameNumber,
    bike_shop_id: bike.bikeShopId!,
    bike_spec: { id: spec!.s.id, code: spec!.s.code, name: spec!.s.name },
    brand: { id: spec!.brand.id, name: spec!.brand.name },
    activated: bike.activatedAt !== null,
    activated_at: bike.activatedAt?.toISOString() ?? null,
    ship_mode_at: bike.shipModeAt?.toISOString() ?? null,
    wheel_diameter_mm: bike.wheelDiameterMm,
    // The bike's own picture, else the model's.
    image_url: bike.imageUrl ?? spec!.s.imageUrl,
    components: parts.map(({ p, code }) => ({
      part_type: p.partType,
      barcode: p.barcode,
      module_id: p.moduleId,
      part_spec_id: p.partSpecId,
      part_spec_code: code,
      hardware_version: p.hardwareVersion,
      firmware_version: p.firmwareVersion,
      installed_at: p.installedAt.toISOString(),
    })),
  };
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
