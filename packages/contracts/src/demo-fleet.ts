// The demo fleet: one bike per simulator scenario. The bike simulator builds its virtual bikes from
// this file and the API seeds the same bikes, parts and firmware from it, so VINs, serials (barcodes)
// and module ids match by construction.
import { baseComponents, latest, moduleIdWithChecksum } from './demo-components.ts';
import type { DemoComponent } from './demo-components.ts';
import type { PartType } from './enums.ts';

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

/** Serials registered to another bike of the demo shop (the part_bundle_not_match case points at this one). */
export const ForeignRegisteredBarcodes: Record<string, { vin: string }> = {
  HMX0299007: { vin: 'NOR0FJL99P0299007' },
};

/** The demo dealer's shop and the VIN the simulator presents first. */
export const DEFAULT_SCENARIO: ScenarioName = 'healthy';
