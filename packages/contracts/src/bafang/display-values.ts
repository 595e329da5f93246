// Display and battery values (OpenBafangTool src/parser/bafang/can/parser/Display.ts, Battery.ts;
// level codes confirmed by the HMI example 03106300 in Bafang_M500_M600 CANBUS/readme.md).

const u16 = (d: ArrayLike<number>, i: number): number => ((d[i + 1] ?? 0) << 8) | (d[i] ?? 0);
const u24 = (d: ArrayLike<number>, i: number): number => ((d[i + 2] ?? 0) << 16) | u16(d, i);
const le16 = (v: number): number[] => [v & 0xff, (v >> 8) & 0xff];
const le24 = (v: number): number[] => [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff];

/** Code sent for each assist level, by number of levels (Display.ts decodeCurrentAssistLevel). */
const LEVEL_CODES: Record<number, readonly number[]> = {
  3: [0, 12, 2, 3],
  4: [0, 1, 12, 21, 3],
  5: [0, 11, 13, 21, 23, 3],
  9: [0, 1, 11, 12, 13, 2, 21, 22, 23, 3],
};
const WALK_CODE = 6;
const levelTable = (levels: number): readonly number[] => LEVEL_CODES[levels] ?? LEVEL_CODES[5]!;

export function assistLevelCode(levels: number, level: number | 'walk'): number {
  return level === 'walk' ? WALK_CODE : (levelTable(levels)[level] ?? 0);
}
export function assistLevelFromCode(levels: number, code: number): number | 'walk' | null {
  if (code === WALK_CODE) return 'walk';
  const i = levelTable(levels).indexOf(code);
  return i < 0 ? null : i;
}

/** Display 0x63/0x00 broadcast. */
export interface BafangDisplayRealtime {
  assistLevels: number;
  boost: boolean;
  currentLevel: number | 'walk' | null;
  light: boolean;
  button: boolean;
}
export function decodeDisplayRealtime(d: ArrayLike<number>): BafangDisplayRealtime {
  const levels = (d[0] ?? 0) & 0x0f;
  return {
    assistLevels: levels,
    boost: ((d[0] ?? 0) & 0x20) !== 0,
    currentLevel: assistLevelFromCode(levels, d[1] ?? 0),
    light: ((d[2] ?? 0) & 0x01) !== 0,
    button: ((d[2] ?? 0) & 0x02) !== 0,
  };
}
export function encodeDisplayRealtime(v: BafangDisplayRealtime): number[] {
  const level = v.currentLevel === null ? 0 : assistLevelCode(v.assistLevels, v.currentLevel);
  return [(v.assistLevels & 0x0f) | (v.boost ? 0x20 : 0), level, (v.light ? 1 : 0) | (v.button ? 2 : 0), 0];
}

/** Display 0x63/0x01: total mileage in km, trip in tenths, max speed in tenths. */
export interface BafangDisplayData1 {
  totalKm: number;
  tripKm: number;
  maxSpeedKmh: number;
}
export function decodeDisplayData1(d: ArrayLike<number>): BafangDisplayData1 {
  return { totalKm: u24(d, 0), tripKm: u24(d, 3) / 10, maxSpeedKmh: u16(d, 6) / 10 };
}
export function encodeDisplayData1(v: BafangDisplayData1): number[] {
  return [
    ...le24(Math.round(v.totalKm)),
    ...le24(Math.round(v.tripKm * 10)),
    ...le16(Math.round(v.maxSpeedKmh * 10)),
  ];
}

/** Display 0x63/0x02: average speed in tenths, distance since the last service in tenths. */
export interface BafangDisplayData2 {
  averageSpeedKmh: number;
  serviceKm: number;
}
export function decodeDisplayData2(d: ArrayLike<number>): BafangDisplayData2 {
  return { averageSpeedKmh: u16(d, 0) / 10, serviceKm: u24(d, 2) / 10 };
}
export function encodeDisplayData2(v: BafangDisplayData2): number[] {
  return [...le16(Math.round(v.averageSpeedKmh * 10)), ...le24(Math.round(v.serviceKm * 10))];
}

/** Battery 0x34/0x00: capacities in mAh, relative/absolute charge and health in percent. */
export interface BafangBatteryCapacity {
  fullCapacityMah: number;
  remainingMah: number;
  relativeChargePercent: number;
  absoluteChargePercent: number;
  healthPercent: number;
}
export function decodeBatteryCapacity(d: ArrayLike<number>): BafangBatteryCapacity {
  return {
    fullCapacityMah: u16(d, 0),
    remainingMah: u16(d, 2),
    relativeChargePercent: d[4] ?? 0,
    absoluteChargePercent: d[5] ?? 0,
    healthPercent: d[6] ?? 0,
  };
}
export function encodeBatteryCapacity(v: BafangBatteryCapacity): number[] {
  return [
    ...le16(v.fullCapacityMah),
    ...le16(v.remainingMah),
    v.relativeChargePercent,
    v.absoluteChargePercent,
    v.healthPercent,
  ];
}

/**
 * Battery 0x34/0x01: current in hundredths of an ampere, signed (two's complement; OpenBafangTool
 * reports the magnitude, we keep the sign: negative while charging), voltage in hundredths, temperature +40.
 */
export interface BafangBatteryState {
  currentA: number;
  voltageV: number;
  temperatureC: number;
}
export function decodeBatteryState(d: ArrayLike<number>): BafangBatteryState {
  const raw = u16(d, 0);
  return {
    currentA: (raw & 0x8000 ? raw - 0x10000 : raw) / 100,
    voltageV: u16(d, 2) / 100,
    temperatureC: (d[4] ?? 0) - 40,
  };
}
export function encodeBatteryState(v: BafangBatteryState): number[] {
  return [
    ...le16(Math.round(v.currentA * 100) & 0xffff),
    ...le16(Math.round(v.voltageV * 100)),
    v.temperatureC + 40,
  ];
}

/** Battery 0x64/0x02…: cell voltages in millivolts, four per sub-code (Battery.ts cells). */
export function decodeCellVoltages(d: ArrayLike<number>): number[] {
  const cells: number[] = [];
  for (let i = 0; i + 1 < d.length; i += 2) cells.push(u16(d, i) / 1000);
  return cells;
}
export function encodeCellVoltages(volts: readonly number[]): number[] {
  return volts.flatMap((v) => le16(Math.round(v * 1000)));
}
