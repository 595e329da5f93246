// The settings a simulated drive unit and display answer beyond identification and live values: the
// torque profiles (0x60/0x12), the display's bootloader version (0x60/0x08), its clock and mileage
// writes (0x62/0x01…0x03), and the drive unit's position-sensor calibration (0x62/0x00). Each as the
// community tool drives it (andrey-pr/OpenBafangTool @386caa5 src/constants/BafangCanConstants.ts
// CanReadCommandsList / CanWriteCommandsList, BafangCanDisplay.ts, BafangCanController.ts).
import {
  BAFANG_WHEELS,
  BafangCmd,
  decodeDisplayTime,
  decodeSpeedParameters,
  encodeBafangText,
  parameterChecksum,
  PARAMETER1_LENGTH,
} from '@dealer/contracts';
import type { BafangCommand, BafangDeviceName } from '@dealer/contracts';
import type { BafangBikeState } from './bafang-state.ts';
import { defaultParameter2 } from './bafang-state.ts';

const is = (c: BafangCommand, d: BafangCommand) => c.code === d.code && c.subCode === d.subCode;
const u24 = (v: Uint8Array) => (v[0] ?? 0) | ((v[1] ?? 0) << 8) | ((v[2] ?? 0) << 16);
const blockOk = (v: Uint8Array) =>
  v.length === PARAMETER1_LENGTH && v[PARAMETER1_LENGTH - 1] === parameterChecksum(v);

/** Settings reads; undefined when this device does not hold the value (error acknowledge). */
export function readSetting(
  s: BafangBikeState,
  device: BafangDeviceName,
  c: BafangCommand,
): number[] | undefined {
  if (device === 'driveUnit' && is(c, BafangCmd.controllerParameter2))
    return [...(s.parameter2 ?? defaultParameter2())];
  // Only the display answers a bootloader-version read (CanReadCommandsList BootloaderVersion).
  if (device === 'display' && is(c, BafangCmd.bootloaderVersion))
    return encodeBafangText(s.display.bootloaderVersion ?? 'BL 1.0');
  return undefined;
}

/** Settings writes; undefined when the command is not a setting of this device, false when refused. */
export function writeSetting(
  s: BafangBikeState,
  device: BafangDeviceName,
  c: BafangCommand,
  v: Uint8Array,
): boolean | undefined {
  if (device === 'driveUnit') {
    if (is(c, BafangCmd.speedParameters)) {
      if (v.length !== 6) return false;
      const p = decodeSpeedParameters(v);
      const wheel = BAFANG_WHEELS.find((w) => w.code === p.wheelCode);
      // A unit keeps only a wheel it knows with a circumference inside that wheel's window.
      if (
        !wheel ||
        p.circumferenceMm < wheel.minCircumferenceMm ||
        p.circumferenceMm > wheel.maxCircumferenceMm
      )
        return false;
      if (p.speedLimitKmh < 1 || p.speedLimitKmh > 60) return false;
      Object.assign(s, {
        speedLimitKmh: p.speedLimitKmh,
        wheelCode: p.wheelCode,
        circumferenceMm: p.circumferenceMm,
      });
      return true;
    }
    if (is(c, BafangCmd.controllerParameter2)) {
      if (!blockOk(v)) return false;
      s.parameter2 = [...v];
      return true;
    }
    if (is(c, BafangCmd.calibratePositionSensor)) {
      s.positionCalibrations = (s.positionCalibrations ?? 0) + 1;
      return true;
    }
    return undefined;
  }
  if (device === 'display') {
    if (is(c, BafangCmd.displayTotalMileage) && v.length === 3) {
      s.display.totalKm = u24(v);
      return true;
    }
    if (is(c, BafangCmd.displayTripMileage) && v.length === 3) {
      s.display.tripKm = u24(v) / 10;
      return true;
    }
    if (is(c, BafangCmd.displayTime) && v.length === 3) {
      const t = decodeDisplayTime(v);
      if (t.hours > 23 || t.minutes > 59 || t.seconds > 59) return false;
      s.display.time = t;
      return true;
    }
  }
  return undefined;
}
