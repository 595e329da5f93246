// The demo fleet: one bike per simulator scenario. The bike simulator builds its virtual bikes from
// this file and the API seeds the same bikes, parts and firmware from it, so VINs, serials (barcodes)
// and module ids match by construction.
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

export const ScenarioName = [
  'healthy',
  'firmware_update_available',
  'in_bootloader',
  'illegal_mid',
  'mid_not_found',
  'part_bundle_not_found',
  'part_bundle_not_match',
  'bundle_rule_not_match',
  'error_code_danger',
  'error_code_warning',
  'low_battery',
  'no_connector',
] as const;
export type ScenarioName = (typeof ScenarioName)[number];

export interface DemoComponent {
  partType: PartType;
  partSpecCode: string;
  /** Serial printed on the part (the barcode). */
  barcode: string;
  /** Module id as read on the bus; '' means the component reports none (unprogrammed). */
  moduleId: string;
  hardwareVersion: string;
  firmwareVersion: string;
  fontVersion?: string;
  iconVersion?: string;
  inBootloader?: boolean;
}

/** A drive-system error code as the HMI shows it, with its danger level. */
export interface DemoErrorCode {
  code: string;
  level: 'low' | 'medium' | 'high';
  title: string;
  component: PartType;
}

/** The HMI error codes of the catalogue; the help centre seeds one article for each. */
export const DemoErrorCodes: DemoErrorCode[] = [
  { code: '0x0101', level: 'high', title: 'Motor over-temperature', component: 'motor' },
  { code: '0x0102', level: 'high', title: 'Motor phase short circuit', component: 'motor' },
  { code: '0x0201', level: 'high', title: 'Battery cell over-voltage', component: 'battery' },
  { code: '0x0202', level: 'medium', title: 'Battery temperature out of range', component: 'battery' },
  { code: '0x0301', level: 'medium', title: 'Torque sensor signal implausible', component: 'torque' },
  { code: '0x0302', level: 'low', title: 'Torque sensor offset drift', component: 'torque' },
  { code: '0x0401', level: 'medium', title: 'Speed sensor signal missing', component: 'speed_sensor' },
  { code: '0x0501', level: 'low', title: 'Display communication timeout', component: 'hmi' },
  { code: '0x0601', level: 'high', title: 'Controller over-current', component: 'controller' },
  { code: '0x0602', level: 'low', title: 'Controller supply voltage low', component: 'controller' },
  { code: '0x0701', level: 'low', title: 'Front light open circuit', component: 'front_light' },
  { code: '0x0801', level: 'medium', title: 'Derailleur position error', component: 'derailleur' },
];

export interface DemoBike {
  scenario: ScenarioName;
  vin: string;
  frameNumber: string;
  bikeSpecCode: string;
  components: DemoComponent[];
  activeErrorCodes: string[];
  historyErrorCodes: string[];
  batteryChargePercent: number;
  connectorPresent: boolean;
  /** Whether the backend seed registers the bike to the demo dealer's shop. */
  registered: boolean;
}

const latest = (code: string) => {
  const spec = DemoPartSpecs.find((s) => s.code === code);
  if (!spec) throw new Error(`unknown part spec ${code}`);
  return spec.firmwareVersions.at(-1) ?? '';
};

/** Module ids are 16 hex digits; the last two are a checksum (sum of the other bytes mod 256). */
export function moduleIdWithChecksum(body14: string): string {
  const bytes = body14.match(/../g)!.map((h) => parseInt(h, 16));
  const sum = bytes.reduce((a, b) => a + b, 0) & 0xff;
  return (body14 + sum.toString(16).padStart(2, '0')).toUpperCase();
}
export function isValidModuleId(mid: string): boolean {
  return /^[0-9A-F]{16}$/.test(mid) && moduleIdWithChecksum(mid.slice(0, 14)) === mid;
}

function baseComponents(n: number): DemoComponent[] {
  const serial = (prefix: string) => `${prefix}${String(240000 + n).padStart(7, '0')}`;
  const mid = (type: number) =>
    moduleIdWithChecksum(
      `${type.toString(16).padStart(2, '0')}${(0x1000 + n).toString(16).padStart(6, '0')}000000`,
    );
  return [
    {
      partType: 'hmi',
      partSpecCode: 'HMI-D1',
      barcode: serial('HM'),
      moduleId: mid(1),
      hardwareVersion: '1.1',
      firmwareVersion: latest('HMI-D1'),
      fontVersion: '3',
      iconVersion: '5',
    },
    {
      partType: 'controller',
      partSpecCode: 'CTRL-M500',
      barcode: serial('CT'),
      moduleId: mid(2),
      hardwareVersion: '3.0',
      firmwareVersion: latest('CTRL-M500'),
    },
    {
      partType: 'battery',
      partSpecCode: 'BAT-500',
      barcode: serial('BT'),
      moduleId: mid(3),
      hardwareVersion: '2.0',
      firmwareVersion: latest('BAT-500'),
    },
    {
      partType: 'motor',
      partSpecCode: 'MOT-M500',
      barcode: serial('MT'),
      moduleId: mid(4),
      hardwareVersion: '4.0',
      firmwareVersion: latest('MOT-M500'),
    },
    {
      partType: 'torque',
      partSpecCode: 'TRQ-T1',
      barcode: serial('TQ'),
      moduleId: mid(5),
      hardwareVersion: '1.0',
      firmwareVersion: latest('TRQ-T1'),
    },
    {
      partType: 'speed_sensor',
      partSpecCode: 'SPD-S1',
      barcode: serial('SS'),
      moduleId: mid(6),
      hardwareVersion: '1.0',
      firmwareVersion: '',
    },
    {
      partType: 'front_light',
      partSpecCode: 'FL-L1',
      barcode: serial('FL'),
      moduleId: mid(7),
      hardwareVersion: '1.0',
      firmwareVersion: '',
    },
    {
      partType: 'rear_light',
      partSpecCode: 'RL-L1',
      barcode: serial('RL'),
      moduleId: mid(8),
      hardwareVersion: '1.0',
      firmwareVersion: '',
    },
    {
      partType: 'derailleur',
      partSpecCode: 'DER-E8',
      barcode: serial('DR'),
      moduleId: mid(9),
      hardwareVersion: '2.0',
      firmwareVersion: latest('DER-E8'),
    },
    {
      partType: 'range_extender_battery',
      partSpecCode: 'REX-250',
      barcode: serial('RX'),
      moduleId: mid(10),
      hardwareVersion: '1.0',
      firmwareVersion: latest('REX-250'),
    },
  ];
}

