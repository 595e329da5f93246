// The demo catalogue: brands, part specifications and bike specifications. The demo fleet
// (demo-fleet.ts) builds its bikes from these; the API seeds the same catalogue.
import type { PartType } from './enums.ts';

export const DemoBrands = [
  { id: 1, name: 'Kestrel Cycles' },
  { id: 2, name: 'Nordvik' },
  { id: 3, name: 'Urbanflow' },
  { id: 4, name: 'Atlas Exclusive' },
] as const;

export interface DemoPartSpec {
  code: string;
  partType: PartType;
  name: string;
  hardwareVersions: string[];
  /** Firmware versions published in the catalogue, oldest first; the last is the latest. */
  firmwareVersions: string[];
  protocol: 'hap1' | 'hap2' | 'no_communication' | 'uart' | 'other';
}

export const DemoPartSpecs: DemoPartSpec[] = [
  {
    code: 'HMI-D1',
    partType: 'hmi',
    name: 'Display D1',
    hardwareVersions: ['1.0', '1.1'],
    firmwareVersions: ['2.3.0', '2.4.1'],
    protocol: 'hap2',
  },
  {
    code: 'CTRL-M500',
    partType: 'controller',
    name: 'Controller M500',
    hardwareVersions: ['3.0'],
    firmwareVersions: ['5.1.0', '5.2.0', '5.3.2'],
    protocol: 'hap2',
  },
  {
    code: 'BAT-500',
    partType: 'battery',
    name: 'Battery 500 Wh',
    hardwareVersions: ['2.0'],
    firmwareVersions: ['1.8.0', '1.9.0'],
    protocol: 'hap2',
  },
  {
    code: 'BAT-625',
    partType: 'battery',
    name: 'Battery 625 Wh',
    hardwareVersions: ['2.0'],
    firmwareVersions: ['1.9.0'],
    protocol: 'hap2',
  },
  {
    code: 'REX-250',
    partType: 'range_extender_battery',
    name: 'Range extender 250 Wh',
    hardwareVersions: ['1.0'],
    firmwareVersions: ['1.2.0'],
    protocol: 'hap2',
  },
  {
    code: 'MOT-M500',
    partType: 'motor',
    name: 'Drive unit M500',
    hardwareVersions: ['4.0'],
    firmwareVersions: ['7.0.1', '7.1.0'],
    protocol: 'hap2',
  },
  {
    code: 'MOT-H250',
    partType: 'motor',
    name: 'Hub motor H250',
    hardwareVersions: ['1.0'],
    firmwareVersions: ['3.4.0'],
    protocol: 'hap1',
  },
  {
    code: 'TRQ-T1',
    partType: 'torque',
    name: 'Torque sensor T1',
    hardwareVersions: ['1.0'],
    firmwareVersions: ['1.0.4'],
    protocol: 'hap2',
  },
  {
    code: 'SPD-S1',
    partType: 'speed_sensor',
    name: 'Speed sensor S1',
    hardwareVersions: ['1.0'],
    firmwareVersions: [],
    protocol: 'no_communication',
  },
  {
    code: 'FL-L1',
    partType: 'front_light',
    name: 'Front light L1',
    hardwareVersions: ['1.0'],
    firmwareVersions: [],
    protocol: 'no_communication',
  },
  {
    code: 'RL-L1',
    partType: 'rear_light',
    name: 'Rear light L1',
    hardwareVersions: ['1.0'],
    firmwareVersions: [],
    protocol: 'no_communication',
  },
  {
    code: 'DER-E8',
    partType: 'derailleur',
    name: 'E-shift derailleur E8',
    hardwareVersions: ['2.0'],
    firmwareVersions: ['4.0.0', '4.1.0'],
    protocol: 'hap2',
  },
  {
    code: 'CHG-4A',
    partType: 'charger',
    name: 'Charger 4 A',
    hardwareVersions: ['1.0'],
    firmwareVersions: ['1.1.0'],
    protocol: 'uart',
  },
  {
    code: 'DGL-1',
    partType: 'dongle',
    name: 'Service connector DGL-1',
    hardwareVersions: ['1.0'],
    firmwareVersions: ['2.0.0', '2.1.0'],
    protocol: 'other',
  },
];

