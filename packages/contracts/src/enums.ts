// Every enumeration of calls-spec.md §3, declared once. `as const` tuples give both the runtime
// list (for schemas and selectors) and the union type.

export const AccountRole = ['dealer', 'service_center'] as const;
export type AccountRole = (typeof AccountRole)[number];

export const ActivityKind = [
  'post_bundle',
  'part_replacement',
  'firmware_update',
  'bootloader_rescued',
  'parameter_compare',
  'parameter_update',
  'sensor_diagnosis',
  'hmi_diagnosis',
  'mid_parameter_update',
  'enter_ship_mode',
  'bike_activate',
  'bike_setting',
  /** Not in the spec's list: clearing error codes after a repair (docs/decisions/). */
  'error_code_clear',
  /**
   * Not in the spec's list: the bike's own parameters confirmed as the reviewed reference, nothing
   * written to the bike (docs/decisions/2823).
   */
  'parameter_reference',
] as const;
export type ActivityKind = (typeof ActivityKind)[number];

export const BikeSettingParameter = ['wheel_diameter'] as const;
export type BikeSettingParameter = (typeof BikeSettingParameter)[number];
export const SpecParameterType = ['performance_tuning'] as const;
export type SpecParameterType = (typeof SpecParameterType)[number];
export const PartParameterType = ['auto_ship_time', 'mid_data'] as const;
export type PartParameterType = (typeof PartParameterType)[number];

/** Bundle part type and dealer-portal part type are the same set. */
export const BundlePartType = [
  'battery',
  'mid_motor',
  'charger',
  'controller',
  'derailleur',
  'display',
  'hmi',
  'motor',
  'throttle',
  'torque',
  'range_extender_battery',
  'front_light',
  'rear_light',
  'cadence',
] as const;
export type BundlePartType = (typeof BundlePartType)[number];

export const PartType = [
  'hmi',
  'battery',
  'motor',
  'motor_core',
  'controller',
  'dongle',
  'throttle',
  'torque',
  'lock',
  'derailleur',
  'display',
  'charger',
  'rear_light',
  'front_light',
  'range_extender_battery',
  'mid_motor',
  'speed_sensor',
  'cadence',
] as const;
export type PartType = (typeof PartType)[number];

export const PartCategory = [
  'speed_sensor',
  'torque_sensor',
  'motor',
  'chain',
  'battery',
  'controller',
  'throttle',
  'hmi',
  'front_light',
  'rear_light',
  'light',
  'misc',
  'cadence_sensor',
  'brake_sensor',
  'range_extender_battery',
] as const;
export type PartCategory = (typeof PartCategory)[number];

const buttons = ['power', 'up', 'down', 'walk', 'derailleur_up', 'derailleur_down', 'set'] as const;
export const ButtonFunctionName = buttons.flatMap((b) => [`short_${b}`, `long_${b}`] as const);
export type ButtonFunctionName = `short_${(typeof buttons)[number]}` | `long_${(typeof buttons)[number]}`;

export const CaseType = ['post_bundle', 'verify_workspace'] as const;
export type CaseType = (typeof CaseType)[number];

export const CaseStatus = ['revising', 'rejected', 'approved', 'pending', 'canceled', 'completed'] as const;
export type CaseStatus = (typeof CaseStatus)[number];

export const ServiceBookStatus = ['pending', 'done'] as const;
export type ServiceBookStatus = (typeof ServiceBookStatus)[number];

export const TaskStatus = ['in_progress', 'completed', 'removed'] as const;
export type TaskStatus = (typeof TaskStatus)[number];

export const DangerLevel = ['low', 'medium', 'high'] as const;
export type DangerLevel = (typeof DangerLevel)[number];
export const DiagnosisStatus = ['pass', 'fail', 'skip'] as const;
export type DiagnosisStatus = (typeof DiagnosisStatus)[number];

export const FileType = ['zip', 'bin', 'csv', 'hat', 'hex', 'srec', 'nordic_hat'] as const;
export type FileType = (typeof FileType)[number];
export const FrameType = ['icon', 'font'] as const;
export type FrameType = (typeof FrameType)[number];
export const GoodsType = ['finished_goods', 'semi_finished_goods'] as const;
export type GoodsType = (typeof GoodsType)[number];

export const LanguageCode = ['zh-tw', 'en-us'] as const;
export type LanguageCode = (typeof LanguageCode)[number];

export const LightControllable = ['CONTROLLABLE', 'UNCONTROLLABLE'] as const;
export type LightControllable = (typeof LightControllable)[number];
export const LightAtStartup = ['ON', 'OFF', 'USE_LAST_STATUS'] as const;
export type LightAtStartup = (typeof LightAtStartup)[number];

