// Parameter sets the portal writes to a bike through the bridge: model limits for performance
// tuning, part parameters (auto ship time, module-id data), what a new part needs on this model,
// wheel-size settings and what a part replacement involves.
import type { OperationType } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, badInput } from '../../lib/app-error.ts';
import { barcodePart, bikeSpec, bundleRule, livePartsOfType } from '../catalogue/catalogue.repository.ts';
import { protocolPartInReach } from '../catalogue/part-reach.ts';
import type { CurrentUser } from '../../plugins/access.ts';

type Performance = { max_support_percent: number; max_torque_nm: number; max_speed_kmh: number };

/** Five assist levels; factory defaults climb evenly to the model's limits. */
function performanceTuning(bikeSpecId: number, limits: Performance) {
  return {
    param_type: 'performance_tuning' as const,
    bike_spec_id: bikeSpecId,
    limits,
    assist_levels: [1, 2, 3, 4, 5].map((level) => ({
      level,
      default_support_percent: Math.round((limits.max_support_percent * level) / 5),
      max_support_percent: limits.max_support_percent,
      default_torque_nm: Math.round((limits.max_torque_nm * level) / 5),
      max_torque_nm: limits.max_torque_nm,
    })),
  };
}

export async function specParameter(db: Db, id: number) {
  const spec = await bikeSpec(db, id);
  return performanceTuning(spec.id, spec.performance);
}

export async function wheelDiameterSetting(db: Db, id: number, diameter: number) {
  const spec = await bikeSpec(db, id);
  if (!spec.wheel_diameters_mm.includes(diameter))
    throw badInput('wheel_diameter', `must be one of ${spec.wheel_diameters_mm.join(', ')} for this model`);
  return {
    bike_spec_id: spec.id,
    setting: 'wheel_diameter' as const,
    wheel_diameter_mm: diameter,
    circumference_mm: Math.round(Math.PI * diameter),
    allowed_mm: spec.wheel_diameters_mm,
  };
}

/** auto_ship_time | mid_data of a bus part; 404000 when the part has no such parameter. */
export async function partParameter(
  db: Db,
  user: CurrentUser,
  by: { id: number } | { partType: string; barcode: string },
  paramType: 'auto_ship_time' | 'mid_data',
) {
  const part = await protocolPartInReach(db, user, by);
  if (paramType === 'mid_data') {
    // The factory module id: what a technician writes back when the bus reports none or a broken one.
    return {
      param_type: paramType,
      protocol_part_id: part.id,
      values: {
        module_id: part.module_id,
        part_type: part.part_type,
        barcode: part.barcode,
        part_spec_code: part.part_spec.code,
        hardware_version: part.hardware_version,
      },
    };
  }
  const value = part.parameters.auto_ship_time ?? part.spec.parameters.auto_ship_time;
  if (value === undefined)
    throw new AppError(404000, [
      { field: 'param_type', problem: `a ${part.part_type} has no auto_ship_time` },
    ]);
  return { param_type: paramType, protocol_part_id: part.id, values: value as Record<string, unknown> };
}

/** What a part needs written when fitted to a bike of this model, and whether the model allows it. */
export async function barcodePartParameter(db: Db, id: number, partType: string, bikeSpecId: number) {
  const part = await barcodePart(db, id);
  if (part.part_spec.part_type !== partType)
    throw badInput('part_type', `the part is a ${part.part_spec.part_type}`);
  const spec = await bikeSpec(db, bikeSpecId);
  const rule = await bundleRule(db, bikeSpecId);
  const allowed = rule.rules.some((r) => r.part_specs.some((s) => s.id === part.part_spec.id));
  const values: Record<string, unknown> = { ...part.spec.parameters };
  if (partType === 'motor' || partType === 'controller')
    values.performance_tuning = performanceTuning(spec.id, spec.performance).assist_levels;
  if (partType === 'hmi' || partType === 'controller') values.wheel_diameter_mm = spec.wheel_diameters_mm[0];
  return {
    barcode_part_id: part.id,
    barcode: part.barcode,
    part_type: partType,
    part_spec_code: part.part_spec.code,
    bike_spec_id: spec.id,
    allowed_by_bundle_rule: allowed,
    values,
  };
}

/** What a replacement of a part type on this bike involves: current parts, allowed specs, steps. */
export async function partReplacementParameter(
  db: Db,
  bike: { id: number; vin: string; bikeSpecId: number },
  operation: OperationType,
  partType: string,
) {
  const current = await livePartsOfType(db, bike.id, partType);
  const rule = (await bundleRule(db, bike.bikeSpecId)).rules.find((r) => r.part_type === partType);
  if (operation !== 'INSTALL' && current.length === 0)
    throw new AppError(404000, [{ field: 'part_type', problem: 'no such part is registered on this bike' }]);
  const steps = {
    INSTALL: [
      'scan the new part serial',
      'fit the part',
      'write mid_data and part parameters',
      'reload tasks',
    ],
    REMOVE: ['remove the part', 'reload tasks'],
    REPLACE: [
      'scan the new part serial',
      'remove the old part',
      'fit the new part',
      'write mid_data and part parameters',
      'update firmware if offered',
      'reload tasks',
    ],
  }[operation];
  return {
    vin: bike.vin,
    operation,
    part_type: partType,
    current_parts: current.map((c) => ({
      barcode: c.barcode,
      module_id: c.moduleId,
      part_spec_code: c.code,
      firmware_version: c.firmware,
    })),
    allowed_part_spec_codes: rule?.part_specs.map((s) => s.code) ?? [],
    required_by_bundle_rule: rule?.required ?? false,
    // Removing a required part leaves the bike violating its bundle rule until a new one is fitted.
    leaves_bike_incomplete: operation === 'REMOVE' && (rule?.required ?? false),
    steps,
  };
}
