// Bafang CAN identifiers: every frame is an extended (29-bit) frame whose identifier carries the
// source device, the target device, the operation and a two-byte command. Layout read from
// andrey-pr/OpenBafangTool src/device/high-level/bafang-can-utils.ts and src/types/BafangCanCommonTypes.ts,
// and confirmed by the example identifiers in OpenSourceEBike/Bafang_M500_M600 CANBUS/readme.md
// (02F83201 = drive unit → broadcast, 05103203 = service tool → drive unit). Facts: docs/protocols/bafang-can.md.

/** Bus addresses (OpenBafangTool DeviceNetworkId; Bafang_M500_M600 "DEVICE" enum). */
export const BafangDevice = {
  torqueSensor: 0x01,
  driveUnit: 0x02,
  display: 0x03,
  battery: 0x04,
  /** The service tool (Bafang's BESST); this bridge sends as this address like the community tools. */
  tool: 0x05,
  broadcast: 0x1f,
} as const;
export type BafangDeviceName = Exclude<keyof typeof BafangDevice, 'broadcast' | 'tool'>;
export const BafangDeviceNames: readonly BafangDeviceName[] = [
  'driveUnit',
  'display',
  'battery',
  'torqueSensor',
];

/** Operations (Bafang_M500_M600 "CAN" enum: WRITE_CMD … LONG_WARNING_CMD). */
export const BafangOp = {
  write: 0,
  read: 1,
  normalAck: 2,
  errorAck: 3,
  multiStart: 4,
  multiContinue: 5,
  multiEnd: 6,
  multiWarning: 7,
} as const;
export type BafangOpCode = (typeof BafangOp)[keyof typeof BafangOp];

export interface BafangId {
  source: number;
  target: number;
  op: BafangOpCode;
  code: number;
  subCode: number;
}

/** Source in the low 5 bits of the top byte, target in the high 5 bits of the next, operation below it. */
export function packBafangId(id: BafangId): number {
  return (
    (((id.source & 0x1f) << 24) |
      ((((id.target & 0x1f) << 3) | (id.op & 0x07)) << 16) |
      ((id.code & 0xff) << 8) |
      (id.subCode & 0xff)) >>>
    0
  );
}

export function unpackBafangId(raw: number): BafangId {
  const b1 = (raw >>> 16) & 0xff;
  return {
    source: (raw >>> 24) & 0x1f,
    target: b1 >>> 3,
    op: (b1 & 0x07) as BafangOpCode,
    code: (raw >>> 8) & 0xff,
    subCode: raw & 0xff,
  };
}

const KNOWN_SOURCES = new Set<number>([1, 2, 3, 4, 5]);

/**
 * Does an extended identifier read as a Bafang frame? Sources are the five known devices and the
 * target a known device or the broadcast address: the bits above 28 are zero by construction.
 */
export function looksLikeBafangId(raw: number, ext: boolean): boolean {
  if (!ext || raw > 0x1fffffff) return false;
  const id = unpackBafangId(raw);
  return (
    KNOWN_SOURCES.has(id.source) && (KNOWN_SOURCES.has(id.target) || id.target === BafangDevice.broadcast)
  );
}

export function formatBafangId(raw: number): string {
  return raw.toString(16).toUpperCase().padStart(8, '0');
}
