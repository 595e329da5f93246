import { describe, expect, it } from 'vitest';
import type { Task } from '../../domain/service-tool/index.ts';
import { caseKindFor } from './case-kind.ts';

const task = (task_type: Task['task_type'], status: Task['status'] = 'in_progress'): Task => ({
  id: 1,
  task_type,
  status,
  part_type: 'controller',
  level: 'critical',
  rule_type: 'normal',
  score_penalty: 20,
  detail: {},
  workspace_id: 1,
  created_at: '',
  updated_at: '',
  completed_at: null,
});

describe('cloud no-MID case kind', () => {
  it('verifies the workspace when the VIN is in doubt, else bundles the components', () => {
    expect(caseKindFor([task('vin_not_found'), task('mid_not_found')])).toBe('verify_workspace');
    expect(caseKindFor([task('mid_not_found')])).toBe('post_bundle');
    expect(caseKindFor([task('vin_not_found', 'completed')])).toBe('post_bundle');
  });
});
