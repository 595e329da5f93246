// Values carried by Bafang commands: layouts and scaling, each with the source it was read from.
// Multi-byte numbers are little-endian. Encoders exist for what devices broadcast (the simulator) and
// for what the community tools write (the bridge).

const u16 = (d: ArrayLike<number>, i: number): number => ((d[i + 1] ?? 0) << 8) | (d[i] ?? 0);
const le16 = (v: number): number[] => [v & 0xff, (v >> 8) & 0xff];
const clampU16 = (v: number): number => Math.max(0, Math.min(0xffff, Math.round(v)));

function asciiBytes(text: string): number[] {
  return [...text].map((ch) => ch.charCodeAt(0) & 0x7f);
}

/** Text values (versions, model, serial, manufacturer): ASCII, ending at the first NUL. */
export function decodeBafangText(data: ArrayLike<number>): string {
  let s = '';
  for (let i = 0; i < data.length; i++) {
    const c = data[i]!;
    if (c === 0) break;
    s += String.fromCharCode(c);
  }
  return s.trim();
}
/** bafang_canable_pro bafang-serializer.js serializeString: ASCII followed by a NUL. */
export function encodeBafangText(text: string): number[] {
  return [...asciiBytes(text), 0];
}

/**
 * Display 0x60/0x07: active error codes as ASCII, two decimal digits per code (OpenBafangTool
 * src/parser/bafang/can/parser/Display.ts errorCodes).
 */
export function decodeBafangErrorCodes(data: ArrayLike<number>): number[] {
  const text = decodeBafangText(data);
  const codes: number[] = [];
  for (let i = 0; i + 2 <= text.length; i += 2) codes.push(Number.parseInt(text.slice(i, i + 2), 10));
  return codes.filter((c) => Number.isFinite(c));
}
export function encodeBafangErrorCodes(codes: readonly number[]): number[] {
  return asciiBytes(codes.map((c) => String(c).padStart(2, '0')).join(''));
}

/** Drive unit 0x32/0x00 (OpenBafangTool parser/Controller.ts package0). */
export interface BafangControllerRealtime0 {
  remainingCapacityPercent: number;
  tripKm: number;
  cadenceRpm: number;
  torque: number;
  /** null when the drive unit sends FFFF (not known). */
  remainingRangeKm: number | null;
}
export function decodeControllerRealtime0(d: ArrayLike<number>): BafangControllerRealtime0 {
  const range = u16(d, 6);
  return {
    remainingCapacityPercent: d[0] ?? 0,
    tripKm: u16(d, 1) / 100,
    cadenceRpm: d[3] ?? 0,
    torque: u16(d, 4),
    remainingRangeKm: range < 0xffff ? range / 100 : null,
  };
}
export function encodeControllerRealtime0(v: BafangControllerRealtime0): number[] {
  return [
    v.remainingCapacityPercent,
    ...le16(clampU16(v.tripKm * 100)),
    v.cadenceRpm,
    ...le16(v.torque),
    ...le16(v.remainingRangeKm === null ? 0xffff : clampU16(v.remainingRangeKm * 100)),
  ];
}

/**
 * Drive unit 0x32/0x01 (OpenBafangTool parser/Controller.ts package1; example frame 02F83201 in
 * Bafang_M500_M600 CANBUS/readme.md): speed and current and voltage in hundredths, temperatures +40,
 * motor temperature FF when the unit has no sensor.
 */
export interface BafangControllerRealtime1 {
  speedKmh: number;
  currentA: number;
  voltageV: number;
  controllerTempC: number;
  motorTempC: number | null;
}
export function decodeControllerRealtime1(d: ArrayLike<number>): BafangControllerRealtime1 {
  return {
    speedKmh: u16(d, 0) / 100,
    currentA: u16(d, 2) / 100,
    voltageV: u16(d, 4) / 100,
    controllerTempC: (d[6] ?? 0) - 40,
    motorTempC: d[7] === 0xff ? null : (d[7] ?? 0) - 40,
  };
}
export function encodeControllerRealtime1(v: BafangControllerRealtime1): number[] {
  return [
    ...le16(clampU16(v.speedKmh * 100)),
    ...le16(clampU16(v.currentA * 100)),
    ...le16(clampU16(v.voltageV * 100)),
    v.controllerTempC + 40,
    v.motorTempC === null ? 0xff : v.motorTempC + 40,
  ];
}

/**
 * Drive unit 0x32/0x03 speed parameters (OpenBafangTool parser/Controller.ts parameter3; example
 * 05103203 / 02F83203 in Bafang_M500_M600 CANBUS/readme.md): speed limit in hundredths of km/h, the
 * wheel size as inches × 16 (29″ = D0 01, 27.5″ = B5 01 — OpenBafangTool WheelDiameterTable), the
 * circumference in mm.
 */
export interface BafangSpeedParameters {
  speedLimitKmh: number;
  /** Raw wheel code as sent (16-bit). */
  wheelCode: number;
  circumferenceMm: number;
}
export function decodeSpeedParameters(d: ArrayLike<number>): BafangSpeedParameters {
  return { speedLimitKmh: u16(d, 0) / 100, wheelCode: u16(d, 2), circumferenceMm: u16(d, 4) };
}
export function encodeSpeedParameters(v: BafangSpeedParameters): number[] {
  return [...le16(clampU16(v.speedLimitKmh * 100)), ...le16(v.wheelCode), ...le16(v.circumferenceMm)];
}
/**
 * Wheel codes for inch sizes: high nibble of the code's 12 bits is the inch count in hex digits read
 * as decimal tens (29″ = 0x1D0 → 0x1D = 29; 27.5″ = 0x1B5 → 0x1B + 5/10). OpenBafangTool WheelDiameterTable.
 */
export function wheelCodeToInches(code: number): number {
  return (code >> 4) + (code & 0x0f) / 10;
}
export function inchesToWheelCode(inches: number): number {
  const whole = Math.floor(inches);
  return (whole << 4) | Math.round((inches - whole) * 10);
}

/** Torque sensor 0x31/0x00 (OpenBafangTool parser/Sensor.ts). */
export interface BafangSensorRealtime {
  torque: number;
  cadenceRpm: number;
}
export function decodeSensorRealtime(d: ArrayLike<number>): BafangSensorRealtime {
  return { torque: u16(d, 0), cadenceRpm: d[2] ?? 0 };
}
export function encodeSensorRealtime(v: BafangSensorRealtime): number[] {
  return [...le16(v.torque), v.cadenceRpm];
}
