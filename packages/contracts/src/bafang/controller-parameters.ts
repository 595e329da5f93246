// Drive unit parameter block 1 (0x60/0x11), 64 bytes with an additive checksum in the last byte.
// Offsets read from OpenBafangTool src/parser/bafang/can/parser/Controller.ts parameter1 and
// mdi-9/bafang_canable_pro bafang-serializer.js prepareParameter1WriteData; the two agree on every
// offset used here (they differ on bytes 3…6, which we neither show nor change — decision 1101).
// Writes patch these offsets into the block read from the unit, so unknown bytes go back unchanged.

export const PARAMETER1_LENGTH = 64;

export interface BafangAssistLevelLimit {
  /** Percent of the current limit. */
  currentPercent: number;
  /** Percent of the speed limit. */
  speedPercent: number;
}

export interface BafangControllerParameter1 {
  systemVoltageV: number;
  currentLimitA: number;
  batteryCapacityAh: number;
  speedMeterMagnets: number;
  /** Nine assist levels (the display uses the first 3, 4, 5 or 9). */
  assistLevels: BafangAssistLevelLimit[];
  lampsAlwaysOn: boolean;
  walkAssistSpeedKmh: number;
}

const OFFSET = {
  systemVoltage: 0,
  currentLimit: 1,
  batteryCapacity: 7,
  speedMeterMagnets: 20,
  levelCurrent: 40,
  levelSpeed: 49,
  lampsAlwaysOn: 59,
  walkSpeed: 60,
  checksum: 63,
} as const;

export function parameterChecksum(bytes: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < PARAMETER1_LENGTH - 1; i++) sum += bytes[i] ?? 0;
  return sum & 0xff;
}

/** null when the block is short or its checksum is wrong (then nothing in it can be trusted). */
export function decodeControllerParameter1(d: ArrayLike<number>): BafangControllerParameter1 | null {
  if (d.length < PARAMETER1_LENGTH || d[OFFSET.checksum] !== parameterChecksum(d)) return null;
  const at = (i: number): number => d[i] ?? 0;
  return {
    systemVoltageV: at(OFFSET.systemVoltage),
    currentLimitA: at(OFFSET.currentLimit),
    batteryCapacityAh: ((at(OFFSET.batteryCapacity + 1) << 8) | at(OFFSET.batteryCapacity)) / 1000,
    speedMeterMagnets: at(OFFSET.speedMeterMagnets),
    assistLevels: Array.from({ length: 9 }, (_, i) => ({
      currentPercent: at(OFFSET.levelCurrent + i),
      speedPercent: at(OFFSET.levelSpeed + i),
    })),
    lampsAlwaysOn: at(OFFSET.lampsAlwaysOn) === 1,
    walkAssistSpeedKmh: ((at(OFFSET.walkSpeed + 1) << 8) | at(OFFSET.walkSpeed)) / 10,
  };
}

/** The block with the changes applied and the checksum recomputed; every other byte as read. */
export function patchControllerParameter1(
  original: ArrayLike<number>,
  change: Partial<Pick<BafangControllerParameter1, 'lampsAlwaysOn' | 'assistLevels' | 'speedMeterMagnets'>>,
): Uint8Array {
  if (original.length !== PARAMETER1_LENGTH) throw new RangeError('parameter block 1 has 64 bytes');
  const out = Uint8Array.from(original);
  if (change.lampsAlwaysOn !== undefined) out[OFFSET.lampsAlwaysOn] = change.lampsAlwaysOn ? 1 : 0;
  if (change.speedMeterMagnets !== undefined) out[OFFSET.speedMeterMagnets] = change.speedMeterMagnets;
  change.assistLevels?.slice(0, 9).forEach((l, i) => {
    out[OFFSET.levelCurrent + i] = Math.max(0, Math.min(100, Math.round(l.currentPercent)));
    out[OFFSET.levelSpeed + i] = Math.max(0, Math.min(100, Math.round(l.speedPercent)));
  });
  out[OFFSET.checksum] = parameterChecksum(out);
  return out;
}

/** A block as a drive unit would hold it (simulator): unknown bytes FF like the serializer's padding. */
export function buildControllerParameter1(v: BafangControllerParameter1): Uint8Array {
  const out = new Uint8Array(PARAMETER1_LENGTH).fill(0xff);
  out[OFFSET.systemVoltage] = v.systemVoltageV;
  out[OFFSET.currentLimit] = v.currentLimitA;
  const mah = Math.round(v.batteryCapacityAh * 1000);
  out[OFFSET.batteryCapacity] = mah & 0xff;
  out[OFFSET.batteryCapacity + 1] = (mah >> 8) & 0xff;
  out[OFFSET.speedMeterMagnets] = v.speedMeterMagnets;
  out[OFFSET.lampsAlwaysOn] = v.lampsAlwaysOn ? 1 : 0;
  const walk = Math.round(v.walkAssistSpeedKmh * 10);
  out[OFFSET.walkSpeed] = walk & 0xff;
  out[OFFSET.walkSpeed + 1] = (walk >> 8) & 0xff;
  return patchControllerParameter1(out, { assistLevels: v.assistLevels });
}
