// Each test decodes or builds a frame quoted in a public source (named in the test) so that our
// simulator and our driver cannot agree on a mistake unseen.
import { describe, expect, it } from 'vitest';
import { BafangDevice, BafangOp, looksLikeBafangId, packBafangId, unpackBafangId } from './can-id.ts';
import { BafangCmd } from './commands.ts';
import { decodeDisplayRealtime, decodeBatteryState, assistLevelFromCode } from './display-values.ts';
import { BafangReassembler, longAnswerFrames, longWriteFrames, readRequest } from './transfer.ts';
import {
  decodeBafangErrorCodes,
  decodeControllerRealtime1,
  decodeSpeedParameters,
  encodeSpeedParameters,
  wheelCodeToInches,
  inchesToWheelCode,
} from './values.ts';
import {
  buildControllerParameter1,
  decodeControllerParameter1,
  patchControllerParameter1,
} from './controller-parameters.ts';

const hex = (s: string): number[] => s.split(' ').map((b) => Number.parseInt(b, 16));

describe('Bafang identifiers', () => {
  it('Bafang_M500_M600 CANBUS/readme.md "ID: 02F83201": drive unit broadcasts 0x32/0x01', () => {
    expect(unpackBafangId(0x02f83201)).toEqual({
      source: BafangDevice.driveUnit,
      target: BafangDevice.broadcast,
      op: BafangOp.write,
      code: 0x32,
      subCode: 0x01,
    });
  });

  it('Bafang_M500_M600 CANBUS/readme.md "ID: 05103203": the tool writes speed parameters to the drive unit', () => {
    const id = { source: 5, target: 2, op: BafangOp.write, code: 0x32, subCode: 0x03 } as const;
    expect(packBafangId(id)).toBe(0x05103203);
    expect(unpackBafangId(0x05103203)).toEqual(id);
  });

  it('Bafang_M500_M600 CANBUS/readme.md "ID: 05116201": position-sensor calibration is op 1 to the drive unit', () => {
    expect(unpackBafangId(0x05116201)).toMatchObject({
      source: 5,
      target: 2,
      op: 1,
      code: 0x62,
      subCode: 0x01,
    });
  });

  it('OpenBafangTool bafang-can-utils.ts generateCanFrameId: a read of the display hardware version', () => {
    const f = readRequest(BafangDevice.display, BafangCmd.hardwareVersion);
    expect(f.id).toBe(0x05196000);
    expect([...f.data]).toEqual([0]);
  });

  it('tells Bafang identifiers from 11-bit UDS ones and from unrelated extended ids', () => {
    expect(looksLikeBafangId(0x02f83201, true)).toBe(true);
    expect(looksLikeBafangId(0x7e8, false)).toBe(false);
    expect(looksLikeBafangId(0x18daf110, true)).toBe(false);
  });
});

