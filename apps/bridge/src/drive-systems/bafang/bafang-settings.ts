// Typed Bafang settings through the verified write path: speed limit, wheel and circumference
// (0x32/0x03), parameter block 1 (0x60/0x11) and the torque profiles (0x60/0x12), and the restore of
// any snapshot. Layouts and ranges: packages/contracts src/bafang (sources cited there).
import {
  BAFANG_WHEELS,
  BafangCmd,
  bafangWheelByCode,
  decodeControllerParameter1,
  decodeControllerParameter2,
  decodeDisplayData1,
  decodeSpeedParameters,
  encodeDisplayMileage,
  encodeSpeedParameters,
  PARAMETER1_FIELDS,
  patchControllerParameter1,
  patchControllerParameter2,
} from '@dealer/contracts';
import type { BafangParameter1Change, BafangTorqueProfile } from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';
import { checkParameter1Change, checkSpeedLimit, checkTorqueProfiles, checkWheel } from './bafang-guard.ts';
import { PEDELEC_SPEED_LIMIT_KMH } from './bafang-guard.ts';
import { findSnapshot } from './bafang-snapshots.ts';
import type { BafangSystem } from './bafang-system.ts';
import { needDevice, verifiedWrite } from './bafang-verified-write.ts';
import type { BafangReading } from './bafang-verified-write.ts';

export interface BafangSpeedSettings {
  speed_limit_kmh: number;
  legal_limit_kmh: number;
  /** The wheel's label from the table, null for a code the table does not know. */
  wheel: string | null;
  wheel_code: number;
  circumference_mm: number;
}

async function readSpeed(system: BafangSystem): Promise<BafangReading<BafangSpeedSettings>> {
  const t = needDevice(system, 'driveUnit', 'Read speed settings');
  const raw = [...(await system.client.read(t, BafangCmd.speedParameters))];
  const p = decodeSpeedParameters(raw);
  return {
    raw,
    value: {
      speed_limit_kmh: p.speedLimitKmh,
      legal_limit_kmh: PEDELEC_SPEED_LIMIT_KMH,
      wheel: bafangWheelByCode(p.wheelCode)?.label ?? null,
      wheel_code: p.wheelCode,
      circumference_mm: p.circumferenceMm,
    },
  };
}

export const readBafangSpeed = async (system: BafangSystem) => ({
  ...(await readSpeed(system)).value,
  wheels: BAFANG_WHEELS.map((w) => ({
    label: w.label,
    min_mm: w.minCircumferenceMm,
    max_mm: w.maxCircumferenceMm,
  })),
});

export async function writeBafangSpeed(
  system: BafangSystem,
  change: { speed_limit_kmh?: number; wheel?: string; circumference_mm?: number },
) {
  if (change.speed_limit_kmh !== undefined) checkSpeedLimit(change.speed_limit_kmh);
  return verifiedWrite(
    system,
    'speed',
    () => readSpeed(system),
    (before) => {
      const label = change.wheel ?? before.value.wheel;
      if (label === null)
        throw new BridgeError(400004, 'Choose a wheel size: the unit holds one the table does not know');
      const wheel = checkWheel(label, change.circumference_mm ?? before.value.circumference_mm);
      const bytes = encodeSpeedParameters({
        speedLimitKmh: change.speed_limit_kmh ?? before.value.speed_limit_kmh,
        wheelCode: wheel.code,
        circumferenceMm: change.circumference_mm ?? before.value.circumference_mm,
      });
      return {
        writes: [
          {
            target: needDevice(system, 'driveUnit', 'Write speed'),
            command: BafangCmd.speedParameters,
            bytes,
          },
        ],
        expected: bytes,
      };
    },
  );
}

async function readBlock(system: BafangSystem, which: 1 | 2) {
  const t = needDevice(system, 'driveUnit', `Read parameter block ${which}`);
  const raw = [
    ...(await system.client.read(
      t,
      which === 1 ? BafangCmd.controllerParameter1 : BafangCmd.controllerParameter2,
    )),
  ];
  const value = which === 1 ? decodeControllerParameter1(raw) : decodeControllerParameter2(raw);
  if (!value) throw new BridgeError(300103, `Drive unit parameter block ${which} failed its checksum`);
  return { raw, value };
}

