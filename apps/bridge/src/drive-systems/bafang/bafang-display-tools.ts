// The display's writable values and the drive unit's position-sensor calibration (andrey-pr/
// OpenBafangTool @386caa5 BafangCanDisplay.ts setTime / cleanServiceMileage, serializer/Display.ts,
// BafangCanController.ts calibratePositionSensor). Mileage goes through the verified path; the clock
// and the two commands have no read to check against, and each answer says so.
import {
  BAFANG_MILEAGE_MAX_RAW,
  BAFANG_ZERO_COMMAND,
  BafangCmd,
  decodeDisplayData2,
  encodeDisplayMileage,
  encodeDisplayTime,
} from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import { takeSnapshot } from './bafang-snapshots.ts';
import { readDisplayMileage } from './bafang-settings.ts';
import type { BafangSystem } from './bafang-system.ts';
import { needDevice, verifiedWrite } from './bafang-verified-write.ts';

const badValue = (what: string, range: string) =>
  new BridgeError(400004, `${what} must be ${range}`, { reason: 'invalid_request', action: `Write ${what}` });

export async function setBafangDisplayTime(
  system: BafangSystem,
  t: { hours: number; minutes: number; seconds: number },
) {
  const display = needDevice(system, 'display', 'Set display time');
  let bytes: number[];
  try {
    bytes = encodeDisplayTime(t);
  } catch {
    throw badValue('display time', 'a time of day (0–23 h, 0–59 min, 0–59 s)');
  }
  await system.client.write(display, BafangCmd.displayTime, bytes);
  // The display answers no read of its clock (OpenBafangTool only writes it): nothing to compare.
  return { before: null, after: t, snapshot_id: null, read_back: 'not_readable' as const };
}

export async function writeBafangMileage(
  system: BafangSystem,
  change: { total_km?: number; trip_km?: number },
) {
  const ok = (v: number | undefined, scale: number) =>
    v === undefined || (Number.isFinite(v) && v >= 0 && v * scale <= BAFANG_MILEAGE_MAX_RAW);
  if (!ok(change.total_km, 1) || !Number.isInteger(change.total_km ?? 0))
    throw badValue('total mileage', `whole kilometres from 0 to ${BAFANG_MILEAGE_MAX_RAW}`);
  if (!ok(change.trip_km, 10)) throw badValue('trip mileage', `0 to ${BAFANG_MILEAGE_MAX_RAW / 10} km`);
  return verifiedWrite(
    system,
    'display_mileage',
    () => readDisplayMileage(system),
    (before) => {
      const display = needDevice(system, 'display', 'Write mileage');
      const total = encodeDisplayMileage('total', change.total_km ?? before.value.total_km);
      const trip = encodeDisplayMileage('trip', change.trip_km ?? before.value.trip_km);
      return {
        writes: [
          ...(change.total_km === undefined
            ? []
            : [{ target: display, command: BafangCmd.displayTotalMileage, bytes: total }]),
          ...(change.trip_km === undefined
            ? []
            : [{ target: display, command: BafangCmd.displayTripMileage, bytes: trip }]),
        ],
        expected: [...total, ...trip],
      };
    },
  );
}

/** Service mileage to zero; the value before is kept as a record (there is no write to put it back). */
export async function resetBafangServiceMileage(system: BafangSystem) {
  const display = needDevice(system, 'display', 'Reset service mileage');
  const read = async () =>
    decodeDisplayData2(await system.client.read(display, BafangCmd.displayData2)).serviceKm;
  const before = await read();
  const snap = takeSnapshot(system, 'service_mileage', [], { service_km: before });
  await system.client.write(display, BafangCmd.displayData2, BAFANG_ZERO_COMMAND);
  const after = await read();
  if (after !== 0)
    throw new BridgeError(300104, 'The display kept its service mileage', {
      action: 'Reset service mileage',
    });
  return {
    before: { service_km: before },
    after: { service_km: after },
    snapshot_id: snap.id,
    read_back: 'matches' as const,
  };
}

/** The drive unit turns the motor to find its rotor position: the rear wheel must be free. */
export async function calibrateBafangPositionSensor(system: BafangSystem) {
  const du = needDevice(system, 'driveUnit', 'Calibrate position sensor');
  await system.client.write(du, BafangCmd.calibratePositionSensor, BAFANG_ZERO_COMMAND);
  return { calibrated: true, read_back: 'not_readable' as const };
}
