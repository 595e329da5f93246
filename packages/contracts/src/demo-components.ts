// The demo bikes' components: the parts every bike starts with, the spare parts in stock at the demo
// shop, and the module ids (with their checksum) they carry. The fleet (demo-fleet.ts) builds on them.
import { DemoPartSpecs } from './demo-catalogue.ts';
import type { PartType } from './enums.ts';

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

/** The newest firmware version of a part spec (internal to the demo fleet). */
export const latest = (code: string) => {
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

/** The parts of demo bike number n, before its scenario changes them. */
export function baseComponents(n: number): DemoComponent[] {
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
