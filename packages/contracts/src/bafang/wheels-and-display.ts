// Wheel sizes the drive unit accepts in 0x32/0x03 and the display's writable values (time, mileage,
// service reset) and the drive unit's position-sensor calibration, each with its source.

export interface BafangWheel {
  label: string;
  /** The 16-bit code as sent in 0x32/0x03 bytes 2…3 (little-endian). */
  code: number;
  minCircumferenceMm: number;
  maxCircumferenceMm: number;
}
const wheel = (label: string, lo: number, hi: number, min: number, max: number): BafangWheel => ({
  label,
  code: (hi << 8) | lo,
  minCircumferenceMm: min,
  maxCircumferenceMm: max,
});
/**
 * andrey-pr/OpenBafangTool @386caa5 src/constants/BafangCanConstants.ts WheelDiameterTable (the same
 * table in larssonwassen/bafang-can @c4de331 src/bafang_can/constants.py WHEEL_TABLE). Both list 18″
 * with 17″'s code 10 01; a code cannot mean two sizes, so 18″ is left out (decision 1124).
 */
export const BAFANG_WHEELS: readonly BafangWheel[] = [
  wheel('6″', 0x60, 0x00, 400, 880),
  wheel('7″', 0x70, 0x00, 520, 880),
  wheel('8″', 0x80, 0x00, 520, 880),
  wheel('10″', 0xa0, 0x00, 520, 880),
  wheel('12″', 0xc0, 0x00, 910, 1300),
  wheel('14″', 0xe0, 0x00, 910, 1300),
  wheel('16″', 0x00, 0x01, 1208, 1600),
  wheel('17″', 0x10, 0x01, 1208, 1600),
  wheel('20″', 0x40, 0x01, 1290, 1880),
  wheel('22″', 0x60, 0x01, 1290, 1880),
  wheel('23″', 0x70, 0x01, 1290, 1880),
  wheel('24″', 0x80, 0x01, 1290, 2200),
  wheel('25″', 0x90, 0x01, 1880, 2200),
  wheel('26″', 0xa0, 0x01, 1880, 2510),
  wheel('27″', 0xb0, 0x01, 1880, 2510),
  wheel('27.5″', 0xb5, 0x01, 1880, 2510),
  wheel('28″', 0xc0, 0x01, 1880, 2510),
  wheel('29″', 0xd0, 0x01, 1880, 2510),
  wheel('32″', 0x00, 0x02, 2200, 2652),
  wheel('400 mm', 0x00, 0x19, 1208, 1600),
  wheel('450 mm', 0x10, 0x2c, 1208, 1600),
  wheel('600 mm', 0x80, 0x25, 1600, 2200),
  wheel('650 mm', 0xa0, 0x28, 1600, 2200),
  wheel('700 mm', 0xc0, 0x2b, 1880, 2510),
];
export function bafangWheelByCode(code: number): BafangWheel | undefined {
  return BAFANG_WHEELS.find((w) => w.code === code);
}

/**
 * Display 0x62/0x02 "DisplayTime": three bytes hours, minutes, seconds; each checked like the source's
 * validateTime (OpenBafangTool src/device/high-level/bafang-can-devices/BafangCanDisplay.ts setTime,
 * src/utils/utils.ts validateTime). The display answers no read of it (the source only writes it).
 */
export function encodeDisplayTime(t: { hours: number; minutes: number; seconds: number }): number[] {
  const ok = (v: number, max: number) => Number.isInteger(v) && v >= 0 && v <= max;
  if (!ok(t.hours, 23) || !ok(t.minutes, 59) || !ok(t.seconds, 59)) throw new RangeError('not a time of day');
  return [t.hours, t.minutes, t.seconds];
}
export function decodeDisplayTime(d: ArrayLike<number>): { hours: number; minutes: number; seconds: number } {
  return { hours: d[0] ?? 0, minutes: d[1] ?? 0, seconds: d[2] ?? 0 };
}

/** Largest value of the display's 24-bit mileage fields. */
export const BAFANG_MILEAGE_MAX_RAW = 0xffffff;
/**
 * Display 0x62/0x01 total mileage: whole km, 3 bytes little-endian; 0x62/0x03 trip ("single")
 * mileage: tenths of a km, 3 bytes (OpenBafangTool src/parser/bafang/can/serializer/Display.ts
 * serializeMileage, prepareSingleMileageWritePromise value × 10; intToByteArray is little-endian).
 */
export function encodeDisplayMileage(kind: 'total' | 'trip', km: number): number[] {
  const raw = Math.round(kind === 'total' ? km : km * 10);
  if (!(raw >= 0 && raw <= BAFANG_MILEAGE_MAX_RAW)) throw new RangeError('mileage out of range');
  return [raw & 0xff, (raw >> 8) & 0xff, (raw >> 16) & 0xff];
}

/**
 * Writing five zero bytes to 0x63/0x02 clears the display's service mileage (BafangCanDisplay.ts
 * cleanServiceMileage); five zero bytes to the drive unit's 0x62/0x00 starts its position-sensor
 * calibration (BafangCanController.ts calibratePositionSensor).
 */
export const BAFANG_ZERO_COMMAND: readonly number[] = [0, 0, 0, 0, 0];
