// The task engine: a pure function from (reading, catalogue view, previous tasks) to the task list
// and health score. Each raised task carries a cause key (task type + component + detail) so a
// reload can match it to the task raised before: same input → same tasks; a cause that is gone
// completes its task; a task the technician removed stays removed.
import { isValidModuleId, type TaskType } from '@dealer/contracts';
import {
  BatteryLimits,
  SensorTolerance,
  TaskRules,
  VoltageAgreement,
  silentProtocolParts,
} from './task-rules.ts';
import { versionRank } from './version.ts';
import type {
  CatalogueView,
  ComputedTask,
  PreviousTask,
  Reading,
  SensorSample,
  TaskEngineResult,
} from './task-engine.types.ts';

interface Raised {
  cause_key: string;
  task_type: TaskType;
  part_type: string | null;
  detail: Record<string, unknown>;
}

const newer = (candidate: string | undefined, current: string | undefined) =>
  candidate !== undefined && versionRank(candidate) > versionRank(current ?? '');

function outOfTolerance(sample: SensorSample, tol: { relative: number; absolute: number }): boolean {
  return (
    Math.abs(sample.value - sample.reference) >
    Math.max(tol.absolute, Math.abs(sample.reference) * tol.relative)
  );
}

/** Every cause present in the reading, in a stable order. */
function raiseTasks(reading: Reading, view: CatalogueView): Raised[] {
  const out: Raised[] = [];
  const raise = (
    task_type: TaskType,
    part_type: string | null,
    key: string,
    detail: Record<string, unknown>,
  ) =>
    out.push({
      cause_key: `${task_type}:${key}`,
      task_type,
      part_type: part_type ?? TaskRules[task_type].target,
      detail,
    });

  // A Bafang CAN bus stores no VIN and no module ids (its devices report serial numbers), so neither
  // is judged there: an empty VIN or a serial in the module-id place is no fault (decision 1110).
  const busIds = reading.protocol_type !== 'BAFANG_CAN';
  if (busIds && reading.vin !== undefined && reading.vin !== view.vin) {
    raise('vin_not_found', 'controller', 'controller', { expected_vin: view.vin, read_vin: reading.vin });
  }

  const seenSpecs = new Set<string>();
  for (const c of reading.components) {
    // The service connector is workshop equipment on the bus, not a part of the bike.
    if (c.part_type === 'dongle') continue;
    const id = `${c.part_type}:${c.barcode}`;
    const spec = c.part_spec_code ?? view.barcodeSpecs.get(c.barcode);
    if (spec) seenSpecs.add(spec);

    if (!busIds) {
      // nothing to judge: no module ids on this bus
    } else if (c.module_id === '') {
      if (!silentProtocolParts.has(c.part_type))
        raise('mid_not_found', c.part_type, id, { barcode: c.barcode });
    } else if (!isValidModuleId(c.module_id)) {
      raise('illegal_mid', c.part_type, id, { barcode: c.barcode, module_id: c.module_id });
    }

    if (!view.registered.has(c.barcode)) {
      const other = view.registeredElsewhere.get(c.barcode);
      if (other !== undefined)
        raise('part_bundle_not_match', c.part_type, id, { barcode: c.barcode, registered_vin: other });
      else
        raise('part_bundle_not_found', c.part_type, id, {
          barcode: c.barcode,
          known_part: view.barcodeSpecs.has(c.barcode),
        });
    }

    if (spec && !view.allowedSpecs.has(spec)) {
      raise('bundle_rule_not_match', c.part_type, `${id}:${spec}`, {
        barcode: c.barcode,
        part_spec_code: spec,
      });
    }

    if (c.in_bootloader) {
      raise('in_bootloader', c.part_type, id, { barcode: c.barcode, module_id: c.module_id });
    } else if (spec) {
      const latest = view.latestFirmware.get(`${spec}|${c.hardware_version}`);
      const updates: Record<string, string> = {};
      if (newer(latest?.application, c.firmware_version)) updates.firmware_version = latest!.application!;
      if (c.font_version != null && newer(latest?.font, c.font_version)) updates.font_version = latest!.font!;
      if (c.icon_version != null && newer(latest?.icon, c.icon_version)) updates.icon_version = latest!.icon!;
      if (Object.keys(updates).length > 0) {
        // The cause key names the target versions: a newer release later is a new task.
        const target = Object.entries(updates)
          .map(([k, v]) => `${k}=${v}`)
          .join(',');
        raise('firmware_update_available', c.part_type, `${id}:${target}`, {
          barcode: c.barcode,
          current: {
            firmware_version: c.firmware_version,
            font_version: c.font_version,
            icon_version: c.icon_version,
          },
          available: updates,
        });
      }
    }
  }

  for (const [spec, partType] of view.requiredCommunicating) {
    // A part of that type with another spec is already reported above as not allowed.
    if (!seenSpecs.has(spec) && !reading.components.some((c) => c.part_type === partType)) {
      raise('bundle_rule_not_match', partType, `missing:${spec}`, { missing_part_spec_code: spec });
    }
  }

  for (const code of [...new Set(reading.active_error_codes)].sort()) {
    const known = view.errorCodes.get(code);
    const danger = known?.level === 'high';
    raise(danger ? 'error_code_danger' : 'error_code_warning', known?.component ?? null, code, {
      error_code: code,
      danger_level: known?.level ?? 'low',
    });
    if (known?.component === 'hmi' && !view.hmiDiagnosisPassed)
      raise('hmi_need_diagnosis', 'hmi', code, { error_code: code });
  }

  for (const d of reading.parameter_digests ?? []) {
    const part = reading.components.find((c) => c.part_type === d.part_type);
    const recorded = part ? view.recordedDigests.get(part.barcode) : undefined;
    if (recorded !== undefined && recorded !== d.digest) {
      raise('parameter_need_compare', d.part_type, `${d.part_type}:${d.digest}`, {
        recorded_digest: recorded,
        read_digest: d.digest,
      });
    }
  }
  for (const partType of [...view.pendingParameterSync].sort())
    raise('parameter_need_update', partType, partType, {});

  // A worn or nearly empty pack is a fault of the bike whatever drive system reports it (issue 27).
  for (const b of reading.batteries ?? []) {
    if (b.health_percent != null && b.health_percent < BatteryLimits.wornBelowHealthPercent)
      raise('battery_worn', b.part_type, b.part_type, { health_percent: b.health_percent });
    if (b.charge_percent < BatteryLimits.lowBelowChargePercent)
      raise('battery_low_charge', b.part_type, b.part_type, { charge_percent: b.charge_percent });
    if (b.voltage_v != null && b.drive_supply_voltage_v != null) {
      const diff = Math.abs(b.drive_supply_voltage_v - b.voltage_v);
      if (diff > VoltageAgreement.absoluteV && diff > VoltageAgreement.relative * b.voltage_v)
        raise('battery_voltage_mismatch', 'mid_motor', b.part_type, {
          pack_voltage_v: b.voltage_v,
          drive_supply_voltage_v: b.drive_supply_voltage_v,
        });
    }
  }

  const sensors = reading.sensors ?? {};
  if (sensors.speed && outOfTolerance(sensors.speed, SensorTolerance.speed))
    raise('measurement_speed_error', 'speed_sensor', 'speed', { ...sensors.speed });
  if (sensors.torque && outOfTolerance(sensors.torque, SensorTolerance.torque))
    raise('pedal_torque_error', 'torque', 'torque', { ...sensors.torque });
  if (sensors.cadence && outOfTolerance(sensors.cadence, SensorTolerance.cadence))
    raise('pedal_rpm_error', 'torque', 'cadence', { ...sensors.cadence });
  return out;
}