/** Block 1 typed, each scalar with its unit, range and whether it may be written. */
export async function readBafangParameters(system: BafangSystem) {
  const { value } = (await readBlock(system, 1)) as BafangReading<
    NonNullable<ReturnType<typeof decodeControllerParameter1>>
  >;
  return {
    fields: Object.entries(PARAMETER1_FIELDS).map(([name, f]) => ({
      name,
      value: value[name as keyof typeof PARAMETER1_FIELDS],
      unit: f.unit,
      min: f.min,
      max: f.max,
      writable: f.writable,
    })),
    assist_levels: value.assistLevels.map((l) => ({
      current_percent: l.currentPercent,
      speed_percent: l.speedPercent,
    })),
    lamps_always_on: value.lampsAlwaysOn,
  };
}

export async function writeBafangParameters(system: BafangSystem, change: BafangParameter1Change) {
  checkParameter1Change(change);
  return verifiedWrite(
    system,
    'parameter1',
    () => readBlock(system, 1),
    (before) => {
      const bytes = patchControllerParameter1(before.raw, change);
      return {
        writes: [
          {
            target: needDevice(system, 'driveUnit', 'Write parameters'),
            command: BafangCmd.controllerParameter1,
            bytes,
          },
        ],
        expected: bytes,
      };
    },
  );
}

export const readBafangTorqueProfiles = async (system: BafangSystem) => ({
  profiles: (await readBlock(system, 2)).value as BafangTorqueProfile[],
});

export async function writeBafangTorqueProfiles(
  system: BafangSystem,
  profiles: Partial<BafangTorqueProfile>[],
) {
  checkTorqueProfiles(profiles);
  return verifiedWrite(
    system,
    'parameter2',
    () => readBlock(system, 2),
    (before) => {
      const bytes = patchControllerParameter2(before.raw, profiles);
      return {
        writes: [
          {
            target: needDevice(system, 'driveUnit', 'Write torque profiles'),
            command: BafangCmd.controllerParameter2,
            bytes,
          },
        ],
        expected: bytes,
      };
    },
  );
}

/** Display total and trip mileage, as the bytes the mileage writes take (what a snapshot restores). */
export async function readDisplayMileage(system: BafangSystem) {
  const t = needDevice(system, 'display', 'Read mileage');
  const d = decodeDisplayData1(await system.client.read(t, BafangCmd.displayData1));
  const value = { total_km: d.totalKm, trip_km: d.tripKm };
  return {
    raw: [...encodeDisplayMileage('total', d.totalKm), ...encodeDisplayMileage('trip', d.tripKm)],
    value,
  };
}

/** Writes a snapshot's bytes back (itself snapshotted first, so a restore can be undone too). */
export async function restoreBafangSnapshot(system: BafangSystem, id: number) {
  const snap = findSnapshot(system, id);
  const du = () => needDevice(system, 'driveUnit', 'Restore snapshot');
  switch (snap.kind) {
    case 'speed':
      return verifiedWrite(
        system,
        'speed',
        () => readSpeed(system),
        () => ({
          writes: [{ target: du(), command: BafangCmd.speedParameters, bytes: snap.raw }],
          expected: snap.raw,
        }),
      );
    case 'parameter1':
    case 'parameter2':
      return verifiedWrite(
        system,
        snap.kind,
        () => readBlock(system, snap.kind === 'parameter1' ? 1 : 2),
        () => ({
          writes: [
            {
              target: du(),
              command:
                snap.kind === 'parameter1' ? BafangCmd.controllerParameter1 : BafangCmd.controllerParameter2,
              bytes: snap.raw,
            },
          ],
          expected: snap.raw,
        }),
      );
    case 'service_mileage':
      throw new BridgeError(
        300102,
        'No Bafang command writes a service mileage back; the snapshot is a record',
        {
          action: 'Restore snapshot',
        },
      );
    case 'display_mileage': {
      const display = needDevice(system, 'display', 'Restore snapshot');
      return verifiedWrite(
        system,
        'display_mileage',
        () => readDisplayMileage(system),
        () => ({
          writes: [
            { target: display, command: BafangCmd.displayTotalMileage, bytes: snap.raw.slice(0, 3) },
            { target: display, command: BafangCmd.displayTripMileage, bytes: snap.raw.slice(3, 6) },
          ],
          expected: snap.raw,
        }),
      );
    }
  }
}
