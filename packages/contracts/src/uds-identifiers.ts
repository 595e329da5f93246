// The diagnostic wire contract between the system bridge and a drive system (real or simulated):
// CAN addressing, data identifiers (DIDs), routines, memory regions, negative response codes and the
// security-access key derivation. The bridge and the bike simulator both import this file, so the
// addressing plan and identifiers are declared once.
import type { PartType, SupportedComponent } from './enums.ts';

/** Physical request/response CAN ids (11-bit) per component; lower id wins arbitration. */
export const UdsAddress = {
  hmi: { request: 0x601, response: 0x681 },
  controller: { request: 0x602, response: 0x682 },
  battery: { request: 0x603, response: 0x683 },
  motor: { request: 0x604, response: 0x684 },
  torque: { request: 0x605, response: 0x685 },
  speed_sensor: { request: 0x606, response: 0x686 },
  front_light: { request: 0x607, response: 0x687 },
  rear_light: { request: 0x608, response: 0x688 },
  derailleur: { request: 0x609, response: 0x689 },
  range_extender_battery: { request: 0x60a, response: 0x68a },
  charger: { request: 0x60b, response: 0x68b },
  dongle: { request: 0x60f, response: 0x68f },
} as const satisfies Partial<Record<PartType, { request: number; response: number }>>;
export type UdsNodeName = keyof typeof UdsAddress;
export const UdsNodeNames = Object.keys(UdsAddress) as UdsNodeName[];

/** Functional (broadcast) request id: every component answers on its own response id. */
export const UDS_FUNCTIONAL_REQUEST_ID = 0x6ff;

export function isUdsNodeName(value: string): value is UdsNodeName {
  return value in UdsAddress;
}

/** Bridge path parameter (SupportedComponent) → bus node. The only rename is the torque sensor. */
export function nodeOfComponent(component: SupportedComponent): UdsNodeName {
  return component === 'torque_sensor' ? 'torque' : component;
}
/** Bus node → bridge component name (SupportedComponent), undefined for nodes the bridge API does not name. */
export function componentOfNode(node: UdsNodeName): SupportedComponent | undefined {
  switch (node) {
    case 'torque':
      return 'torque_sensor';
    case 'speed_sensor':
    case 'front_light':
    case 'rear_light':
      return undefined;
    default:
      return node;
  }
}

export const UdsService = {
  diagnosticSessionControl: 0x10,
  ecuReset: 0x11,
  clearDiagnosticInformation: 0x14,
  readDtcInformation: 0x19,
  readDataByIdentifier: 0x22,
  securityAccess: 0x27,
  writeDataByIdentifier: 0x2e,
  routineControl: 0x31,
  requestDownload: 0x34,
  transferData: 0x36,
  requestTransferExit: 0x37,
  testerPresent: 0x3e,
} as const;

export const UdsSession = { default: 0x01, programming: 0x02, extended: 0x03 } as const;
export const UdsResetType = { hard: 0x01, soft: 0x03 } as const;
export const RoutineControlType = { start: 0x01, stop: 0x02, requestResults: 0x03 } as const;
export const DtcReportType = { byStatusMask: 0x02 } as const;
/** DTC status bits used (ISO 14229-1 D.2): testFailed = current, confirmedDTC = history. */
export const DtcStatusBit = { testFailed: 0x01, confirmed: 0x08 } as const;

export const Did = {
  partSpecCode: 0xf187, // ISO: vehicleManufacturerSparePartNumber
  softwareVersion: 0xf189,
  serialNumber: 0xf18c, // barcode printed on the part
  vin: 0xf190,
  hardwareVersion: 0xf193,
  moduleId: 0xfd01,
  fontVersion: 0xfd02,
  iconVersion: 0xfd03,
  bootMode: 0xfd04,
  protocolType: 0xfd05,
  odometer: 0xfd10,
  ridingStats: 0xfd11,
  assistLevelUsage: 0xfd12,
  batteryInformation: 0xfd20,
  batteryState: 0xfd21,
  realTimeClock: 0xfd30,
  lightStartupState: 0xfd31,
  speedUnit: 0xfd32,
  maintenanceWarning: 0xfd33,
  assistLevelPerformance: 0xfd34,
  wheelDiameter: 0xfd35,
  activation: 0xfd36,
  parameterArray: 0xfd40,
  buttonPressCounts: 0xfd50,
  /** Live drive data (uds-live-data.ts): speed, cadence, torque, currents, voltage, temperatures. */
  driveLiveData: 0xfd60,
} as const;
export type DidName = keyof typeof Did;