export interface DemoBikeSpec {
  code: string;
  brandId: number;
  name: string;
  /** Part spec codes a bike of this model must carry (bundle rule: required). */
  required: string[];
  /** Part spec codes a bike of this model may carry in addition. */
  optional: string[];
  /** Performance-tuning limits per assist level: max support % and max torque Nm. */
  performance: { maxSupportPercent: number; maxTorqueNm: number; maxSpeedKmh: number };
  wheelDiametersMm: number[];
}

export const DemoBikeSpecs: DemoBikeSpec[] = [
  {
    code: 'KES-TRAIL-9',
    brandId: 1,
    name: 'Kestrel Trail 9',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-500', 'MOT-M500', 'TRQ-T1', 'SPD-S1'],
    optional: ['FL-L1', 'RL-L1', 'DER-E8', 'REX-250', 'CHG-4A', 'BAT-625'],
    performance: { maxSupportPercent: 340, maxTorqueNm: 85, maxSpeedKmh: 25 },
    wheelDiametersMm: [700, 711, 737],
  },
  {
    code: 'KES-CITY-5',
    brandId: 1,
    name: 'Kestrel City 5',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-500', 'MOT-H250', 'SPD-S1'],
    optional: ['FL-L1', 'RL-L1', 'CHG-4A'],
    performance: { maxSupportPercent: 250, maxTorqueNm: 50, maxSpeedKmh: 25 },
    wheelDiametersMm: [700, 711],
  },
  {
    code: 'NOR-FJELL',
    brandId: 2,
    name: 'Nordvik Fjell',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-625', 'MOT-M500', 'TRQ-T1', 'SPD-S1'],
    optional: ['FL-L1', 'RL-L1', 'REX-250', 'DER-E8', 'CHG-4A'],
    performance: { maxSupportPercent: 340, maxTorqueNm: 85, maxSpeedKmh: 25 },
    wheelDiametersMm: [711, 737],
  },
  {
    code: 'NOR-BY',
    brandId: 2,
    name: 'Nordvik By',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-500', 'MOT-H250', 'SPD-S1'],
    optional: ['FL-L1', 'RL-L1', 'CHG-4A'],
    performance: { maxSupportPercent: 250, maxTorqueNm: 50, maxSpeedKmh: 25 },
    wheelDiametersMm: [700],
  },
  {
    code: 'URB-CARGO',
    brandId: 3,
    name: 'Urbanflow Cargo',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-625', 'MOT-M500', 'TRQ-T1', 'SPD-S1'],
    optional: ['REX-250', 'FL-L1', 'RL-L1', 'CHG-4A'],
    performance: { maxSupportPercent: 400, maxTorqueNm: 90, maxSpeedKmh: 25 },
    wheelDiametersMm: [508, 559],
  },
  {
    code: 'URB-COMMUTE',
    brandId: 3,
    name: 'Urbanflow Commute',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-500', 'MOT-H250', 'SPD-S1'],
    optional: ['FL-L1', 'RL-L1'],
    performance: { maxSupportPercent: 250, maxTorqueNm: 45, maxSpeedKmh: 25 },
    wheelDiametersMm: [700],
  },
  {
    code: 'ATL-S45',
    brandId: 4,
    name: 'Atlas S45',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-625', 'MOT-M500', 'TRQ-T1', 'SPD-S1', 'FL-L1', 'RL-L1'],
    optional: ['REX-250', 'DER-E8', 'CHG-4A'],
    performance: { maxSupportPercent: 400, maxTorqueNm: 90, maxSpeedKmh: 45 },
    wheelDiametersMm: [711, 737],
  },
  {
    code: 'ATL-GRAND',
    brandId: 4,
    name: 'Atlas Grand Tour',
    required: ['HMI-D1', 'CTRL-M500', 'BAT-625', 'MOT-M500', 'TRQ-T1', 'SPD-S1'],
    optional: ['REX-250', 'FL-L1', 'RL-L1', 'DER-E8', 'CHG-4A'],
    performance: { maxSupportPercent: 340, maxTorqueNm: 85, maxSpeedKmh: 25 },
    wheelDiametersMm: [711],
  },
];
