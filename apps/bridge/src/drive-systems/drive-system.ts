// The one interface between the bridge's calls and the drive system of the connected bike (decision
// 1606). Routes validate, call one of these operations and send its answer; they never speak a bike
// protocol. Each operation is either implemented or throws the implementation's "unavailable because …"
// (300102 with the reason of its capability matrix, capabilities.ts). Implementations: uds/ (our UDS
// network, also the default while no other drive system is connected) and bafang/ (Bafang CAN).
// A new drive system is one new folder: docs/recipes/new-drive-system.md.
import type {
  FlashMode,
  FrameKind,
  LiveValues,
  SpeedUnit,
  StartupLightState,
  SupportedComponent,
  SupportedProtocolType,
} from '@dealer/contracts';
import type { FirmwareUpdateResult } from '../operations/firmware-update.operation.ts';
import type { ImageSource } from '../security/firmware-source.ts';
import type { Capability } from './capabilities.ts';
import type {
  AssistLevelPatch,
  AssistLevelSetting,
  AssistLevelUsage,
  BatteryInformation,
  BatteryPart,
  BatteryState,
  BikeInfo,
  ConnectorNode,
  DetectionState,
  ErrorCode,
  ErrorCodeClear,
  MaintenanceWarningSetting,
  ModuleIdEntry,
  ParameterWrite,
  PressCounts,
  RidingStats,
} from './drive-system-shapes.ts';

/** Progress of a parameter write, published by the caller (/v1/progress/operate_parameter). */
type ParameterProgress = (stage: 'writing' | 'verifying' | 'done', progress: number) => void;

/** A call only some drive systems have (Bafang's typed settings …), named by "METHOD path". */
export interface BrandCallRequest {
  key: string;
  /** How the answer names the action, e.g. the route's summary. */
  action: string;
  /** A write runs alone on the bus. */
  write: boolean;
  body?: unknown;
  params: Record<string, string>;
}

export interface DriveSystem {
  // What it can do.
  capabilities(): Capability[];

  // Identify.
  identify(): Promise<BikeInfo>;
  moduleIds(): Promise<ModuleIdEntry[]>;
  protocolType(): Promise<SupportedProtocolType | null>;
  /** The connector's own node, or null when the bus has none of ours (only the adapter is there). */
  connectorNode(): Promise<ConnectorNode | null>;
  /** Writes the module id (MID rescue) and reads it back. */
  writeModuleId(
    component: SupportedComponent,
    moduleId: string,
  ): Promise<{ module_id: string; valid: boolean }>;

  // Read components.
  odometer(): Promise<{ odometer_km: number; odometer_m: number }>;
  ridingStats(): Promise<RidingStats>;
  batteryState(part: BatteryPart): Promise<BatteryState>;
  batteryInformation(component: SupportedComponent): Promise<BatteryInformation>;
  assistLevelUsage(): Promise<AssistLevelUsage[]>;
  panelFrameVersions(): Promise<{ font_version: string | null; icon_version: string | null }>;

  // Live data.
  liveData(): Promise<LiveValues>;

  // Errors.
  errorCodes<S extends 'current' | 'history'>(status: S): Promise<ErrorCode<S>[]>;
  clearErrorCodes(): Promise<ErrorCodeClear>;

  // Settings.
  lightStartup(): Promise<StartupLightState>;
  setLightStartup(state: StartupLightState): Promise<StartupLightState>;
  assistLevels(): Promise<AssistLevelSetting[]>;
  tuneAssistLevels(patch: AssistLevelPatch[]): Promise<AssistLevelSetting[]>;
  wheelDiameterMm(): Promise<number>;
  maintenanceWarning(): Promise<MaintenanceWarningSetting>;
  /** `date` undefined: the date set before is kept (the v2 call knows distance only). */
  setMaintenanceWarning(
    w: Omit<MaintenanceWarningSetting, 'date'> & { date?: string | null },
  ): Promise<MaintenanceWarningSetting>;
  speedUnit(): Promise<SpeedUnit>;
  setSpeedUnit(unit: SpeedUnit): Promise<SpeedUnit>;
  readClock(component: SupportedComponent): Promise<string>;
  setClock(component: SupportedComponent, isoTime: string): Promise<string>;
  activate(date: string | undefined): Promise<{ activated: boolean; activated_at: string }>;

  // Parameters.
  readParameters(component: SupportedComponent): Promise<number[]>;
  writeParameters(
    component: SupportedComponent,
    write: ParameterWrite,
    progress: ParameterProgress,
  ): Promise<number[]>;

  // Flash.
  flash(
    component: SupportedComponent,
    source: ImageSource & { rescue?: boolean },
  ): Promise<FirmwareUpdateResult>;
  updatePanelFrame(kind: FrameKind, source: ImageSource): Promise<{ frame_type: FrameKind; version: string }>;

  // Calibrate and test: the display's detection modes, restart and power.
  startDetection(mode: 'button' | 'flash', flashMode?: FlashMode): Promise<DetectionState>;
  exitDetection(): Promise<DetectionState>;
  buttonPressCounts(): Promise<PressCounts>;
  rebootController(): Promise<{ rebooted: boolean; in_bootloader: boolean }>;
  /** Ship mode or off; the bike stops answering, so the connection ends. */
  powerOff(state: 'ship_mode' | 'off'): Promise<void>;

  // A drive system's own calls (its settings and tools beyond the common ones), or 300102 with why not.
  brandCall(request: BrandCallRequest): Promise<unknown>;
}

/** A drive system found on the bus at connect, held until the bike is dropped. */
export interface AttachedDriveSystem extends DriveSystem {
  /** The protocol family the session reports for it. */
  readonly protocol: SupportedProtocolType;
  /** How the connect log names it, e.g. "Bafang CAN system at 250000 bit/s with 4 devices". */
  describe(): string;
  close(): void;
}
