import { describe, expect, it } from 'vitest';
import type { Task } from '../../domain/service-tool/index.ts';
import { nextStep } from './next-step.ts';

const task = (
  id: number,
  task_type: Task['task_type'],
  level: Task['level'],
  score_penalty: number,
  status: Task['status'] = 'in_progress',
): Task => ({
  id,
  task_type,
  level,
  score_penalty,
  status,
  part_type: 'controller',
  rule_type: 'normal',
  detail: {},
  workspace_id: 1,
  created_at: '',
  updated_at: '',
  completed_at: null,
});

describe('next step', () => {
  it('is the most urgent open task: critical first, then the bigger penalty', () => {
    const tasks = [
      task(1, 'firmware_update_available', 'warning', 5),
      task(2, 'part_bundle_not_found', 'critical', 20),
      task(3, 'in_bootloader', 'critical', 40),
    ];
    expect(nextStep(tasks)).toMatchObject({ task: { id: 3 }, page: 'bootloaderRescue' });
  });
  it('is a full diagnosis when nothing is open', () => {
    expect(nextStep([task(1, 'in_bootloader', 'critical', 40, 'completed')])).toEqual({
      task: null,
      page: 'fullDiagnosis',
    });
  });
});