/** Which nodes serve which identifier ('all' = every node, also in bootloader where marked). */
export const DidOwners: Record<DidName, 'all' | readonly UdsNodeName[]> = {
  partSpecCode: 'all',
  softwareVersion: 'all',
  serialNumber: 'all',
  hardwareVersion: 'all',
  moduleId: 'all',
  bootMode: 'all',
  parameterArray: 'all',
  vin: ['hmi', 'controller'],
  fontVersion: ['hmi'],
  iconVersion: ['hmi'],
  protocolType: ['hmi'],
  speedUnit: ['hmi'],
  maintenanceWarning: ['hmi'],
  assistLevelUsage: ['hmi'],
  buttonPressCounts: ['hmi'],
  activation: ['hmi'],
  realTimeClock: ['hmi', 'battery', 'range_extender_battery'],
  odometer: ['controller'],
  ridingStats: ['controller'],
  lightStartupState: ['controller'],
  assistLevelPerformance: ['controller'],
  wheelDiameter: ['controller'],
  batteryInformation: ['battery', 'range_extender_battery'],
  batteryState: ['battery', 'range_extender_battery'],
  driveLiveData: ['controller'],
};
/** Identifiers a bootloader still answers (identification only); everything else needs app mode. */
export const BootloaderDids: readonly DidName[] = [
  'partSpecCode',
  'softwareVersion',
  'serialNumber',
  'hardwareVersion',
  'moduleId',
  'bootMode',
];

export function didServedBy(name: DidName, node: UdsNodeName): boolean {
  const owners = DidOwners[name];
  return owners === 'all' || owners.includes(node);
}

export const Routine = {
  eraseMemory: 0xff00,
  /** Verify a transferred image: option record = SHA-256 (32 bytes) + version (ASCII). */
  checkProgrammingDependencies: 0xff01,
  buttonDetection: 0x0201,
  flashDetection: 0x0202,
  activation: 0x0203,
  shipMode: 0x0204,
  systemShutdown: 0x0205,
} as const;

/** RequestDownload memory addresses: the application image, or an HMI panel frame. */
export const MemoryRegion = {
  application: 0x00000000,
  fontFrame: 0x01000000,
  iconFrame: 0x02000000,
} as const;

export const Nrc = {
  generalReject: 0x10,
  serviceNotSupported: 0x11,
  subFunctionNotSupported: 0x12,
  incorrectMessageLength: 0x13,
  busyRepeatRequest: 0x21,
  conditionsNotCorrect: 0x22,
  requestSequenceError: 0x24,
  requestOutOfRange: 0x31,
  securityAccessDenied: 0x33,
  invalidKey: 0x35,
  exceededNumberOfAttempts: 0x36,
  requiredTimeDelayNotExpired: 0x37,
  uploadDownloadNotAccepted: 0x70,
  transferDataSuspended: 0x71,
  generalProgrammingFailure: 0x72,
  wrongBlockSequenceCounter: 0x73,
  responsePending: 0x78,
  subFunctionNotSupportedInActiveSession: 0x7e,
  serviceNotSupportedInActiveSession: 0x7f,
} as const;
export type NrcName = keyof typeof Nrc;
export function nrcName(code: number): string {
  const hit = Object.entries(Nrc).find(([, v]) => v === code);
  return hit ? hit[0] : `nrc_0x${code.toString(16).padStart(2, '0')}`;
}

export const SecurityLevel = { extended: 0x01, programming: 0x11 } as const;

/**
 * SecurityAccess brute-force protection of our ECUs (ISO 14229-1:2013 §9.4.1: the false-access-attempt
 * counter and the delay timer are the server's, their values the vehicle manufacturer's): the third
 * wrong key is answered 0x36 and starts a 10 s delay, during which every request of the service gets
 * 0x37. A tester that knows the ECU waits this long once; it never guesses keys.
 */
export const SecurityAccessPolicy = { maxFalseAttempts: 3, delayMs: 10_000 } as const;
const SECURITY_SECRET: Record<number, number> = {
  [SecurityLevel.extended]: 0x5ec0de5a,
  [SecurityLevel.programming]: 0x0b007f1a,
};

/**
 * Key for a SecurityAccess seed: rotl32(seed ^ secret(level), 7). Vendor algorithms are secret;
 * this open one keeps the seed/key exchange real (a wrong key gets NRC 0x35) without pretending to be secure.
 */
export function securityKey(level: number, seed: Uint8Array): Uint8Array {
  const secret = SECURITY_SECRET[level];
  if (secret === undefined || seed.length !== 4) throw new Error(`no key for level ${level}`);
  const s = ((seed[0]! << 24) | (seed[1]! << 16) | (seed[2]! << 8) | seed[3]!) >>> 0;
  const x = (s ^ secret) >>> 0;
  const k = ((x << 7) | (x >>> 25)) >>> 0;
  return Uint8Array.of(k >>> 24, (k >>> 16) & 0xff, (k >>> 8) & 0xff, k & 0xff);
}

/** RequestDownload reply: maxNumberOfBlockLength the simulator (and our ECUs) accept: the ISO-TP maximum. */
export const MAX_TRANSFER_BLOCK_LENGTH = 4095;
