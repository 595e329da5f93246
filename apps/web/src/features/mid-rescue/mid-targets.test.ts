import { describe, expect, it } from 'vitest';
import type { BridgeComponent } from '../../lib/bridge/bridge-types.ts';
import type { Task } from '../../domain/service-tool/index.ts';
import { midTargets, normaliseBarcode } from './mid-targets.ts';

const comp = (
  part_type: BridgeComponent['part_type'],
  module_id: string,
  valid: boolean,
): BridgeComponent => ({
  part_type,
  component: part_type === 'torque' ? 'torque_sensor' : (part_type as BridgeComponent['component']),
  part_spec_code: 'X',
  barcode: `${part_type}-1`,
  module_id,
  module_id_valid: valid,
  hardware_version: '1',
  firmware_version: '1',
  font_version: null,
  icon_version: null,
  in_bootloader: false,
});
const task = (task_type: Task['task_type'], part_type: string): Task => ({
  id: 1,
  task_type,
  part_type,
  status: 'in_progress',
  level: 'critical',
  rule_type: 'normal',
  score_penalty: 20,
  detail: { barcode: `${part_type}-1` },
  workspace_id: 1,
  created_at: '',
  updated_at: '',
  completed_at: null,
});

describe('MID rescue targets', () => {
  it('lists components without or with a broken module id, with their task', () => {
    const targets = midTargets(
      [
        comp('motor', '', false),
        comp('battery', '0300100400000000', false),
        comp('hmi', '0100100400000015', true),
      ],
      [task('mid_not_found', 'motor'), task('illegal_mid', 'battery')],
    );
    expect(targets.map((t) => [t.component.part_type, t.problem, t.task?.task_type])).toEqual([
      ['motor', 'missing', 'mid_not_found'],
      ['battery', 'illegal', 'illegal_mid'],
    ]);
  });
  it('normalises a scanned barcode', () => {
    expect(normaliseBarcode(' mt0240005\n')).toBe('MT0240005');
  });
});
