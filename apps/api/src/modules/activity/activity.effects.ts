// What each activity changes in the catalogue once it succeeded on the bike. Checks run before
// anything is written, so a refused activity leaves no trace.
import { isValidModuleId, type ActivityKind } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, badInput } from '../../lib/app-error.ts';
import { recordDigest } from '../task/task.repository.ts';
import type { ActivityBody, ActivityCall } from './activity.schemas.ts';
import { livePart, preparePartReplacement } from './activity-parts.effects.ts';
import { sensorVerdict } from './sensor-verdict.ts';
import * as repo from './activity-effects.repository.ts';

export interface EffectContext {
  db: Db;
  bikeId: number;
  userId: string;
}

/** The ActivityKind each call records. */
export const KindOf: Record<ActivityCall, ActivityKind> = {
  bike_activate: 'bike_activate',
  bootloader_rescue: 'bootloader_rescued',
  enter_ship_mode: 'enter_ship_mode',
  firmware_update: 'firmware_update',
  mid_parameter_update: 'mid_parameter_update',
  part_replacement: 'part_replacement',
  hmi_diagnosis: 'hmi_diagnosis',
  performance_tuning: 'parameter_update',
  bike_setting: 'bike_setting',
  sensor_diagnosis: 'sensor_diagnosis',
  error_code_clear: 'error_code_clear',
  parameter_compare: 'parameter_compare',
  parameter_sync: 'parameter_update',
  parameter_reference: 'parameter_reference',
};

