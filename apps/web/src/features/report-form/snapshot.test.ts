import { describe, expect, it } from 'vitest';
import type { ResultOf } from '../../lib/api/api-types.ts';
import { diagnosticSnapshot } from './snapshot.ts';

type Workspace = ResultOf<'/api/workspace/{id}', 'get'>;
type Bike = ResultOf<'/api/bike/{vin}', 'get'>;

const task = (id: number, status: 'in_progress' | 'completed' | 'removed', detail: Record<string, unknown>) =>
  ({
    id,
    workspace_id: 7,
    task_type: 'error_code_danger',
    level: 'critical',
    rule_type: 'normal',
    part_type: 'motor',
    status,
    detail,
    score_penalty: 20,
    created_at: '',
    updated_at: '',
    completed_at: null,
  }) as Workspace['task_info']['task_list'][number];

const workspace = {
  id: 7,
  vin: 'KES9TRL09P0240009',
  health_score: 60,
  task_info: {
    task_list: [
      task(1, 'in_progress', { error_code: '0x0101' }),
      task(2, 'completed', { error_code: '0x0101' }),
      task(3, 'removed', { error_code: '0x0602' }),
    ],
  },
} as unknown as Workspace;
const bike = {
  components: [
    {
      part_type: 'motor',
      barcode: 'MT0240009',
      part_spec_code: 'MOT-M500',
      firmware_version: '3.1.0',
      hardware_version: '4.0',
      module_id: 'x',
      part_spec_id: 1,
      installed_at: '',
    },
  ],
} as unknown as Bike;

describe('diagnostic snapshot of a contact-us report', () => {
  it('carries the components, the tasks not removed and their distinct error codes', () => {
    const s = diagnosticSnapshot(workspace, bike);
    expect(s).toMatchObject({
      workspace_id: 7,
      vin: 'KES9TRL09P0240009',
      health_score: 60,
      error_codes: ['0x0101'],
    });
    expect((s.tasks as { id: number }[]).map((t) => t.id)).toEqual([1, 2]);
    expect(s.components).toEqual([
      {
        part_type: 'motor',
        barcode: 'MT0240009',
        part_spec_code: 'MOT-M500',
        firmware_version: '3.1.0',
        hardware_version: '4.0',
      },
    ]);
  });
});
