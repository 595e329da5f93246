// The persistent state of a simulated bike, built from the shared demo fleet (contracts) so the
// simulator and the backend seed describe the same bikes.
import { createHash } from 'node:crypto';
import { DemoBikeSpecs, DemoFleet, DemoPartSpecs, DemoErrorCodes, isUdsNodeName } from '@dealer/contracts';
import type {
  AssistLevelPerformance,
  AssistLevelUsage,
  BatteryInformation,
  BatteryState,
  ButtonPressCounts,
  DemoBike,
  DemoComponent,
  MaintenanceWarning,
  PartType,
  RidingStats,
  ScenarioName,
  SpeedUnit,
  StartupLightState,
  UdsNodeName,
} from '@dealer/contracts';
import { DemoConnector } from '@dealer/contracts';

export interface ImageSlot {
  version: string;
  sha256: string;
  size: number;
}

export interface ComponentState {
  node: UdsNodeName;
  partType: PartType;
  partSpecCode: string;
  barcode: string;
  moduleId: string;
  hardwareVersion: string;
  fontVersion?: string;
  iconVersion?: string;
  /** A/B image slots; the bootloader boots `activeSlot` when it holds a verified image. */
  slots: [ImageSlot | null, ImageSlot | null];
  activeSlot: 0 | 1;
  /** Set when a programming session starts; only a verified image plus reset clears it. */
  bootPending: boolean;
  /** A verified image the bootloader switches to at the next reset. */
  pendingSlot: 0 | 1 | null;
  dtcs: StoredDtc[];
  parameterArray: number[];
}

/**
 * One entry of a component's fault memory. `status` holds the ISO 14229-1 status bits the bike uses
 * (testFailed = current, confirmedDTC = in the error log); `causePresent` says whether the fault's
 * cause is still there, so a clear is followed by the monitor setting the code again (see dtc-memory.ts).
 */
export interface StoredDtc {
  code: string;
  status: number;
  causePresent?: boolean;
}

export interface BatteryPack {
  info: BatteryInformation;
  state: BatteryState;
}

export type PowerState = 'on' | 'ship_mode' | 'off';

export interface BikeState {
  schema: 1;
  scenario: ScenarioName;
  vin: string;
  bikeSpecCode: string;
  power: PowerState;
  components: ComponentState[];
  /** The service connector (dongle); null when the scenario has none plugged in. */
  connector: ComponentState | null;
  odometerM: number;
  ridingStats: RidingStats;
  assistLevelUsage: AssistLevelUsage[];
  batteries: Partial<Record<'battery' | 'range_extender_battery', BatteryPack>>;
  /** The bike's clock = host clock + offset, so it keeps running while the simulator is stopped. */
  rtcOffsetS: number;
  lightStartupState: StartupLightState;
  speedUnit: SpeedUnit;
  maintenanceWarning: MaintenanceWarning;
  assistLevelPerformance: AssistLevelPerformance[];
  wheelDiameterMm: number;
  activation: { activated: boolean; activatedAt: number };
  buttonPressCounts: Partial<ButtonPressCounts>;
}

/** A stand-in digest for an image the bike already carries (its bytes are not simulated). */
export function factoryImage(partSpecCode: string, version: string): ImageSlot {
  const sha256 = createHash('sha256').update(`${partSpecCode}@${version}`).digest('hex');
  return { version, sha256, size: 256 * 1024 };
}

function parameterArrayFor(barcode: string): number[] {
  return [...createHash('sha256').update(`params:${barcode}`).digest()];
}

function componentState(
  c: DemoComponent,
  errorsActive: string[],
  errorsHistory: string[],
  present: PartType[],
): ComponentState {
  if (!isUdsNodeName(c.partType)) throw new Error(`no bus address for ${c.partType}`);
  const owner = (code: string): PartType => {
    const known = DemoErrorCodes.find((e) => e.code === code)?.component;
    return known && present.includes(known) ? known : 'hmi'; // the display reports what no one else owns
  };
  const codes = [...new Set([...errorsActive, ...errorsHistory])].filter(
    (code) => owner(code) === c.partType,
  );
  return {
    node: c.partType,
    partType: c.partType,
    partSpecCode: c.partSpecCode,
    barcode: c.barcode,
    moduleId: c.moduleId,
    hardwareVersion: c.hardwareVersion,
    ...(c.fontVersion !== undefined ? { fontVersion: c.fontVersion } : {}),
    ...(c.iconVersion !== undefined ? { iconVersion: c.iconVersion } : {}),
    slots: [c.inBootloader ? null : factoryImage(c.partSpecCode, c.firmwareVersion), null],
    activeSlot: 0,
    bootPending: c.inBootloader === true,
    pendingSlot: null,
    dtcs: codes.map((code) => ({
      code,
      status: (errorsActive.includes(code) ? 0x01 : 0) | (errorsHistory.includes(code) ? 0x08 : 0),
    })),
    parameterArray: parameterArrayFor(c.barcode),
  };
}

