import { describe, expect, it } from 'vitest';
import { TaskType, healthBand } from '@dealer/contracts';
import { computeTasks } from './task-engine.ts';
import { TaskRules } from './task-rules.ts';
import { Cases, fresh, part } from './task-cases.testing.ts';

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
