// What the operations of a drive system return: the shapes of the bridge calls' answers (snake_case,
// as the portal reads them), so a route only validates, calls the drive system and sends its answer
// (decision 1606).
import type {
  AssistLevel,
  ButtonFunctionName,
  DetectionMode,
  FlashMode,
  PartType,
  SupportedComponent,
  SupportedProtocolType,
} from '@dealer/contracts';

export interface ComponentInfo {
  part_type: PartType;
  component: SupportedComponent | null;
  part_spec_code: string;
  barcode: string;
  module_id: string;
  module_id_valid: boolean;
  hardware_version: string;
  firmware_version: string;
  font_version: string | null;
  icon_version: string | null;
  in_bootloader: boolean;
}

export interface BikeInfo {
  vin: string;
  protocol_type: SupportedProtocolType | null;
  bus_bitrate: number | null;
  components: ComponentInfo[];
}

export interface ModuleIdEntry {
  part_type: PartType;
  module_id: string;
  valid: boolean;
}

export interface ErrorCode<S extends 'current' | 'history' = 'current' | 'history'> {
  code: string;
  part_type: PartType;
  status: S;
}

export interface ErrorCodeClear {
  cleared: { code: string; part_type: PartType }[];
  error_codes: ErrorCode<'current'>[];
}

export interface RidingStats {
  total_ride_time_s: number;
  total_energy_wh: number;
  max_speed_kmh: number;
  avg_speed_kmh: number;
  trip_count: number;
}

export type BatteryPart = 'battery' | 'range_extender_battery';

export interface BatteryState {
  part_type: BatteryPart;
  charge_percent: number;
  health_percent: number;
  cycle_count: number | null;
  temperature_c: number;
  voltage_v: number;
  current_a: number;
  charging: boolean;
}

export interface BatteryInformation {
  part_type: BatteryPart;
  design_capacity_wh: number | null;
  nominal_voltage_v: number | null;
  capacity_mah: number;
  cells_series: number;
  cells_parallel: number | null;
  manufacture_date: string | null;
}

export interface AssistLevelSetting {
  assist_level: '1' | '2' | '3' | '4' | '5';
  support_percent: number;
  max_torque_nm: number;
  max_speed_kmh: number;
}
export type AssistLevelPatch = Pick<AssistLevelSetting, 'assist_level'> &
  Partial<Omit<AssistLevelSetting, 'assist_level'>>;

export interface AssistLevelUsage {
  assist_level: AssistLevel;
  seconds: number;
  distance_km: number;
}

/** The maintenance warning: next service by distance (km, 0 none) and by date (null none). */
export interface MaintenanceWarningSetting {
  enabled: boolean;
  distance_km: number;
  date: string | null;
}

export interface DetectionState {
  detection_mode: DetectionMode;
  flash_mode?: FlashMode;
}
export interface PressCounts {
  detection_mode: DetectionMode;
  press_counts: Record<ButtonFunctionName, number>;
}

export interface ParameterWrite {
  data_array?: number[] | undefined;
  changes?: { index: number; value: number }[] | undefined;
}

export interface ConnectorNode {
  serial_number: string;
  part_spec_code: string;
  module_id: string;
  hardware_version: string;
  firmware_version: string;
  in_bootloader: boolean;
}