/** A part as it comes out of the box: no fault memory (a spare fitted on the bench, the connector). */
export function freshComponentState(c: DemoComponent): ComponentState {
  return componentState(c, [], [], []);
}

export function batteryPack(specCode: string, chargePercent: number, index: number): BatteryPack {
  const wh = Number(/(\d+)/.exec(specCode)?.[1] ?? 500);
  return {
    info: {
      designCapacityWh: wh,
      nominalVoltageV: 36,
      capacityMah: Math.round((wh / 36) * 1000),
      cellsSeries: 10,
      cellsParallel: Math.max(1, Math.round(wh / 125)),
      manufactureDate: `2024-0${1 + (index % 9)}-15`,
    },
    state: {
      chargePercent,
      healthPercent: 94 - (index % 5),
      cycleCount: 100 + index * 7,
      temperatureC: 21.5,
      voltageV: 30 + (12 * chargePercent) / 100,
      currentA: 0,
      charging: false,
    },
  };
}

export function bikeStateFromDemo(demo: DemoBike): BikeState {
  const spec = DemoBikeSpecs.find((s) => s.code === demo.bikeSpecCode);
  if (!spec) throw new Error(`unknown bike spec ${demo.bikeSpecCode}`);
  const n = Number(demo.vin.slice(-3));
  const present = demo.components.map((c) => c.partType);
  const components = demo.components.map((c) =>
    componentState(c, demo.activeErrorCodes, demo.historyErrorCodes, present),
  );
  const batteries: BikeState['batteries'] = {};
  for (const c of demo.components) {
    if (c.partType === 'battery')
      batteries.battery = batteryPack(c.partSpecCode, demo.batteryChargePercent, n);
    if (c.partType === 'range_extender_battery')
      batteries.range_extender_battery = batteryPack(
        c.partSpecCode,
        Math.min(100, demo.batteryChargePercent + 5),
        n + 1,
      );
  }
  const k = [0.25, 0.45, 0.65, 0.85, 1];
  const { performance: p } = spec;
  return {
    schema: 1,
    scenario: demo.scenario,
    vin: demo.vin,
    bikeSpecCode: demo.bikeSpecCode,
    power: 'on',
    components,
    connector: demo.connectorPresent ? freshComponentState(DemoConnector) : null,
    odometerM: 1_200_000 + n * 37_000,
    ridingStats: {
      rideTimeS: 180_000 + n * 3600,
      energyWh: 24_000 + n * 300,
      maxSpeedKmh: 27.4,
      avgSpeedKmh: 18.2,
      tripCount: 310 + n,
    },
    assistLevelUsage: (['off', '1', '2', '3', '4', '5'] as const).map((assistLevel, i) => ({
      assistLevel,
      seconds: 36_000 / (i + 1),
      distanceM: 200_000 / (i + 1),
    })),
    batteries,
    rtcOffsetS: 0,
    lightStartupState: 'last_state',
    speedUnit: 'kph',
    maintenanceWarning: { enabled: true, nextServiceKm: 2_000, nextServiceDay: 0 },
    assistLevelPerformance: (['1', '2', '3', '4', '5'] as const).map((assistLevel, i) => ({
      assistLevel,
      supportPercent: Math.round(p.maxSupportPercent * k[i]!),
      maxTorqueNm: Math.round(p.maxTorqueNm * k[i]!),
      maxSpeedKmh: p.maxSpeedKmh,
    })),
    wheelDiameterMm: spec.wheelDiametersMm[0] ?? 700,
    activation: { activated: demo.registered, activatedAt: demo.registered ? 1_704_067_200 : 0 },
    buttonPressCounts: {},
  };
}

export function scenarioState(name: ScenarioName): BikeState {
  return bikeStateFromDemo(DemoFleet[name]);
}

export function partSpecOf(code: string) {
  return DemoPartSpecs.find((s) => s.code === code);
}

/** Boot decision: the bootloader keeps control while an update is pending or no valid image exists. */
export function bootModeOf(c: ComponentState): 'app' | 'bootloader' {
  return c.bootPending || c.slots[c.activeSlot] === null ? 'bootloader' : 'app';
}
/** What the bootloader does at start-up: switch to a verified image, else keep what is valid. */
export function bootAfterReset(c: ComponentState): void {
  if (c.pendingSlot !== null && c.slots[c.pendingSlot]) {
    c.activeSlot = c.pendingSlot;
    c.bootPending = false;
  }
  c.pendingSlot = null;
}
export function runningVersion(c: ComponentState): string {
  return bootModeOf(c) === 'app' ? (c.slots[c.activeSlot]?.version ?? '') : '';
}
