// What each simulated device answers to a read and accepts as a write, encoded with the shared
// codec. A command a device does not know is answered with an error acknowledge.
import {
  BafangCmd,
  encodeBafangErrorCodes,
  encodeBafangText,
  encodeBatteryCapacity,
  encodeBatteryState,
  encodeCellVoltages,
  encodeControllerRealtime0,
  encodeControllerRealtime1,
  encodeDisplayData1,
  encodeDisplayData2,
  encodeDisplayRealtime,
  encodeSensorRealtime,
  encodeSpeedParameters,
  parameterChecksum,
  PARAMETER1_LENGTH,
} from '@dealer/contracts';
import type { BafangCommand, BafangDeviceName } from '@dealer/contracts';
import type { BafangBikeState } from './bafang-state.ts';
import { readSetting, writeSetting } from './bafang-setting-registers.ts';

const key = (c: BafangCommand): number => (c.code << 8) | c.subCode;

function identification(s: BafangBikeState, device: BafangDeviceName): Map<number, number[]> {
  const id = s.devices[device];
  const m = new Map<number, number[]>([
    [key(BafangCmd.hardwareVersion), encodeBafangText(id.hardwareVersion)],
    [key(BafangCmd.softwareVersion), encodeBafangText(id.softwareVersion)],
    [key(BafangCmd.modelNumber), encodeBafangText(id.model)],
    [key(BafangCmd.serialNumber), encodeBafangText(id.serial)],
  ]);
  if (device === 'driveUnit' || device === 'display')
    m.set(key(BafangCmd.manufacturer), encodeBafangText(id.manufacturer));
  if (device === 'display' || device === 'torqueSensor')
    m.set(key(BafangCmd.customerNumber), encodeBafangText(id.customerNumber));
  return m;
}

export function controllerRealtime(s: BafangBikeState): { r0: number[]; r1: number[] } {
  const pct = Math.round((100 * s.battery.remainingMah) / s.battery.fullMah);
  return {
    r0: encodeControllerRealtime0({
      remainingCapacityPercent: pct,
      tripKm: s.display.tripKm,
      cadenceRpm: s.ride.cadenceRpm,
      torque: s.ride.torque,
      remainingRangeKm: Math.round(pct * 0.9),
    }),
    r1: encodeControllerRealtime1({
      speedKmh: s.ride.speedKmh,
      currentA: s.ride.motorCurrentA,
      voltageV: s.battery.voltageV * (s.driveUnitVoltageFactor ?? 1),
      controllerTempC: s.ride.controllerTempC,
      motorTempC: s.ride.motorTempC,
    }),
  };
}

export function batteryFrames(s: BafangBikeState): { capacity: number[]; state: number[] } {
  const pct = Math.round((100 * s.battery.remainingMah) / s.battery.fullMah);
  return {
    capacity: encodeBatteryCapacity({
      fullCapacityMah: s.battery.fullMah,
      remainingMah: s.battery.remainingMah,
      relativeChargePercent: pct,
      absoluteChargePercent: Math.round((pct * s.battery.healthPercent) / 100),
      healthPercent: s.battery.healthPercent,
    }),
    state: encodeBatteryState({
      currentA: s.battery.currentA,
      voltageV: s.battery.voltageV,
      temperatureC: s.battery.temperatureC,
    }),
  };
}

export function displayRealtime(s: BafangBikeState): number[] {
  return encodeDisplayRealtime({
    assistLevels: s.display.assistLevels,
    boost: false,
    currentLevel: s.display.currentLevel,
    light: s.display.light,
    button: false,
  });
}

export function sensorRealtime(s: BafangBikeState): number[] {
  return encodeSensorRealtime({ torque: s.ride.torque, cadenceRpm: s.ride.cadenceRpm });
}

/** The value a device answers for a read, or undefined (error acknowledge). */
export function readValue(
  s: BafangBikeState,
  device: BafangDeviceName,
  c: BafangCommand,
): number[] | undefined {
  const id = identification(s, device).get(key(c)) ?? readSetting(s, device, c);
  if (id) return id;
  const k = key(c);
  switch (device) {
    case 'driveUnit': {
      const rt = controllerRealtime(s);
      if (k === key(BafangCmd.controllerRealtime0)) return rt.r0;
      if (k === key(BafangCmd.controllerRealtime1)) return rt.r1;
      if (k === key(BafangCmd.speedParameters))
        return encodeSpeedParameters({
          speedLimitKmh: s.speedLimitKmh,
          wheelCode: s.wheelCode,
          circumferenceMm: s.circumferenceMm,
        });
      if (k === key(BafangCmd.controllerParameter1)) return [...s.parameter1];
      return undefined;
    }
    case 'display':
      if (k === key(BafangCmd.errorCodes)) return encodeBafangErrorCodes(s.display.errorCodes);
      if (k === key(BafangCmd.displayRealtime)) return displayRealtime(s);
      if (k === key(BafangCmd.displayData1)) return encodeDisplayData1(s.display);
      if (k === key(BafangCmd.displayData2)) return encodeDisplayData2(s.display);
      return undefined;
    case 'battery': {
      const b = batteryFrames(s);
      if (k === key(BafangCmd.batteryCapacity)) return b.capacity;
      if (k === key(BafangCmd.batteryState)) return b.state;
      const cellGroup = c.code === 0x64 ? c.subCode - 0x02 : -1;
      if (cellGroup >= 0 && cellGroup <= 3 && cellGroup * 4 < s.battery.cellsV.length)
        return encodeCellVoltages(s.battery.cellsV.slice(cellGroup * 4, cellGroup * 4 + 4));
      return undefined;
    }
    case 'torqueSensor':
      return k === key(BafangCmd.sensorRealtime) ? sensorRealtime(s) : undefined;
  }
}

/** Commands written as a multi-frame transfer (the first write frame carries only the length). */
export function isLongWrite(device: BafangDeviceName, c: BafangCommand): boolean {
  return (
    device === 'driveUnit' &&
    (key(c) === key(BafangCmd.controllerParameter1) || key(c) === key(BafangCmd.controllerParameter2))
  );
}

/** Apply a write the way the device would; false when the device refuses it (error acknowledge). */
export function applyWrite(
  s: BafangBikeState,
  device: BafangDeviceName,
  c: BafangCommand,
  v: Uint8Array,
): boolean {
  const setting = writeSetting(s, device, c, v);
  if (setting !== undefined) return setting;
  const k = key(c);
  if (device === 'driveUnit' && k === key(BafangCmd.controllerParameter1)) {
    // The unit keeps a block only when its checksum holds.
    if (v.length !== PARAMETER1_LENGTH || v[PARAMETER1_LENGTH - 1] !== parameterChecksum(v)) return false;
    s.parameter1 = [...v];
    return true;
  }
  if (device === 'display' && k === key(BafangCmd.displayData2) && v.every((b) => b === 0)) {
    s.display.serviceKm = 0; // "clean service mileage"
    return true;
  }
  return false;
}
