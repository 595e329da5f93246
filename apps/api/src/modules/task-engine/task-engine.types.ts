// Input and output of the task engine. The reading is what the system bridge read off the bike;
// the catalogue view is what the backend knows about that bike, prepared by the caller so the
// engine itself stays pure (no database, no clock) and can be tested and benchmarked alone.
import type { TaskLevel, TaskRuleType, TaskStatus, TaskType } from '@dealer/contracts';

export interface ReadingComponent {
  part_type: string;
  barcode: string;
  /** '' when the component reports none. */
  module_id: string;
  part_spec_code?: string | undefined;
  firmware_version: string;
  hardware_version: string;
  font_version?: string | null | undefined;
  icon_version?: string | null | undefined;
  in_bootloader: boolean;
}

export interface SensorSample {
  /** What the sensor reported. */
  value: number;
  /** The reference the technician applied (bench roller speed, calibrated weight, crank rpm). */
  reference: number;
}

export interface Reading {
  /** Protocol the bridge detected (absent: our UDS network). */
  protocol_type?: string | null | undefined;
  /** VIN programmed in the drive system; '' = none programmed; absent = not read. */
  vin?: string | undefined;
  components: ReadingComponent[];
  active_error_codes: string[];
  history_error_codes: string[];
  /** Digest of each component's parameter set as read. */
  parameter_digests?: { part_type: string; digest: string }[] | undefined;
  /** Each pack's charge and health (state of health: capacity against design, %) as it reports them. */
  batteries?:
    | {
        part_type: string;
        charge_percent: number;
        health_percent?: number | null | undefined;
        /** The pack's own voltage reading (Bafang 0x34/0x01). */
        voltage_v?: number | null | undefined;
        /** The drive unit's reading of its supply, the same pack seen from the drive (Bafang 0x32/0x01). */
        drive_supply_voltage_v?: number | null | undefined;
      }[]
    | undefined;
  sensors?:
    | {
        speed?: SensorSample | undefined;
        torque?: SensorSample | undefined;
        cadence?: SensorSample | undefined;
      }
    | undefined;
}

export interface CatalogueView {
  vin: string;
  /** Parts bundled (live registration) to this bike, by barcode. */
  registered: ReadonlyMap<string, { part_type: string; part_spec_code: string }>;
  /** Barcodes bundled to another bike → that bike's VIN. */
  registeredElsewhere: ReadonlyMap<string, string>;
  /** Part spec code of every barcode the catalogue knows. */
  barcodeSpecs: ReadonlyMap<string, string>;
  /** Bundle rule of the bike's model. */
  allowedSpecs: ReadonlySet<string>;
  /** Required part specs that talk on the bus (so their absence in a reading is meaningful). */
  requiredCommunicating: ReadonlyMap<string, string>;
  /** Newest published versions per `${part_spec_code}|${hardware_version}`. */
  latestFirmware: ReadonlyMap<string, { application?: string; font?: string; icon?: string }>;
  /** Danger level of each catalogue error code and the component it points at. */
  errorCodes: ReadonlyMap<string, { level: 'low' | 'medium' | 'high'; component: string }>;
  /** Parameter digest last recorded for a part (by barcode), after a compare/sync or first reading. */
  recordedDigests: ReadonlyMap<string, string>;
  /** Part types whose last parameter compare found differences not yet synced. */
  pendingParameterSync: ReadonlySet<string>;
  /** A passing HMI diagnosis was recorded in this workspace. */
  hmiDiagnosisPassed: boolean;
}

export interface PreviousTask {
  cause_key: string;
  status: TaskStatus;
}

export interface ComputedTask {
  cause_key: string;
  task_type: TaskType;
  level: TaskLevel;
  rule_type: TaskRuleType;
  part_type: string | null;
  score_penalty: number;
  status: TaskStatus;
  detail: Record<string, unknown>;
}

export interface TaskEngineResult {
  tasks: ComputedTask[];
  /** Tasks whose status differs from before (new ones included): what a caller must persist. */
  changed: ComputedTask[];
  health_score: number;
}
