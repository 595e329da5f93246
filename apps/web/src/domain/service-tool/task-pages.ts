// The screen that resolves each task type (the task list's "Resolve" links and the overview's next step).
import type { ServiceToolPage } from './pages.ts';
import type { TaskType } from './service-tool-types.ts';

export const TASK_PAGE: Record<TaskType, ServiceToolPage> = {
  part_bundle_not_match: 'bikeDiff',
  part_bundle_not_found: 'bikeDiff',
  mid_not_found: 'midRescue',
  illegal_mid: 'midRescue',
  vin_not_found: 'cloudNoMid',
  firmware_update_available: 'firmwareUpdate',
  in_bootloader: 'bootloaderRescue',
  error_code_danger: 'componentDiagnosis',
  error_code_warning: 'componentDiagnosis',
  parameter_need_compare: 'parameterCheck',
  parameter_need_update: 'parameterCheck',
  measurement_speed_error: 'sensorDiagnosis',
  pedal_torque_error: 'sensorDiagnosis',
  pedal_rpm_error: 'sensorDiagnosis',
  bundle_rule_not_match: 'bikeDiff',
  hmi_need_diagnosis: 'hmiDiagnosis',
  battery_worn: 'battery',
  battery_low_charge: 'battery',
  battery_voltage_mismatch: 'battery',
};

/** Critical before warning, then the bigger penalty, then the older task. */
export function byUrgency<T extends { level: string; score_penalty: number; id: number }>(
  a: T,
  b: T,
): number {
  if (a.level !== b.level) return a.level === 'critical' ? -1 : 1;
  if (a.score_penalty !== b.score_penalty) return b.score_penalty - a.score_penalty;
  return a.id - b.id;
}