/** Validates the call and returns a function applying its effect, plus the recorded result. */
export async function prepareEffect<K extends ActivityCall>(
  ctx: EffectContext,
  call: K,
  input: ActivityBody<K>,
): Promise<{ result: Record<string, unknown>; apply: (db: Db) => Promise<void> }> {
  const { db, bikeId, userId } = ctx;
  const nothing = async () => undefined;
  const body = input as ActivityBody<ActivityCall> & Record<string, unknown>;
  switch (call) {
    case 'bike_activate': {
      const b = body as ActivityBody<'bike_activate'>;
      const activatedAt = await repo.activatedAtOf(db, bikeId);
      const at = b.activated_at ? new Date(b.activated_at) : new Date();
      if (activatedAt)
        return {
          result: { activated_at: activatedAt.toISOString(), already_activated: true },
          apply: nothing,
        };
      return {
        result: { activated_at: at.toISOString(), already_activated: false },
        apply: (tx) => repo.updateBike(tx, bikeId, { activatedAt: at }),
      };
    }
    case 'enter_ship_mode':
      return {
        result: { ship_mode: true },
        apply: (tx) => repo.updateBike(tx, bikeId, { shipModeAt: new Date() }),
      };
    case 'bootloader_rescue': {
      const b = body as ActivityBody<'bootloader_rescue'>;
      const part = await livePart(db, bikeId, { partType: b.part_type });
      const img = await repo.firmwareImageFacts(db, b.firmware_id);
      if (!img || img.kind !== 'rescue' || img.partSpecId !== part.partSpecId)
        throw badInput('firmware_id', 'is not a rescue image for this part');
      return {
        result: { barcode: part.barcode, firmware_version: img.version },
        apply: (tx) => repo.setPartVersion(tx, part.barcode, { firmwareVersion: img.version }),
      };
    }
    case 'firmware_update': {
      const b = body as ActivityBody<'firmware_update'>;
      const part = await livePart(db, bikeId, { barcode: b.barcode, partType: b.part_type });
      if (b.firmware_id !== undefined) {
        const img = await repo.firmwareImageFacts(db, b.firmware_id);
        if (!img || img.partSpecId !== part.partSpecId || img.version !== b.to_version)
          throw badInput('firmware_id', 'does not match the part and to_version');
      }
      const from = b.from_version ?? part.firmwareVersion;
      if (b.frame_type) {
        const key = `${b.frame_type}_version`;
        return {
          result: {
            barcode: part.barcode,
            frame_type: b.frame_type,
            from_version: b.from_version ?? null,
            to_version: b.to_version,
          },
          apply: (tx) => repo.setFrameVersion(tx, part.barcode, key, b.to_version),
        };
      }
      return {
        result: { barcode: part.barcode, from_version: from, to_version: b.to_version },
        apply: (tx) => repo.setPartVersion(tx, part.barcode, { firmwareVersion: b.to_version }),
      };
    }
    case 'mid_parameter_update': {
      const b = body as ActivityBody<'mid_parameter_update'>;
      if (!isValidModuleId(b.module_id))
        throw badInput('module_id', 'is not a valid module id (16 hex digits with checksum)');
      const part = await livePart(db, bikeId, { barcode: b.barcode, partType: b.part_type });
      // A module id identifies one module: never register it on a second part.
      if (await repo.partWithModuleId(db, b.module_id.toUpperCase(), part.barcode))
        throw new AppError(400900, [{ field: 'module_id', problem: 'is registered to another part' }]);
      return {
        result: { barcode: part.barcode, previous_module_id: part.moduleId, module_id: b.module_id },
        apply: (tx) => repo.setPartVersion(tx, part.barcode, { moduleId: b.module_id }),
      };
    }
    case 'part_replacement':
      return preparePartReplacement(db, bikeId, userId, body as ActivityBody<'part_replacement'>);
    case 'hmi_diagnosis': {
      const b = body as ActivityBody<'hmi_diagnosis'>;
      const failed = b.items.filter((i) => i.status === 'fail').map((i) => i.name);
      const passed = failed.length === 0 && b.items.some((i) => i.status === 'pass');
      return { result: { passed, failed_items: failed }, apply: nothing };
    }
    case 'performance_tuning': {
      const b = body as ActivityBody<'performance_tuning'>;
      const limits = (await repo.specOfBike(db, bikeId)).performance;
      b.assist_levels.forEach((l, i) => {
        if (l.support_percent > limits.max_support_percent)
          throw badInput(`assist_levels/${i}/support_percent`, `exceeds ${limits.max_support_percent}`);
        if (l.max_torque_nm > limits.max_torque_nm)
          throw badInput(`assist_levels/${i}/max_torque_nm`, `exceeds ${limits.max_torque_nm}`);
      });
      if (b.max_speed_kmh !== undefined && b.max_speed_kmh > limits.max_speed_kmh)
        throw badInput('max_speed_kmh', `exceeds ${limits.max_speed_kmh}`);
      return { result: { param_type: 'performance_tuning', limits }, apply: nothing };
    }
    case 'bike_setting': {
      const b = body as ActivityBody<'bike_setting'>;
      const spec = await repo.specOfBike(db, bikeId);
      if (!spec.wheelDiametersMm.includes(b.value))
        throw badInput('value', `must be one of ${spec.wheelDiametersMm.join(', ')}`);
      return {
        result: { setting: b.setting, value: b.value },
        apply: (tx) => repo.updateBike(tx, bikeId, { wheelDiameterMm: b.value }),
      };
    }
    case 'sensor_diagnosis': {
      const b = body as ActivityBody<'sensor_diagnosis'>;
      return { result: sensorVerdict(b), apply: nothing };
    }
    case 'error_code_clear': {
      // The bike is the record of its codes: the reload after the clear completes the tasks whose code went.
      const b = body as ActivityBody<'error_code_clear'>;
      return { result: { cleared_count: b.cleared.length, returned: b.returned }, apply: nothing };
    }
    case 'parameter_compare': {
      const b = body as ActivityBody<'parameter_compare'>;
      const part = await livePart(db, bikeId, { partType: b.part_type });
      return {
        result: {
          matched: b.differences.length === 0,
          difference_count: b.differences.length,
          barcode: part.barcode,
        },
        apply: (tx) => recordDigest(tx, part.barcode, b.digest),
      };
    }
    case 'parameter_sync': {
      const b = body as ActivityBody<'parameter_sync'>;
      const part = await livePart(db, bikeId, { partType: b.part_type });
      return {
        result: { synced: true, barcode: part.barcode },
        apply: (tx) => recordDigest(tx, part.barcode, b.digest),
      };
    }
    case 'parameter_reference': {
      // The bike keeps its values; the cloud now holds them as reviewed, so its digest is the part's.
      const b = body as ActivityBody<'parameter_reference'>;
      const part = await livePart(db, bikeId, { partType: b.part_type });
      return {
        result: { confirmed: true, barcode: part.barcode },
        apply: (tx) => recordDigest(tx, part.barcode, b.digest),
      };
    }
  }
}
