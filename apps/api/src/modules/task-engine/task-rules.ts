// The rule table: for each task type its level, rule type, default target and score penalty.
// docs/decisions/ carries the same table with the cause of each rule.
import { MIN_BATTERY_PERCENT_FOR_UPDATE } from '@dealer/contracts';
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
  battery_worn: { level: 'warning', rule_type: 'normal', target: 'battery', penalty: 20 },
  battery_low_charge: { level: 'warning', rule_type: 'normal', target: 'battery', penalty: 10 },
  // A drive unit that misreads its supply trips over- or under-voltage protection (decision 1125).
  battery_voltage_mismatch: { level: 'warning', rule_type: 'normal', target: 'mid_motor', penalty: 15 },
};

/**
 * Pack voltage (the battery's own reading) against the drive unit's supply reading (decision 1125):
 * on a sound bike they agree to about 0.5 % (larssonwassen/bafang-can M200 notes m200.md, ride capture:
 * median ratio 0.995); a failed sense divider read 1.363 × the pack. Beyond 5 % and 1 V they disagree.
 */
export const VoltageAgreement = { relative: 0.05, absoluteV: 1 } as const;

/**
 * Battery limits (decision 2701): a pack below 80 % of its design capacity is worn (the common
 * end-of-life mark for lithium-ion packs); below the charge a firmware update needs, it is low.
 */
export const BatteryLimits = {
  wornBelowHealthPercent: 80,
  lowBelowChargePercent: MIN_BATTERY_PERCENT_FOR_UPDATE,
} as const;

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
