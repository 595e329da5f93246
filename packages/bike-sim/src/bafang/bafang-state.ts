// What a simulated Bafang CAN system holds: each device's identification, the drive unit's
// settings (speed parameters, parameter block 1), the display's counters and active error codes,
// the battery pack and what the rider is doing. Scenarios are bench bikes a workshop meets.
import {
  buildControllerParameter1,
  DemoBafangBike,
  inchesToWheelCode,
  parameterChecksum,
  PARAMETER1_LENGTH,
} from '@dealer/contracts';
import type { BafangDeviceName } from '@dealer/contracts';

export const BafangScenarioName = [
  'bafang_healthy',
  'bafang_error_code',
  'bafang_low_battery',
  'bafang_slipped_magnet',
] as const;
export type BafangScenarioName = (typeof BafangScenarioName)[number];

export interface BafangIdentity {
  hardwareVersion: string;
  softwareVersion: string;
  model: string;
  serial: string;
  manufacturer: string;
  customerNumber: string;
}

export interface BafangBikeState {
  schema: 'bafang-1';
  scenario: BafangScenarioName;
  /** The frame number the dealer types: Bafang devices do not store one. */
  devices: Record<BafangDeviceName, BafangIdentity>;
  speedLimitKmh: number;
  wheelCode: number;
  circumferenceMm: number;
  /** Drive unit parameter block 1 as stored (64 bytes, checksum last). */
  parameter1: number[];
  /** Drive unit parameter block 2, the torque profiles (absent in states saved before it: the default). */
  parameter2?: number[];
  /** Position-sensor calibrations the drive unit has run. */
  positionCalibrations?: number;
  /**
   * The drive unit's voltage sense against the pack's own reading: 1 on a sound unit; larssonwassen/
   * bafang-can M200 notes m200.md measured 1.363 on a G210 with a contaminated sense divider.
   */
  driveUnitVoltageFactor?: number;
  display: {
    assistLevels: number;
    currentLevel: number;
    light: boolean;
    totalKm: number;
    tripKm: number;
    maxSpeedKmh: number;
    averageSpeedKmh: number;
    serviceKm: number;
    errorCodes: number[];
    bootloaderVersion?: string;
    /** The clock last set (the display answers no read of it). */
    time?: { hours: number; minutes: number; seconds: number };
  };
  battery: {
    fullMah: number;
    remainingMah: number;
    healthPercent: number;
    voltageV: number;
    currentA: number;
    temperatureC: number;
    cellsV: number[];
  };
  ride: {
    speedKmh: number;
    cadenceRpm: number;
    torque: number;
    motorCurrentA: number;
    controllerTempC: number;
    motorTempC: number;
  };
}

/** The devices of the demo Bafang bike, which the API seeds under the same serials. */
function demoIdentity(device: BafangDeviceName): BafangIdentity {
  const d = DemoBafangBike.devices[device];
  return {
    hardwareVersion: d.hardwareVersion,
    softwareVersion: d.softwareVersion,
    model: d.model,
    serial: d.serial,
    manufacturer: 'BAFANG',
    customerNumber: 'DLR-SIM',
  };
}

function healthy(): BafangBikeState {
  return {
    schema: 'bafang-1',
    scenario: 'bafang_healthy',
    devices: {
      driveUnit: demoIdentity('driveUnit'),
      display: demoIdentity('display'),
      battery: demoIdentity('battery'),
      torqueSensor: demoIdentity('torqueSensor'),
    },
    speedLimitKmh: 25,
    wheelCode: inchesToWheelCode(29),
    circumferenceMm: 2280,
    parameter1: [
      ...buildControllerParameter1({
        systemVoltageV: 43,
        currentLimitA: 18,
        batteryCapacityMah: 14000,
        fullCapacityRangeKm: 90,
        pedalSensorType: 0,
        speedMeterMagnets: 1,
        throttleStartV: 1.1,
        throttleMaxV: 3.5,
        startCurrentPercent: 30,
        currentLoadingTimeS: 0.5,
        currentSheddingTimeS: 0.3,
        assistLevels: [25, 40, 55, 75, 100, 100, 100, 100, 100].map((c) => ({
          currentPercent: c,
          speedPercent: 100,
        })),
        lampsAlwaysOn: false,
        walkAssistSpeedKmh: 6,
      }),
    ],
    parameter2: defaultParameter2(),
    display: {
      assistLevels: 5,
      currentLevel: 2,
      light: false,
      totalKm: 1843,
      tripKm: 12.4,
      maxSpeedKmh: 31.2,
      averageSpeedKmh: 19.8,
      serviceKm: 843.5,
      errorCodes: [],
      bootloaderVersion: 'DPC18BL 1.2',
    },
    battery: {
      fullMah: 14000,
      remainingMah: 10500,
      healthPercent: 94,
      voltageV: 40.1,
      currentA: 0,
      temperatureC: 21,
      cellsV: Array.from({ length: 10 }, (_, i) => 4.01 - (i % 3) * 0.002),
    },
    ride: { speedKmh: 0, cadenceRpm: 0, torque: 0, motorCurrentA: 0, controllerTempC: 24, motorTempC: 23 },
  };
}

/**
 * Six torque profiles as a drive unit ships them: unknown bytes FF (like block 1), the profile bytes
 * at the offsets of OpenBafangTool parser/Controller.ts parameter2, checksum last.
 */
export function defaultParameter2(): number[] {
  const b = new Array<number>(PARAMETER1_LENGTH).fill(0xff);
  for (let i = 0; i < 6; i++) {
    b[i] = 10 + i; // start torque
    b[6 + i] = 180 + 5 * i; // max torque
    b[12 + i] = 5; // return torque
    b[18 + i] = 80 + 4 * i; // max current %
    b[24 + i] = 10; // min current %
    b[36 + i] = 3; // start pulse
    b[42 + i] = 4; // current decay, ×5 ms
    b[48 + i] = 25; // stop delay, ×2 ms
  }
  b[PARAMETER1_LENGTH - 1] = parameterChecksum(b);
  return b;
}

export function bafangScenarioState(name: BafangScenarioName): BafangBikeState {
  const s = healthy();
  s.scenario = name;
  switch (name) {
    case 'bafang_healthy':
      break;
    case 'bafang_error_code':
      // The motor stopped talking to the display (a loose motor cable): error 14.
      s.display.errorCodes = [14];
      break;
    case 'bafang_low_battery':
      s.battery = {
        ...s.battery,
        remainingMah: 840,
        healthPercent: 71,
        voltageV: 33.4,
        cellsV: s.battery.cellsV.map((_, i) => 3.34 - (i === 6 ? 0.09 : 0)),
      };
      break;
    case 'bafang_slipped_magnet':
      // Pedalling on the stand: cadence and torque, yet no speed signal — error 21.
      s.display.errorCodes = [21];
      s.ride = { ...s.ride, speedKmh: 0, cadenceRpm: 62, torque: 180, motorCurrentA: 1.2 };
      break;
  }
  return s;
}

export function parseBafangState(json: string): BafangBikeState | undefined {
  const v = JSON.parse(json) as Partial<BafangBikeState>;
  if (v.schema !== 'bafang-1' || !BafangScenarioName.includes(v.scenario as BafangScenarioName))
    return undefined;
  return v as BafangBikeState;
}
