import { describe, expect, it } from 'vitest';
import { DemoFleet, TaskType, healthBand, moduleIdWithChecksum } from '@dealer/contracts';
import { computeTasks } from './task-engine.ts';
import { demoView, readingOf } from './demo-view.ts';
import { TaskRules } from './task-rules.ts';
import type { CatalogueView, Reading, ReadingComponent } from './task-engine.types.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type View = Mutable<CatalogueView> & {
  registered: Map<string, { part_type: string; part_spec_code: string }>;
  registeredElsewhere: Map<string, string>;
  recordedDigests: Map<string, string>;
  pendingParameterSync: Set<string>;
};

const part = (r: Reading, type: string): ReadingComponent => {
  const c = r.components.find((x) => x.part_type === type);
  if (!c) throw new Error(`no ${type}`);
  return c;
};

/** For each task type: how a reading (or the catalogue) raises it, and how the cause is fixed. */
const Cases: Record<
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
};

const fresh = () => ({ reading: readingOf(structuredClone(DemoFleet.healthy)), view: demoView() as View });

describe('task engine', () => {
  it('raises nothing for the healthy demo bike and scores it 100 (Healthy)', () => {
    const { reading, view } = fresh();
    const result = computeTasks(reading, view, []);
    expect(result.tasks).toEqual([]);
    expect(result.health_score).toBe(100);
    expect(healthBand(result.health_score)).toBe('Healthy');
  });

  it('ignores the service connector on the bus', () => {
    const { reading, view } = fresh();
    reading.components.push({
      part_type: 'dongle',
      barcode: 'DG0240000',
      module_id: '',
      part_spec_code: 'DGL-1',
      firmware_version: '2.0.0',
      hardware_version: '1.0',
      in_bootloader: false,
    });
    expect(computeTasks(reading, view, []).tasks).toEqual([]);
  });

  it('has a case for every task type of the enumeration', () => {
    expect(Object.keys(Cases).sort()).toEqual([...TaskType].sort());
  });

  it.each([...TaskType])('raises %s and completes it when the cause is fixed', (type) => {
    const c = Cases[type];
    const { reading, view } = fresh();
    c.raise(reading, view);
    const first = computeTasks(reading, view, []);
    const task = first.tasks.find((t) => t.task_type === type);
    expect(task).toMatchObject({
      status: 'in_progress',
      level: TaskRules[type].level,
      rule_type: TaskRules[type].rule_type,
      part_type: c.target,
    });
    expect(first.health_score).toBeLessThan(100);

    // Same input → same tasks, nothing to persist.
    const previous = first.tasks.map((t) => ({ cause_key: t.cause_key, status: t.status }));
    const again = computeTasks(reading, view, previous);
    expect(again.tasks).toEqual(first.tasks);
    expect(again.changed).toEqual([]);

    c.fix(reading, view);
    const fixed = computeTasks(reading, view, previous);
    expect(fixed.tasks.find((t) => t.task_type === type)).toBeUndefined();
    expect(fixed.changed).toContainEqual(
      expect.objectContaining({ cause_key: task!.cause_key, status: 'completed' }),
    );
  });

  it('keeps a removed task removed and out of the score', () => {
    const { reading, view } = fresh();
    reading.active_error_codes = ['0x0101'];
    const first = computeTasks(reading, view, []);
    expect(first.health_score).toBe(60);
    expect(healthBand(first.health_score)).toBe('Poor');
    const removed = first.tasks.map((t) => ({ cause_key: t.cause_key, status: 'removed' as const }));
    const again = computeTasks(reading, view, removed);
    expect(again.tasks.every((t) => t.status === 'removed')).toBe(true);
    expect(again.changed).toEqual([]);
    expect(again.health_score).toBe(100);
  });

  it('scores one critical bundle problem as Normal', () => {
    const { reading, view } = fresh();
    Cases.part_bundle_not_match.raise(reading, view);
    const result = computeTasks(reading, view, []);
    expect(result.health_score).toBe(75);
    expect(healthBand(result.health_score)).toBe('Normal');
  });

  it('respects hardware constraints of firmware', () => {
    const { reading, view } = fresh();
    view.latestFirmware = new Map(view.latestFirmware).set('HMI-D1|1.0', {
      application: '2.3.0',
      font: '3',
      icon: '5',
    });
    Object.assign(part(reading, 'hmi'), { hardware_version: '1.0', firmware_version: '2.3.0' });
    expect(computeTasks(reading, view, []).tasks).toEqual([]);
  });
});