describe('Bafang values', () => {
  it('Bafang_M500_M600 CANBUS/readme.md 02F83201 example: 25.00 km/h, 10.00 A, 53.46 V, 10 °C, 20 °C', () => {
    expect(decodeControllerRealtime1(hex('C4 09 E8 03 E2 14 32 3C'))).toEqual({
      speedKmh: 25,
      currentA: 10,
      voltageV: 53.46,
      controllerTempC: 10,
      motorTempC: 20,
    });
  });

  it('Bafang_M500_M600 CANBUS/readme.md 05103203 example: 25.00 km/h, 27.5″ (B5 01), 2240 mm (C0 08)', () => {
    const bytes = hex('C4 09 B5 01 C0 08');
    const v = decodeSpeedParameters(bytes);
    expect(v).toEqual({ speedLimitKmh: 25, wheelCode: 0x1b5, circumferenceMm: 2240 });
    expect(wheelCodeToInches(v.wheelCode)).toBe(27.5);
    expect(encodeSpeedParameters(v)).toEqual(bytes);
  });

  it('Bafang_M500_M600 CANBUS/readme.md: 60.00 km/h is 70 17, 29″ is D0 01, 2280 mm is E8 08', () => {
    expect(
      encodeSpeedParameters({ speedLimitKmh: 60, wheelCode: inchesToWheelCode(29), circumferenceMm: 2280 }),
    ).toEqual(hex('70 17 D0 01 E8 08'));
  });

  it('Bafang_M500_M600 CANBUS/readme.md HMI 03106300: 5 levels, level codes 0B 0D 15 17 03 are levels 1…5', () => {
    expect([0x0b, 0x0d, 0x15, 0x17, 0x03].map((c) => assistLevelFromCode(5, c))).toEqual([1, 2, 3, 4, 5]);
    expect(decodeDisplayRealtime(hex('05 15 01 00'))).toMatchObject({
      assistLevels: 5,
      currentLevel: 3,
      light: true,
    });
  });

  it('OpenBafangTool parser/Display.ts errorCodes: ASCII digit pairs, "2114" is codes 21 and 14', () => {
    expect(decodeBafangErrorCodes([0x32, 0x31, 0x31, 0x34])).toEqual([21, 14]);
  });

  it('OpenBafangTool parser/Battery.ts state: current is two-complement signed', () => {
    expect(decodeBatteryState(hex('38 FF 6E 14 41'))).toEqual({
      currentA: -2,
      voltageV: 52.3,
      temperatureC: 25,
    });
  });

  it('OpenBafangTool parser/Controller.ts parameter1: a block with a wrong checksum is refused; a patch keeps other bytes', () => {
    const block = buildControllerParameter1({
      systemVoltageV: 48,
      currentLimitA: 18,
      batteryCapacityMah: 14000,
      fullCapacityRangeKm: 90,
      pedalSensorType: 0,
      speedMeterMagnets: 1,
      throttleStartV: 1.1,
      throttleMaxV: 3.5,
      startCurrentPercent: 30,
      currentLoadingTimeS: 0.5,
      currentSheddingTimeS: 0.5,
      assistLevels: Array.from({ length: 9 }, (_, i) => ({
        currentPercent: 10 * (i + 1),
        speedPercent: 100,
      })),
      lampsAlwaysOn: false,
      walkAssistSpeedKmh: 6,
    });
    expect(decodeControllerParameter1(block)).toMatchObject({
      systemVoltageV: 48,
      batteryCapacityMah: 14000,
      walkAssistSpeedKmh: 6,
    });
    const patched = patchControllerParameter1(block, { lampsAlwaysOn: true });
    expect(decodeControllerParameter1(patched)?.lampsAlwaysOn).toBe(true);
    expect([...patched.slice(0, 59)]).toEqual([...block.slice(0, 59)]);
    const broken = Uint8Array.from(block);
    broken[10] = (broken[10]! + 1) & 0xff;
    expect(decodeControllerParameter1(broken)).toBeNull();
  });
});

describe('Bafang multi-frame transfers', () => {
  it('bafang_canable_pro canbus.js: start carries the length, segments count from 0, each is acknowledged', () => {
    const value = Array.from({ length: 20 }, (_, i) => i + 1);
    const frames = longAnswerFrames(BafangDevice.display, BafangDevice.tool, BafangCmd.serialNumber, value);
    expect(frames.map((f) => unpackBafangId(f.id).op)).toEqual([4, 5, 5, 6]);
    expect([...frames[0]!.data]).toEqual([20]);
    const r = new BafangReassembler(BafangDevice.tool);
    const steps = frames.map((f) => r.push(f));
    expect(steps.slice(0, 3).every((s) => s.kind === 'segment')).toBe(true);
    const last = steps[3]!;
    expect(last.kind).toBe('complete');
    if (last.kind !== 'complete') return;
    expect([...last.value]).toEqual(value);
    expect(unpackBafangId(last.ack.id)).toMatchObject({
      source: 5,
      target: 3,
      op: BafangOp.normalAck,
      code: 0x60,
      subCode: 0x03,
    });
  });

  it('bafang_canable_pro canbus.js: a segment out of sequence fails the transfer', () => {
    const frames = longAnswerFrames(3, 5, BafangCmd.serialNumber, new Array(20).fill(0x41));
    const r = new BafangReassembler(5);
    r.push(frames[0]!);
    expect(r.push(frames[2]!).kind).toBe('failed');
  });

  it('bafang-serializer.js writeLongParameter: write with the length, start with 8 bytes, continuations, end', () => {
    const frames = longWriteFrames(5, 2, BafangCmd.controllerParameter1, new Array(64).fill(1));
    expect(frames.map((f) => unpackBafangId(f.id).op)).toEqual([0, 4, 5, 5, 5, 5, 5, 5, 6]);
    expect([...frames[0]!.data]).toEqual([64]);
    expect(frames.slice(2).map((f) => unpackBafangId(f.id).subCode)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(frames.reduce((n, f, i) => n + (i === 0 ? 0 : f.data.length), 0)).toBe(64);
  });
});
