// The task engine's test fixture: a healthy demo reading and catalogue view, and for each task type
// how a reading (or the catalogue) raises it and how the cause is fixed.
import { DemoFleet, moduleIdWithChecksum, type TaskType } from '@dealer/contracts';
import { demoView, readingOf } from './demo-view.ts';
import type { CatalogueView, Reading, ReadingComponent } from './task-engine.types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
export type View = Mutable<CatalogueView> & {
  registered: Map<string, { part_type: string; part_spec_code: string }>;
  registeredElsewhere: Map<string, string>;
  recordedDigests: Map<string, string>;
  pendingParameterSync: Set<string>;
};

export const part = (r: Reading, type: string): ReadingComponent => {
  const c = r.components.find((x) => x.part_type === type);
  if (!c) throw new Error(`no ${type}`);
  return c;
};

/** For each task type: how a reading (or the catalogue) raises it, and how the cause is fixed. */
export const Cases: Record<
  TaskType,
  { raise(r: Reading, v: View): void; fix(r: Reading, v: View): void; target: string }
> = {
  part_bundle_not_match: {
    target: 'hmi',
    raise: (r, v) => {
      part(r, 'hmi').barcode = 'HMX0299007';
      v.registeredElsewhere.set('HMX0299007', 'NOR0FJL99P0299007');
    },
    fix: (r, v) => {
      v.registeredElsewhere.delete('HMX0299007');
      v.registered.set('HMX0299007', { part_type: 'hmi', part_spec_code: 'HMI-D1' });
    },
  },
  part_bundle_not_found: {
    target: 'battery',
    raise: (r) => {
      part(r, 'battery').barcode = 'BT0299006';
    },
    fix: (_r, v) => {
      v.registered.set('BT0299006', { part_type: 'battery', part_spec_code: 'BAT-500' });
    },
  },
  mid_not_found: {
    target: 'motor',
    raise: (r) => {
      part(r, 'motor').module_id = '';
    },
    fix: (r) => {
      part(r, 'motor').module_id = moduleIdWithChecksum('04001001000000');
    },
  },
  illegal_mid: {
    target: 'battery',
    raise: (r) => {
      const c = part(r, 'battery');
      c.module_id = c.module_id.slice(0, 14) + (c.module_id.endsWith('00') ? '01' : '00');
    },
    fix: (r) => {
      const c = part(r, 'battery');
      c.module_id = moduleIdWithChecksum(c.module_id.slice(0, 14));
    },
  },
  vin_not_found: {
    target: 'controller',
    raise: (r) => {
      r.vin = '';
    },
    fix: (r) => {
      r.vin = DemoFleet.healthy.vin;
    },
  },
  firmware_update_available: {
    target: 'controller',
    raise: (r) => {
      part(r, 'controller').firmware_version = '5.1.0';
    },
    fix: (r) => {
      part(r, 'controller').firmware_version = '5.3.2';
    },
  },
  in_bootloader: {
    target: 'controller',
    raise: (r) => {
      Object.assign(part(r, 'controller'), { in_bootloader: true, firmware_version: '' });
    },
    fix: (r) => {
      Object.assign(part(r, 'controller'), { in_bootloader: false, firmware_version: '5.3.2' });
    },
  },
  error_code_danger: {
    target: 'motor',
    raise: (r) => {
      r.active_error_codes = ['0x0101'];
    },
    fix: (r) => {
      r.active_error_codes = [];
    },
  },
  error_code_warning: {
    target: 'torque',
    raise: (r) => {
      r.active_error_codes = ['0x0302'];
    },
    fix: (r) => {
      r.active_error_codes = [];
    },
  },
  parameter_need_compare: {
    target: 'controller',
    raise: (r, v) => {
      r.parameter_digests = [{ part_type: 'controller', digest: 'b2' }];
      v.recordedDigests.set(part(r, 'controller').barcode, 'a1');
    },
    fix: (r, v) => {
      v.recordedDigests.set(part(r, 'controller').barcode, 'b2');
    },
  },
  parameter_need_update: {
    target: 'motor',
    raise: (_r, v) => {
      v.pendingParameterSync.add('motor');
    },
    fix: (_r, v) => {
      v.pendingParameterSync.delete('motor');
    },
  },
  measurement_speed_error: {
    target: 'speed_sensor',
    raise: (r) => {
      r.sensors = { speed: { value: 21, reference: 25 } };
    },
    fix: (r) => {
      r.sensors = { speed: { value: 24.6, reference: 25 } };
    },
  },
  pedal_torque_error: {
    target: 'torque',
    raise: (r) => {
      r.sensors = { torque: { value: 12, reference: 40 } };
    },
    fix: (r) => {
      r.sensors = { torque: { value: 39, reference: 40 } };
    },
  },
  pedal_rpm_error: {
    target: 'torque',
    raise: (r) => {
      r.sensors = { cadence: { value: 40, reference: 80 } };
    },
    fix: (r) => {
      r.sensors = { cadence: { value: 82, reference: 80 } };
    },
  },
  bundle_rule_not_match: {
    target: 'motor',
    raise: (r) => {
      Object.assign(part(r, 'motor'), {
        part_spec_code: 'MOT-H250',
        hardware_version: '1.0',
        firmware_version: '3.4.0',
      });
    },
    fix: (r) => {
      Object.assign(part(r, 'motor'), {
        part_spec_code: 'MOT-M500',
        hardware_version: '4.0',
        firmware_version: '7.1.0',
      });
    },
  },
  hmi_need_diagnosis: {
    target: 'hmi',
    raise: (r) => {
      r.active_error_codes = ['0x0501'];
    },
    fix: (_r, v) => {
      v.hmiDiagnosisPassed = true;
    },
  },
  battery_worn: {
    target: 'battery',
    raise: (r) => {
      r.batteries = [{ part_type: 'battery', charge_percent: 86, health_percent: 71 }];
    },
    fix: (r) => {
      r.batteries = [{ part_type: 'battery', charge_percent: 86, health_percent: 100 }];
    },
  },
  battery_low_charge: {
    target: 'battery',
    raise: (r) => {
      r.batteries = [{ part_type: 'battery', charge_percent: 6, health_percent: 94 }];
    },
    fix: (r) => {
      r.batteries = [{ part_type: 'battery', charge_percent: 60, health_percent: 94 }];
    },
  },
  // larssonwassen/bafang-can M200 notes m200.md: the drive unit read 51.50 V on a 37.47 V pack.
  battery_voltage_mismatch: {
    target: 'mid_motor',
    raise: (r) => {
      r.batteries = [
        {
          part_type: 'battery',
          charge_percent: 55,
          health_percent: 100,
          voltage_v: 37.47,
          drive_supply_voltage_v: 51.5,
        },
      ];
    },
    fix: (r) => {
      r.batteries = [
        {
          part_type: 'battery',
          charge_percent: 55,
          health_percent: 100,
          voltage_v: 37.47,
          drive_supply_voltage_v: 37.3,
        },
      ];
    },
  },
};

export const fresh = () => ({
  reading: readingOf(structuredClone(DemoFleet.healthy)),
  view: demoView() as View,
});
