// A bike as the dealer sees it, its service history (tasks and activities across workspaces),
// HMI error-code logging and its picture.
import { DemoErrorCodes } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';
import { toTask } from '../task/task-view.ts';
import { toActivity } from '../activity/activity.service.ts';
import * as repo from './bike.repository.ts';
import type { BikeRow } from './bike.repository.ts';

async function loadBikeDetail(db: Db, vin: string) {
  const row = await repo.findBikeDetail(db, vin);
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
  const filter = { workspaceId: q.workspace_id, since };
  const tasks = await repo.tasksOfBike(db, bike.id, q.task_status, filter);
  const activities = await repo.activitiesOfBike(db, bike.id, filter);
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
  const row = await repo.insertErrorCodeLog(db, {
    bikeId: bike.id,
    bikeShopId: shopId,
    errorCode: known?.code ?? body.error_code,
    payload: { ...body },
    createdBy: userId,
  });
  return {
    id: row.id,
    vin: bike.vin,
    bike_shop_id: shopId,
    error_code: row.errorCode,
    danger_level: known?.level ?? null,
    title: known?.title ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function setImage(db: Db, bike: BikeRow, imageUrl: string) {
  return bikeDetail(db, await repo.setBikeImage(db, bike.id, imageUrl));
}
