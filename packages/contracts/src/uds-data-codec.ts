// Binary layout of every data identifier of uds-identifiers.ts (big-endian, as UDS is). The bike
// simulator encodes with these functions and the bridge decodes with them, so a layout lives once.
// The battery's records are in uds-battery-codec.ts.
import {
  ButtonFunctionName,
  FlashMode,
  SpeedUnit,
  StartupLightState,
  SupportedProtocolType,
} from './enums.ts';
import type { AssistLevel } from './enums.ts';
import { ByteReader, ByteWriter, DataLengthError } from './uds-byte-record.ts';

export const encodeAscii = (s: string): Uint8Array => Uint8Array.from(Buffer.from(s, 'latin1'));
/** Fixed-width ASCII fields are padded with NUL or space; both are stripped. */
export const decodeAscii = (b: Uint8Array): string =>
  Buffer.from(b)
    .toString('latin1')
    .replace(/[\0 ]+$/, '');

/** Module id: 8 bytes; all 0xFF means "not programmed" and reads back as ''. */
export function encodeModuleId(mid: string): Uint8Array {
  if (mid === '') return new Uint8Array(8).fill(0xff);
  return Uint8Array.from(Buffer.from(mid.padStart(16, '0').slice(0, 16), 'hex'));
}
export function decodeModuleId(b: Uint8Array): string {
  if (b.length < 8 || b.subarray(0, 8).every((x) => x === 0xff)) return '';
  return Buffer.from(b.subarray(0, 8)).toString('hex').toUpperCase();
}

export type BootMode = 'app' | 'bootloader';
export const encodeBootMode = (m: BootMode) => Uint8Array.of(m === 'app' ? 0 : 1);
export const decodeBootMode = (b: Uint8Array): BootMode =>
  new ByteReader(b, 1).u8() === 0 ? 'app' : 'bootloader';

function enumCodec<T extends string>(values: readonly T[]) {
  return {
    encode: (v: T) => Uint8Array.of(values.indexOf(v) < 0 ? 0xff : values.indexOf(v)),
    decode: (b: Uint8Array): T | undefined => values[new ByteReader(b, 1).u8()],
  };
}
export const ProtocolTypeCodec = enumCodec(SupportedProtocolType);
export const LightStartupCodec = enumCodec(StartupLightState);
export const SpeedUnitCodec = enumCodec(SpeedUnit);
export const FlashModeCodec = enumCodec(FlashMode);

export const U32Codec = {
  encode: (v: number) => new ByteWriter().u32(v).done(),
  decode: (b: Uint8Array) => new ByteReader(b, 4).u32(),
};
export const U16Codec = {
  encode: (v: number) => new ByteWriter().u16(v).done(),
  decode: (b: Uint8Array) => new ByteReader(b, 2).u16(),
};

export interface RidingStats {
  rideTimeS: number;
  energyWh: number;
  maxSpeedKmh: number;
  avgSpeedKmh: number;
  tripCount: number;
}
export const RidingStatsCodec = {
  encode: (s: RidingStats) =>
    new ByteWriter()
      .u32(s.rideTimeS)
      .u32(s.energyWh)
      .u16(Math.round(s.maxSpeedKmh * 10))
      .u16(Math.round(s.avgSpeedKmh * 10))
      .u16(s.tripCount)
      .done(),
  decode: (b: Uint8Array): RidingStats => {
    const r = new ByteReader(b, 14);
    return {
      rideTimeS: r.u32(),
      energyWh: r.u32(),
      maxSpeedKmh: r.u16() / 10,
      avgSpeedKmh: r.u16() / 10,
      tripCount: r.u16(),
    };
  },
};