export const OperationType = ['INSTALL', 'REMOVE', 'REPLACE'] as const;
export type OperationType = (typeof OperationType)[number];

export const ProtocolType = ['hap1', 'hap2', 'no_communication', 'uart', 'other'] as const;
export type ProtocolType = (typeof ProtocolType)[number];

export const SpeedLimit = [
  'KM_24',
  'KM_25',
  'KM_24_5_FULL',
  'KM_25_FULL',
  'KM_29_FULL',
  'KM_32',
  'KM_45',
] as const;
export type SpeedLimit = (typeof SpeedLimit)[number];
export const SpeedUnitLabel = ['km/h', 'mi/h'] as const;
export type SpeedUnitLabel = (typeof SpeedUnitLabel)[number];
export const LengthUnit = ['KM', 'MI'] as const;
export type LengthUnit = (typeof LengthUnit)[number];

export const SupportLevel = ['SET_TO_ZERO', 'USE_LATEST_STATUS'] as const;
export type SupportLevel = (typeof SupportLevel)[number];
export const Switch = ['TURN_ON', 'TURN_OFF'] as const;
export type Switch = (typeof Switch)[number];

export const TaskType = [
  'part_bundle_not_match',
  'part_bundle_not_found',
  'mid_not_found',
  'illegal_mid',
  'vin_not_found',
  'firmware_update_available',
  'in_bootloader',
  'error_code_danger',
  'error_code_warning',
  'parameter_need_compare',
  'parameter_need_update',
  'measurement_speed_error',
  'pedal_torque_error',
  'pedal_rpm_error',
  'bundle_rule_not_match',
  'hmi_need_diagnosis',
  'battery_worn',
  'battery_low_charge',
  /** The drive unit's supply voltage disagrees with the pack's own reading (decision 1125). */
  'battery_voltage_mismatch',
] as const;
export type TaskType = (typeof TaskType)[number];

export const TaskLevel = ['critical', 'warning'] as const;
export type TaskLevel = (typeof TaskLevel)[number];
export const TaskRuleType = ['normal', 'sensor', 'parameter'] as const;
export type TaskRuleType = (typeof TaskRuleType)[number];

export const TroubleshootingVisibility = ['non_technician', 'technician', 'all'] as const;
export type TroubleshootingVisibility = (typeof TroubleshootingVisibility)[number];

export const IdentityProvider = ['cognito', 'cognito_microsoft_federation'] as const;
export type IdentityProvider = (typeof IdentityProvider)[number];
export const UserStatus = ['enabled', 'disabled', 'unconfirmed'] as const;
export type UserStatus = (typeof UserStatus)[number];

// ---- Bridge enumerations ----
export const AssistLevel = ['off', '1', '2', '3', '4', '5'] as const;
export type AssistLevel = (typeof AssistLevel)[number];
export const BikeSystemConnectionStatus = ['CONNECTING', 'CONNECTED', 'DISCONNECTED'] as const;
export type BikeSystemConnectionStatus = (typeof BikeSystemConnectionStatus)[number];
export const ConnectionType = ['cable', 'ble', 'not_connect'] as const;
export type ConnectionType = (typeof ConnectionType)[number];
export const ConnectorStatus = ['CONNECTED', 'DISCONNECTED'] as const;
export type ConnectorStatus = (typeof ConnectorStatus)[number];
export const FlashMode = ['all', 'sequence'] as const;
export type FlashMode = (typeof FlashMode)[number];
export const SpeedUnit = ['kph', 'mph'] as const;
export type SpeedUnit = (typeof SpeedUnit)[number];
export const StartupLightState = ['turn_off', 'turn_on', 'last_state'] as const;
export type StartupLightState = (typeof StartupLightState)[number];
export const SupportedBatteryType = ['battery', 'range_extender_battery'] as const;
export type SupportedBatteryType = (typeof SupportedBatteryType)[number];
export const SupportedComponent = [
  'dongle',
  'hmi',
  'controller',
  'battery',
  'range_extender_battery',
  'derailleur',
  'charger',
  'motor',
  'torque_sensor',
] as const;
export type SupportedComponent = (typeof SupportedComponent)[number];
export const SupportedProtocolType = ['HAP1', 'HAP2', 'SMP', 'BROSE', 'BAFANG_CAN'] as const;
export type SupportedProtocolType = (typeof SupportedProtocolType)[number];
export const SystemBridgeStatus = ['BUSY', 'IDLE'] as const;
export type SystemBridgeStatus = (typeof SystemBridgeStatus)[number];
