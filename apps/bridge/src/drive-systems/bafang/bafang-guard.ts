// Guard rails of the Bafang writes (decision 1124): every value typed and inside the range the
// community tool lets a mechanic enter (packages/contracts bafang PARAMETER1_FIELDS,
// TORQUE_PROFILE_FIELDS, BAFANG_WHEELS), and the legal limits of a pedelec — assistance to 25 km/h,
// walk assistance to 6 km/h (EN 15194) — refused with 400007 before anything is sent to the bike.
import {
  BAFANG_WHEELS,
  BafangPedalSensorType,
  PARAMETER1_FIELDS,
  TORQUE_PROFILE_FIELDS,
} from '@dealer/contracts';
import type {
  BafangParameter1Change,
  BafangParameter1Field,
  BafangTorqueProfile,
  BafangWheel,
} from '@dealer/contracts';
import { BridgeError } from '../../lib/bridge-error.ts';

/** A pedelec's motor assistance ends at 25 km/h (EN 15194; EU 168/2013 art. 2(2)(h)). */
export const PEDELEC_SPEED_LIMIT_KMH = 25;
/** Walk assistance ("push assist") up to 6 km/h (EN 15194). */
const PEDELEC_WALK_ASSIST_LIMIT_KMH = 6;

function outOfRange(what: string, min: number, max: number, unit: string): BridgeError {
  return new BridgeError(400004, `${what} must be between ${min} and ${max}${unit ? ` ${unit}` : ''}`, {
    reason: 'invalid_request',
    action: `Write ${what}`,
  });
}
function aboveLegal(what: string, limit: number): BridgeError {
  return new BridgeError(
    400007,
    `${what} above ${limit} km/h: on a pedelec the ${what} may be at most ${limit} km/h (EN 15194)`,
    { reason: 'invalid_request', action: `Write ${what}` },
  );
}
const inRange = (v: number, min: number, max: number) => Number.isFinite(v) && v >= min && v <= max;

export function checkSpeedLimit(kmh: number): void {
  if (Number.isFinite(kmh) && kmh > PEDELEC_SPEED_LIMIT_KMH)
    throw aboveLegal('speed limit', PEDELEC_SPEED_LIMIT_KMH);
  if (!inRange(kmh, 1, PEDELEC_SPEED_LIMIT_KMH))
    throw outOfRange('speed limit', 1, PEDELEC_SPEED_LIMIT_KMH, 'km/h');
}

/** The wheel by its label, with the circumference checked against that wheel's window. */
export function checkWheel(label: string, circumferenceMm: number): BafangWheel {
  const wheel = BAFANG_WHEELS.find((w) => w.label === label);
  if (!wheel)
    throw new BridgeError(400004, `Unknown wheel size ${label}`, {
      reason: 'invalid_request',
      action: 'Write wheel',
    });
  if (
    !Number.isInteger(circumferenceMm) ||
    !inRange(circumferenceMm, wheel.minCircumferenceMm, wheel.maxCircumferenceMm)
  )
    throw outOfRange(
      `circumference of a ${label} wheel`,
      wheel.minCircumferenceMm,
      wheel.maxCircumferenceMm,
      'mm',
    );
  return wheel;
}

export function checkParameter1Change(change: BafangParameter1Change): void {
  for (const [name, value] of Object.entries(change)) {
    if (name === 'assistLevels' || name === 'lampsAlwaysOn') continue;
    const f = PARAMETER1_FIELDS[name as BafangParameter1Field];
    if (!f.writable)
      throw new BridgeError(400004, `${name} is read only`, {
        reason: 'invalid_request',
        action: `Write ${name}`,
      });
    const v = value as number;
    if (name === 'walkAssistSpeedKmh' && v > PEDELEC_WALK_ASSIST_LIMIT_KMH)
      throw aboveLegal('walk assist speed', PEDELEC_WALK_ASSIST_LIMIT_KMH);
    if (name === 'pedalSensorType' && !Number.isInteger(v))
      throw outOfRange(name, 0, BafangPedalSensorType.length - 1, '');
    if (!inRange(v, f.min, f.max)) throw outOfRange(name, f.min, f.max, f.unit);
  }
  change.assistLevels?.forEach((l, i) => {
    if (!inRange(l.currentPercent, 0, 100)) throw outOfRange(`assist level ${i + 1} current`, 0, 100, '%');
    if (!inRange(l.speedPercent, 0, 100)) throw outOfRange(`assist level ${i + 1} speed`, 0, 100, '%');
  });
  if (change.assistLevels && change.assistLevels.length > 9) throw outOfRange('assist levels', 1, 9, '');
}

export function checkTorqueProfiles(profiles: readonly Partial<BafangTorqueProfile>[]): void {
  if (profiles.length > 6) throw outOfRange('torque profiles', 1, 6, '');
  profiles.forEach((p, i) => {
    for (const [name, value] of Object.entries(p)) {
      const f = TORQUE_PROFILE_FIELDS[name as keyof BafangTorqueProfile];
      if (!inRange(value, f.min, f.max)) throw outOfRange(`profile ${i + 1} ${name}`, f.min, f.max, f.unit);
    }
  });
}