export const AssistLevels: readonly AssistLevel[] = ['off', '1', '2', '3', '4', '5'];
export interface AssistLevelUsage {
  assistLevel: AssistLevel;
  seconds: number;
  distanceM: number;
}
export const AssistLevelUsageCodec = {
  encode: (u: AssistLevelUsage[]) => {
    const w = new ByteWriter();
    for (const level of AssistLevels) {
      const e = u.find((x) => x.assistLevel === level);
      w.u32(e?.seconds ?? 0).u32(e?.distanceM ?? 0);
    }
    return w.done();
  },
  decode: (b: Uint8Array): AssistLevelUsage[] => {
    const r = new ByteReader(b, 48);
    return AssistLevels.map((assistLevel) => ({ assistLevel, seconds: r.u32(), distanceM: r.u32() }));
  },
};

/** Maintenance warning: distance in km (0 = none) and date as days since 1970-01-01 (0 = none). */
export interface MaintenanceWarning {
  enabled: boolean;
  nextServiceKm: number;
  nextServiceDay: number;
}
export const MaintenanceWarningCodec = {
  encode: (m: MaintenanceWarning) =>
    new ByteWriter()
      .u8(m.enabled ? 1 : 0)
      .u32(m.nextServiceKm)
      .u32(m.nextServiceDay)
      .done(),
  decode: (b: Uint8Array): MaintenanceWarning => {
    const r = new ByteReader(b, 9);
    return { enabled: r.u8() === 1, nextServiceKm: r.u32(), nextServiceDay: r.u32() };
  },
};

export interface AssistLevelPerformance {
  assistLevel: AssistLevel;
  supportPercent: number;
  maxTorqueNm: number;
  maxSpeedKmh: number;
}
const TunableLevels = AssistLevels.filter((l) => l !== 'off');
export const AssistLevelPerformanceCodec = {
  encode: (levels: AssistLevelPerformance[]) => {
    const w = new ByteWriter();
    for (const level of TunableLevels) {
      const e = levels.find((x) => x.assistLevel === level);
      w.u16(e?.supportPercent ?? 0)
        .u8(e?.maxTorqueNm ?? 0)
        .u16(Math.round((e?.maxSpeedKmh ?? 0) * 10));
    }
    return w.done();
  },
  decode: (b: Uint8Array): AssistLevelPerformance[] => {
    const r = new ByteReader(b, 25);
    return TunableLevels.map((assistLevel) => ({
      assistLevel,
      supportPercent: r.u16(),
      maxTorqueNm: r.u8(),
      maxSpeedKmh: r.u16() / 10,
    }));
  },
};

export interface Activation {
  activated: boolean;
  activatedAt: number;
}
export const ActivationCodec = {
  encode: (a: Activation) =>
    new ByteWriter()
      .u8(a.activated ? 1 : 0)
      .u32(a.activatedAt)
      .done(),
  decode: (b: Uint8Array): Activation => {
    const r = new ByteReader(b, 5);
    return { activated: r.u8() === 1, activatedAt: r.u32() };
  },
};

export type ButtonPressCounts = Record<ButtonFunctionName, number>;
export const ButtonPressCountsCodec = {
  encode: (c: Partial<ButtonPressCounts>) => {
    const w = new ByteWriter();
    for (const name of ButtonFunctionName) w.u16(c[name] ?? 0);
    return w.done();
  },
  decode: (b: Uint8Array): ButtonPressCounts => {
    const r = new ByteReader(b, ButtonFunctionName.length * 2);
    return Object.fromEntries(ButtonFunctionName.map((n) => [n, r.u16()])) as ButtonPressCounts;
  },
};

/** Option record of the verify routine (0xFF01): SHA-256 of the image followed by its version. */
export function encodeVerifyOption(sha256Hex: string, version: string): Uint8Array {
  return Uint8Array.from([...Buffer.from(sha256Hex, 'hex'), ...encodeAscii(version)]);
}
export function decodeVerifyOption(b: Uint8Array): { sha256Hex: string; version: string } {
  if (b.length < 32) throw new DataLengthError('verify option needs 32 bytes');
  return { sha256Hex: Buffer.from(b.subarray(0, 32)).toString('hex'), version: decodeAscii(b.subarray(32)) };
}
