// Codec tests of the typed Bafang reads and writes, each from a frame or a field layout quoted in a
// public source: andrey-pr/OpenBafangTool @386caa5 (OBT) and larssonwassen/bafang-can @c4de331 (BC).
import { describe, expect, it } from 'vitest';
import {
  decodeControllerParameter1,
  parameterChecksum,
  patchControllerParameter1,
} from './controller-parameters.ts';
import { decodeControllerParameter2, patchControllerParameter2 } from './torque-profiles.ts';
import { decodeBatteryCapacity, decodeBatteryState, decodeDisplayData1 } from './display-values.ts';
import { decodeControllerRealtime1, decodeSpeedParameters, encodeSpeedParameters } from './values.ts';
import {
  BAFANG_WHEELS,
  bafangWheelByCode,
  encodeDisplayMileage,
  encodeDisplayTime,
} from './wheels-and-display.ts';

const hex = (s: string): number[] => s.split(' ').map((b) => Number.parseInt(b, 16));
/** BC tests/test_codecs.py block_with: a zero block with the given bytes and its checksum. */
const blockWith = (values: Record<number, number>): Uint8Array => {
  const b = new Uint8Array(64);
  for (const [o, v] of Object.entries(values)) b[Number(o)] = v;
  b[63] = parameterChecksum(b);
  return b;
};

describe('parameter block 1 (0x60/0x11), typed', () => {
  it('BC tests/test_codecs.py test_parameter1_fields + OBT parser/Controller.ts parameter1 offsets', () => {
    const p = decodeControllerParameter1(
      blockWith({ 0: 36, 1: 15, 7: 0x10, 8: 0x27, 12: 80, 13: 1, 20: 2, 34: 11, 35: 35, 37: 30 }),
    );
    expect(p).toMatchObject({
      systemVoltageV: 36,
      currentLimitA: 15,
      batteryCapacityMah: 10000,
      fullCapacityRangeKm: 80,
      pedalSensorType: 1,
      speedMeterMagnets: 2,
      throttleStartV: 1.1,
      throttleMaxV: 3.5,
      startCurrentPercent: 30,
    });
  });

  it('BC codecs.py + OBT parameter1: walk assist speed is a u16 of hundredths at 60; levels at 40+i / 49+i', () => {
    const p = decodeControllerParameter1(blockWith({ 60: 0x58, 61: 0x02, 40: 20, 49: 30, 48: 99, 57: 77 }));
    expect(p?.walkAssistSpeedKmh).toBe(6);
    expect(p?.assistLevels[0]).toEqual({ currentPercent: 20, speedPercent: 30 });
    expect(p?.assistLevels[8]).toEqual({ currentPercent: 99, speedPercent: 77 });
  });

  it('BC test_parameter1_edit_changes_only_that_byte: a patch changes its bytes and the checksum only', () => {
    const raw = Uint8Array.from({ length: 64 }, (_, i) => i);
    raw[63] = parameterChecksum(raw);
    const patched = patchControllerParameter1(raw, {
      currentLimitA: 12,
      walkAssistSpeedKmh: 4.5,
      systemVoltageV: 99, // not writable: stays
    });
    const changed = [...patched].flatMap((b, i) => (b !== raw[i] ? [i] : []));
    expect(changed).toEqual([1, 60, 61, 63]);
    expect(patched[0]).toBe(0);
    expect(decodeControllerParameter1(patched)?.walkAssistSpeedKmh).toBe(4.5);
  });
});