function bike(scenario: ScenarioName, n: number, change: (b: DemoBike) => void = () => undefined): DemoBike {
  const b: DemoBike = {
    scenario,
    vin: `KES9TRL${String(n).padStart(2, '0')}P${String(240000 + n).padStart(7, '0')}`,
    frameNumber: `WKT${String(240000 + n).padStart(8, '0')}`,
    bikeSpecCode: 'KES-TRAIL-9',
    components: baseComponents(n),
    activeErrorCodes: [],
    historyErrorCodes: ['0x0602'],
    batteryChargePercent: 86,
    connectorPresent: true,
    registered: true,
  };
  change(b);
  return b;
}

const component = (b: DemoBike, type: PartType) => {
  const c = b.components.find((x) => x.partType === type);
  if (!c) throw new Error(`demo bike ${b.vin} has no ${type}`);
  return c;
};

/** One bike per scenario; index n keeps VINs and serials unique across the fleet. */
export const DemoFleet: Record<ScenarioName, DemoBike> = {
  healthy: bike('healthy', 1),
  firmware_update_available: bike('firmware_update_available', 2, (b) => {
    component(b, 'controller').firmwareVersion = '5.1.0';
    component(b, 'hmi').firmwareVersion = '2.3.0';
  }),
  in_bootloader: bike('in_bootloader', 3, (b) => {
    const c = component(b, 'controller');
    c.inBootloader = true;
    c.firmwareVersion = '';
  }),
  illegal_mid: bike('illegal_mid', 4, (b) => {
    const c = component(b, 'battery');
    c.moduleId = c.moduleId.slice(0, 14) + (c.moduleId.endsWith('00') ? '01' : '00'); // checksum broken
  }),
  mid_not_found: bike('mid_not_found', 5, (b) => {
    component(b, 'motor').moduleId = '';
  }),
  part_bundle_not_found: bike('part_bundle_not_found', 6, (b) => {
    // A replacement battery fitted in the workshop: on the bus, but not yet bundled to this bike.
    const c = component(b, 'battery');
    c.barcode = 'BT0299006';
    c.moduleId = moduleIdWithChecksum('03002990060000');
  }),
  part_bundle_not_match: bike('part_bundle_not_match', 7, (b) => {
    // The HMI carries the serial of the healthy bike's HMI: registered, but to another bike.
    const c = component(b, 'hmi');
    c.barcode = 'HMX0299007';
  }),
  bundle_rule_not_match: bike('bundle_rule_not_match', 8, (b) => {
    // A hub motor fitted to a mid-motor model: the bundle rule does not allow MOT-H250 here.
    const c = component(b, 'motor');
    c.partSpecCode = 'MOT-H250';
    c.hardwareVersion = '1.0';
    c.firmwareVersion = latest('MOT-H250');
  }),
  error_code_danger: bike('error_code_danger', 9, (b) => {
    b.activeErrorCodes = ['0x0101'];
    b.historyErrorCodes = ['0x0101', '0x0602'];
  }),
  error_code_warning: bike('error_code_warning', 10, (b) => {
    b.activeErrorCodes = ['0x0302'];
  }),
  low_battery: bike('low_battery', 11, (b) => {
    b.batteryChargePercent = 8;
    component(b, 'controller').firmwareVersion = '5.2.0';
  }),
  no_connector: bike('no_connector', 12, (b) => {
    b.connectorPresent = false;
  }),
};

/**
 * Spare parts in stock at the demo shop, bundled to no bike: what a technician fits on the bench
 * (the simulator's component swap) and then registers through component replacement. The motor is a
 * MOT-M500 drive unit, which every mid-motor model allows (the bundle_rule_not_match repair).
 */
export const DemoSpareParts: DemoComponent[] = [
  {
    partType: 'battery',
    partSpecCode: 'BAT-625',
    barcode: 'BT0299100',
    moduleId: moduleIdWithChecksum('03002991000000'),
    hardwareVersion: '2.0',
    firmwareVersion: '1.9.0',
  },
  {
    partType: 'hmi',
    partSpecCode: 'HMI-D1',
    barcode: 'HM0299101',
    moduleId: moduleIdWithChecksum('01002991010000'),
    hardwareVersion: '1.1',
    firmwareVersion: '2.4.1',
    fontVersion: '3',
    iconVersion: '5',
  },
  {
    partType: 'motor',
    partSpecCode: 'MOT-M500',
    barcode: 'MT0299102',
    moduleId: moduleIdWithChecksum('04002991020000'),
    hardwareVersion: '4.0',
    firmwareVersion: latest('MOT-M500'),
  },
];

/** Serials registered to another bike (the part_bundle_not_match case points at this one). */
export const ForeignRegisteredBarcodes: Record<string, { vin: string }> = {
  HMX0299007: { vin: 'NOR0FJL99P0299007' },
};

/** The demo dealer's shop and the VIN the simulator presents first. */
export const DEFAULT_SCENARIO: ScenarioName = 'healthy';
