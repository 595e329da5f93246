// The rule table: for each task type its level, rule type, default target and score penalty.
// docs/decisions/ carries the same table with the cause of each rule.
import type { TaskLevel, TaskRuleType, TaskType } from '@dealer/contracts';

export interface TaskRule {
  level: TaskLevel;
  rule_type: TaskRuleType;
  /** Target part type when the cause does not name a component. */
  target: string | null;
  penalty: number;
}

export const TaskRules: Record<TaskType, TaskRule> = {
  part_bundle_not_match: { level: 'critical', rule_type: 'normal', target: null, penalty: 25 },
  part_bundle_not_found: { level: 'critical', rule_type: 'normal', target: null, penalty: 20 },
  mid_not_found: { level: 'critical', rule_type: 'normal', target: null, penalty: 20 },
  illegal_mid: { level: 'critical', rule_type: 'normal', target: null, penalty: 20 },
  vin_not_found: { level: 'critical', rule_type: 'normal', target: 'controller', penalty: 20 },
  firmware_update_available: { level: 'warning', rule_type: 'normal', target: null, penalty: 5 },
  in_bootloader: { level: 'critical', rule_type: 'normal', target: null, penalty: 40 },
  error_code_danger: { level: 'critical', rule_type: 'normal', target: null, penalty: 40 },
  error_code_warning: { level: 'warning', rule_type: 'normal', target: null, penalty: 10 },
  parameter_need_compare: { level: 'warning', rule_type: 'parameter', target: null, penalty: 5 },
  parameter_need_update: { level: 'warning', rule_type: 'parameter', target: null, penalty: 10 },
  measurement_speed_error: { level: 'warning', rule_type: 'sensor', target: 'speed_sensor', penalty: 15 },
  pedal_torque_error: { level: 'warning', rule_type: 'sensor', target: 'torque', penalty: 15 },
  pedal_rpm_error: { level: 'warning', rule_type: 'sensor', target: 'torque', penalty: 15 },
  bundle_rule_not_match: { level: 'critical', rule_type: 'normal', target: null, penalty: 25 },
  hmi_need_diagnosis: { level: 'warning', rule_type: 'normal', target: 'hmi', penalty: 10 },
};

/** Sensor tolerance: relative share of the reference, or an absolute floor, whichever is larger. */
export const SensorTolerance = {
  speed: { relative: 0.05, absolute: 1 }, // km/h
  torque: { relative: 0.1, absolute: 3 }, // Nm
  cadence: { relative: 0.1, absolute: 5 }, // rpm
} as const;

/** Part types that talk on the bus and therefore must report a module id. */
export const silentProtocolParts = new Set([
  'speed_sensor',
  'front_light',
  'rear_light',
  'throttle',
  'motor_core',
  'mid_motor',
  'cadence',
]);