describe('parameter block 2 (0x60/0x12), torque profiles', () => {
  it('OBT parser/Controller.ts parameter2 and BC test_parameter2_scaled_fields_roundtrip: decay ×5 ms, stop ×2 ms', () => {
    const raw = blockWith({ 0: 10, 6: 200, 12: 5, 18: 90, 24: 10, 36: 3, 42: 4, 48: 25, 5: 11 });
    const profiles = decodeControllerParameter2(raw);
    expect(profiles?.[0]).toEqual({
      startTorque: 10,
      maxTorque: 200,
      returnTorque: 5,
      maxCurrentPercent: 90,
      minCurrentPercent: 10,
      startPulse: 3,
      currentDecayMs: 20,
      stopDelayMs: 50,
    });
    expect(profiles?.[5]?.startTorque).toBe(11);
    const patched = patchControllerParameter2(raw, [{}, { currentDecayMs: 37, maxTorque: 180 }]);
    expect(patched[42 + 1]).toBe(7); // floor(37 / 5), as the OBT serializer
    expect(patched[6 + 1]).toBe(180);
    expect(patched[30]).toBe(raw[30]); // BC's "torque decay time": not ours, kept
    expect(decodeControllerParameter2(patched)).not.toBeNull();
    const broken = Uint8Array.from(raw);
    broken[63] = (broken[63] ?? 0) ^ 1;
    expect(decodeControllerParameter2(broken)).toBeNull();
  });
});

describe('speed limit, wheel and circumference (0x32/0x03)', () => {
  it('BC M200 notes m200.md broadcast 02F83203 "C4 09 C0 01 9D 08": 25 km/h, 28″, 2205 mm inside the 28″ window', () => {
    const p = decodeSpeedParameters(hex('C4 09 C0 01 9D 08'));
    expect(p).toEqual({ speedLimitKmh: 25, wheelCode: 0x01c0, circumferenceMm: 2205 });
    const w = bafangWheelByCode(p.wheelCode);
    expect(w?.label).toBe('28″');
    expect(p.circumferenceMm).toBeGreaterThanOrEqual(w!.minCircumferenceMm);
    expect(p.circumferenceMm).toBeLessThanOrEqual(w!.maxCircumferenceMm);
    expect(encodeSpeedParameters(p)).toEqual(hex('C4 09 C0 01 9D 08'));
  });

  it('OBT constants WheelDiameterTable: 29″ is D0 01, 700 mm is C0 2B, and no code names two sizes', () => {
    expect(BAFANG_WHEELS.find((w) => w.label === '29″')?.code).toBe(0x01d0);
    expect(BAFANG_WHEELS.find((w) => w.label === '700 mm')?.code).toBe(0x2bc0);
    expect(new Set(BAFANG_WHEELS.map((w) => w.code)).size).toBe(BAFANG_WHEELS.length);
  });
});

describe('display writes', () => {
  it('OBT BafangCanDisplay.ts setTime: [hours, minutes, seconds]; validateTime refuses 24:00', () => {
    expect(encodeDisplayTime({ hours: 13, minutes: 5, seconds: 59 })).toEqual([13, 5, 59]);
    expect(() => encodeDisplayTime({ hours: 24, minutes: 0, seconds: 0 })).toThrow(RangeError);
  });

  it('OBT serializer/Display.ts: total km as 3 bytes LE, trip as tenths; both read back by 0x63/0x01', () => {
    const total = encodeDisplayMileage('total', 1843);
    const trip = encodeDisplayMileage('trip', 12.4);
    expect(total).toEqual([0x33, 0x07, 0x00]);
    expect(trip).toEqual([124, 0, 0]);
    expect(decodeDisplayData1([...total, ...trip, 0, 0])).toMatchObject({ totalKm: 1843, tripKm: 12.4 });
    expect(() => encodeDisplayMileage('total', -1)).toThrow(RangeError);
  });
});

describe('two voltages of one pack (BC M200 notes m200.md worked overvoltage case)', () => {
  it('drive unit 32/01 "00 00 00 00 1E 14 3F FF" reads 51.50 V; battery 34/01 "00 00 A3 0E 3D" 37.47 V', () => {
    expect(decodeControllerRealtime1(hex('00 00 00 00 1E 14 3F FF')).voltageV).toBe(51.5);
    expect(decodeBatteryState(hex('00 00 A3 0E 3D')).voltageV).toBe(37.47);
    expect(decodeBatteryCapacity(hex('68 2B DF 17 37 31 64'))).toMatchObject({
      fullCapacityMah: 11112,
      remainingMah: 6111,
      relativeChargePercent: 55,
      healthPercent: 100,
    });
  });
});
