// The simulated devices answer the settings reads and take the writes the way the community tool
// drives them (andrey-pr/OpenBafangTool @386caa5 BafangCanConstants.ts, BafangCanDisplay.ts,
// BafangCanController.ts), and refuse what a real unit would not keep.
import { describe, expect, it } from 'vitest';
import {
  BafangCmd,
  decodeBafangText,
  decodeControllerParameter2,
  decodeControllerRealtime1,
  decodeDisplayData1,
  encodeDisplayMileage,
  encodeDisplayTime,
  encodeSpeedParameters,
  patchControllerParameter2,
} from '@dealer/contracts';
import { applyWrite, isLongWrite, readValue } from './bafang-registers.ts';
import { bafangScenarioState } from './bafang-state.ts';

describe('simulated Bafang settings', () => {
  it('the drive unit answers block 2 (long write) and only the display answers the bootloader version', () => {
    const s = bafangScenarioState('bafang_healthy');
    const block = readValue(s, 'driveUnit', BafangCmd.controllerParameter2)!;
    expect(decodeControllerParameter2(block)?.[0]?.maxTorque).toBe(180);
    expect(isLongWrite('driveUnit', BafangCmd.controllerParameter2)).toBe(true);
    const patched = patchControllerParameter2(block, [{ maxTorque: 150 }]);
    expect(applyWrite(s, 'driveUnit', BafangCmd.controllerParameter2, patched)).toBe(true);
    expect(
      decodeControllerParameter2(readValue(s, 'driveUnit', BafangCmd.controllerParameter2)!)?.[0]?.maxTorque,
    ).toBe(150);
    const bad = Uint8Array.from(patched);
    bad[63] = (bad[63]! + 1) & 0xff;
    expect(applyWrite(s, 'driveUnit', BafangCmd.controllerParameter2, bad)).toBe(false);
    expect(decodeBafangText(readValue(s, 'display', BafangCmd.bootloaderVersion)!)).toBe('DPC18BL 1.2');
    expect(readValue(s, 'driveUnit', BafangCmd.bootloaderVersion)).toBeUndefined();
  });

  it('keeps a known wheel with a circumference in its window, refuses an unknown code or a wrong circumference', () => {
    const s = bafangScenarioState('bafang_healthy');
    const write = (speedLimitKmh: number, wheelCode: number, circumferenceMm: number) =>
      applyWrite(
        s,
        'driveUnit',
        BafangCmd.speedParameters,
        Uint8Array.from(encodeSpeedParameters({ speedLimitKmh, wheelCode, circumferenceMm })),
      );
    expect(write(25, 0x01c0, 2205)).toBe(true);
    expect(s).toMatchObject({ wheelCode: 0x01c0, circumferenceMm: 2205 });
    expect(write(25, 0x01c0, 1500)).toBe(false);
    expect(write(25, 0x0123, 2205)).toBe(false);
    expect(s.circumferenceMm).toBe(2205);
  });

  it('display mileage, time and service reset; drive unit position calibration', () => {
    const s = bafangScenarioState('bafang_healthy');
    expect(
      applyWrite(
        s,
        'display',
        BafangCmd.displayTotalMileage,
        Uint8Array.from(encodeDisplayMileage('total', 2000)),
      ),
    ).toBe(true);
    expect(
      applyWrite(
        s,
        'display',
        BafangCmd.displayTripMileage,
        Uint8Array.from(encodeDisplayMileage('trip', 3.5)),
      ),
    ).toBe(true);
    expect(decodeDisplayData1(readValue(s, 'display', BafangCmd.displayData1)!)).toMatchObject({
      totalKm: 2000,
      tripKm: 3.5,
    });
    expect(
      applyWrite(
        s,
        'display',
        BafangCmd.displayTime,
        Uint8Array.from(encodeDisplayTime({ hours: 9, minutes: 30, seconds: 0 })),
      ),
    ).toBe(true);
    expect(applyWrite(s, 'display', BafangCmd.displayTime, Uint8Array.from([25, 0, 0]))).toBe(false);
    expect(applyWrite(s, 'display', BafangCmd.displayData2, new Uint8Array(5))).toBe(true);
    expect(s.display.serviceKm).toBe(0);
    expect(applyWrite(s, 'driveUnit', BafangCmd.calibratePositionSensor, new Uint8Array(5))).toBe(true);
    expect(s.positionCalibrations).toBe(1);
  });

  it('a drive unit with a drifted sense path reports the pack voltage × its factor (M200 notes m200.md 1.363)', () => {
    const s = bafangScenarioState('bafang_healthy');
    s.driveUnitVoltageFactor = 1.363;
    const r1 = decodeControllerRealtime1(readValue(s, 'driveUnit', BafangCmd.controllerRealtime1)!);
    expect(r1.voltageV).toBeCloseTo(40.1 * 1.363, 1);
  });
});
