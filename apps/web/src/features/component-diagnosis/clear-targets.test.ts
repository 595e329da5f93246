import { describe, expect, it } from 'vitest';
import type { Task } from '../../domain/service-tool/index.ts';
import { tasksClearedBy } from './clear-targets.ts';

const task = (
  id: number,
  task_type: string,
  part_type: string | null,
  error_code: string,
  status = 'in_progress',
) => ({ id, task_type, part_type, status, detail: { error_code } }) as unknown as Task;

describe('tasksClearedBy', () => {
  const tasks = [
    task(1, 'error_code_danger', 'motor', '0x0101'),
    task(2, 'error_code_warning', 'torque', '0x0302'),
    task(3, 'hmi_need_diagnosis', 'hmi', '0x0501'),
    task(4, 'error_code_warning', 'hmi', '0x0501', 'completed'),
  ];

  it('links the open error-code tasks whose code on that part was cleared', () => {
    expect(
      tasksClearedBy(tasks, [
        { code: '0x0101', part_type: 'motor' },
        { code: '0x0501', part_type: 'hmi' },
      ]),
    ).toEqual([1]);
    expect(tasksClearedBy(tasks, [{ code: '0X0302', part_type: 'torque' }])).toEqual([2]);
  });

  it('leaves a task whose code was not cleared, or was cleared on another part', () => {
    expect(tasksClearedBy(tasks, [])).toEqual([]);
    expect(tasksClearedBy(tasks, [{ code: '0x0101', part_type: 'controller' }])).toEqual([]);
    expect(tasksClearedBy(undefined, [{ code: '0x0101', part_type: 'motor' }])).toEqual([]);
  });
});
