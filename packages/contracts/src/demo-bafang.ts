// The demo Bafang CAN bike: the devices the Bafang simulator presents (packages/bike-sim bafang-state)
// and the bike record the API seeds for them, so serials and models match by construction. A Bafang
// bus carries no VIN, so the technician names the bike by VIN and confirms it by its frame number.
import type { BafangDeviceName } from './bafang/can-id.ts';
import type { PartType } from './enums.ts';

export interface DemoBafangDevice {
  /** Model as the device reports it; the catalogue's part spec code. */
  model: string;
  serial: string;
  hardwareVersion: string;
  softwareVersion: string;
  partType: PartType;
  name: string;
}

export const DemoBafangBike = {
  vin: 'BFGM510T1P0240101',
  frameNumber: 'WBF00240101',
  bikeSpecCode: 'BFG-TREK-M510',
  bikeSpecName: 'Trekking M510 (Bafang CAN)',
  /** Circumference 2280 mm: the drive unit's wheel is 726 mm across. */
  wheelDiametersMm: [726],
  devices: {
    driveUnit: {
      model: 'M510',
      serial: 'MM G510.250.C 2305001',
      hardwareVersion: 'CR X10',
      softwareVersion: 'CRX10VC3615E101011.5',
      partType: 'mid_motor',
      name: 'Bafang M510 drive unit',
    },
    display: {
      model: 'DP C18.CAN',
      serial: 'DPC18UART2305002',
      hardwareVersion: 'DPC18',
      softwareVersion: 'DPC180CA102.1',
      partType: 'hmi',
      name: 'Bafang DP C18 display',
    },
    battery: {
      model: 'BT F01.43.C',
      serial: 'BTF0143C2305003',
      hardwareVersion: 'BMS-43',
      softwareVersion: 'BT01.36V.2.0',
      partType: 'battery',
      name: 'Bafang 43 V battery',
    },
    torqueSensor: {
      model: 'SR PA212.32.ST.C',
      serial: 'SRPA2122305004',
      hardwareVersion: 'TQ-HW1',
      softwareVersion: 'TQ1.0.3',
      partType: 'torque',
      name: 'Bafang torque sensor',
    },
  } satisfies Record<BafangDeviceName, DemoBafangDevice>,
} as const;
