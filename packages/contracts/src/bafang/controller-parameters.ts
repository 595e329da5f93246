// Drive unit parameter block 1 (0x60/0x11), 64 bytes with an additive checksum in the last byte.
// Offsets and scaling read from andrey-pr/OpenBafangTool @386caa5 src/parser/bafang/can/parser/Controller.ts
// parameter1 (+ serializer/Controller.ts prepareParameter1WritePromise) and larssonwassen/bafang-can
// @c4de331 src/bafang_can/codecs.py Parameter1; the two agree on every offset used here. Where they
// differ (bytes 3…6, the under-voltage fields; OBT's serializer writing level speeds at 48+i while it
// reads 49+i) we neither show nor change the bytes and use the consistent read offset 49+i.
// Writes patch these offsets into the block read from the unit, so unknown bytes go back unchanged.

export const PARAMETER1_LENGTH = 64;

export interface BafangAssistLevelLimit {
  /** Percent of the current limit. */
  currentPercent: number;
  /** Percent of the speed limit. */
  speedPercent: number;
}

/** Pedal sensor ("motor trigger") types: OpenBafangTool src/types/BafangCanSystemTypes.ts PedalSensorType. */
export const BafangPedalSensorType = ['torque', 'cadence', 'throttle_only'] as const;
export type BafangPedalSensorType = (typeof BafangPedalSensorType)[number];

/**
 * The typed scalar fields: byte offset, width, scale (value = raw × scale) and the range the
 * community tool lets a mechanic enter (OpenBafangTool src/ui/panels/bafang/can/full/
 * BafangCanMotorSettingsView.tsx: current limit 1…100 A, capacity 1…65000 mAh, range 1…255 km,
 * magnets 1…10, start current 1…100 %, loading/shedding 0.1…20 s, walk assist 1…6 km/h, throttle
 * 1…20 V). `writable: false` fields are shown but never written (system voltage is the hardware's).
 */
export const PARAMETER1_FIELDS = {
  systemVoltageV: { offset: 0, bytes: 1, scale: 1, min: 24, max: 72, unit: 'V', writable: false },
  currentLimitA: { offset: 1, bytes: 1, scale: 1, min: 1, max: 100, unit: 'A', writable: true },
  batteryCapacityMah: { offset: 7, bytes: 2, scale: 1, min: 1, max: 65000, unit: 'mAh', writable: true },
  fullCapacityRangeKm: { offset: 12, bytes: 1, scale: 1, min: 1, max: 255, unit: 'km', writable: true },
  pedalSensorType: { offset: 13, bytes: 1, scale: 1, min: 0, max: 2, unit: '', writable: true },
  speedMeterMagnets: { offset: 20, bytes: 1, scale: 1, min: 1, max: 10, unit: '', writable: true },
  throttleStartV: { offset: 34, bytes: 1, scale: 0.1, min: 1, max: 20, unit: 'V', writable: true },
  throttleMaxV: { offset: 35, bytes: 1, scale: 0.1, min: 1, max: 20, unit: 'V', writable: true },
  startCurrentPercent: { offset: 37, bytes: 1, scale: 1, min: 1, max: 100, unit: '%', writable: true },
  currentLoadingTimeS: { offset: 38, bytes: 1, scale: 0.1, min: 0.1, max: 20, unit: 's', writable: true },
  currentSheddingTimeS: { offset: 39, bytes: 1, scale: 0.1, min: 0.1, max: 20, unit: 's', writable: true },
  /** Both sources read hundredths (u16 at 60). */
  walkAssistSpeedKmh: { offset: 60, bytes: 2, scale: 0.01, min: 1, max: 6, unit: 'km/h', writable: true },
} as const;
export type BafangParameter1Field = keyof typeof PARAMETER1_FIELDS;

export interface BafangControllerParameter1 extends Record<BafangParameter1Field, number> {
  /** Nine assist levels (the display uses the first 3, 4, 5 or 9). */
  assistLevels: BafangAssistLevelLimit[];
  lampsAlwaysOn: boolean;
}
/** What a write may change: the writable scalars, the level table and the lamps. */
export type BafangParameter1Change = Partial<
  Pick<BafangControllerParameter1, BafangParameter1Field | 'assistLevels' | 'lampsAlwaysOn'>
>;

const LEVELS = { current: 40, speed: 49, count: 9 } as const;
const LAMPS = 59;
const CHECKSUM = 63;

export function parameterChecksum(bytes: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < PARAMETER1_LENGTH - 1; i++) sum += bytes[i] ?? 0;
  return sum & 0xff;
}

const rawOf = (d: ArrayLike<number>, offset: number, bytes: number): number =>
  bytes === 2 ? ((d[offset + 1] ?? 0) << 8) | (d[offset] ?? 0) : (d[offset] ?? 0);
/** Rounds away float noise of the scale (0.1 × 3 = 0.30000000000000004). */
const scaled = (raw: number, scale: number): number => Math.round(raw * scale * 1000) / 1000;

/** null when the block is short or its checksum is wrong (then nothing in it can be trusted). */
export function decodeControllerParameter1(d: ArrayLike<number>): BafangControllerParameter1 | null {
  if (d.length < PARAMETER1_LENGTH || d[CHECKSUM] !== parameterChecksum(d)) return null;
  const fields = Object.fromEntries(
    Object.entries(PARAMETER1_FIELDS).map(([k, f]) => [k, scaled(rawOf(d, f.offset, f.bytes), f.scale)]),
  ) as Record<BafangParameter1Field, number>;
  return {
    ...fields,
    assistLevels: Array.from({ length: LEVELS.count }, (_, i) => ({
      currentPercent: d[LEVELS.current + i] ?? 0,
      speedPercent: d[LEVELS.speed + i] ?? 0,
    })),
    lampsAlwaysOn: d[LAMPS] === 1,
  };
}

/** The block with the changes applied and the checksum recomputed; every other byte as read. */
export function patchControllerParameter1(
  original: ArrayLike<number>,
  change: BafangParameter1Change,
): Uint8Array {
  if (original.length !== PARAMETER1_LENGTH) throw new RangeError('parameter block 1 has 64 bytes');
  const out = Uint8Array.from(original);
  for (const [k, f] of Object.entries(PARAMETER1_FIELDS)) {
    const v = change[k as BafangParameter1Field];
    if (v === undefined || !f.writable) continue;
    const raw = Math.round(v / f.scale);
    out[f.offset] = raw & 0xff;
    if (f.bytes === 2) out[f.offset + 1] = (raw >> 8) & 0xff;
  }
  if (change.lampsAlwaysOn !== undefined) out[LAMPS] = change.lampsAlwaysOn ? 1 : 0;
  change.assistLevels?.slice(0, LEVELS.count).forEach((l, i) => {
    out[LEVELS.current + i] = Math.max(0, Math.min(100, Math.round(l.currentPercent)));
    out[LEVELS.speed + i] = Math.max(0, Math.min(100, Math.round(l.speedPercent)));
  });
  out[CHECKSUM] = parameterChecksum(out);
  return out;
}

/** A block as a drive unit would hold it (simulator): unknown bytes FF like the serializer's padding. */
export function buildControllerParameter1(v: BafangControllerParameter1): Uint8Array {
  const out = new Uint8Array(PARAMETER1_LENGTH).fill(0xff);
  out[PARAMETER1_FIELDS.systemVoltageV.offset] = v.systemVoltageV;
  return patchControllerParameter1(out, v);
}