/** Health score: 100 minus the penalties of the open tasks, floored at 0. */
function healthScore(tasks: readonly ComputedTask[]): number {
  const penalty = tasks
    .filter((t) => t.status === 'in_progress')
    .reduce((sum, t) => sum + t.score_penalty, 0);
  return Math.max(0, 100 - penalty);
}

export function computeTasks(
  reading: Reading,
  view: CatalogueView,
  previous: readonly PreviousTask[],
): TaskEngineResult {
  const before = new Map(previous.map((p) => [p.cause_key, p.status]));
  const tasks: ComputedTask[] = [];
  const changed: ComputedTask[] = [];
  const raisedKeys = new Set<string>();
  for (const r of raiseTasks(reading, view)) {
    if (raisedKeys.has(r.cause_key)) continue;
    raisedKeys.add(r.cause_key);
    const rule = TaskRules[r.task_type];
    const was = before.get(r.cause_key);
    // Removed stays removed; anything else raised again is open again.
    const status = was === 'removed' ? 'removed' : 'in_progress';
    const task: ComputedTask = {
      ...r,
      level: rule.level,
      rule_type: rule.rule_type,
      score_penalty: rule.penalty,
      status,
    };
    tasks.push(task);
    if (was !== status) changed.push(task);
  }
  for (const p of previous) {
    if (raisedKeys.has(p.cause_key)) continue;
    if (p.status === 'in_progress') changed.push({ ...placeholder(p.cause_key), status: 'completed' });
  }
  return { tasks, changed, health_score: healthScore(tasks) };
}

/** A completed task needs only its key and status to be persisted; the rest stays as stored. */
function placeholder(cause_key: string): ComputedTask {
  const task_type = cause_key.slice(0, cause_key.indexOf(':')) as TaskType;
  const rule = TaskRules[task_type];
  return {
    cause_key,
    task_type,
    level: rule.level,
    rule_type: rule.rule_type,
    part_type: rule.target,
    score_penalty: rule.penalty,
    status: 'completed',
    detail: {},
  };
}
