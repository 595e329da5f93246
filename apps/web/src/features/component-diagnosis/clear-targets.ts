// Which open tasks a clear of the error codes addresses: the error-code tasks whose code (on that
// part) the bike no longer reports. A task whose code came back stays open and is not linked.
import type { Task } from '../../domain/service-tool/index.ts';

export interface CodeOnPart {
  code: string;
  part_type: string;
}

const ERROR_CODE_TASKS: readonly string[] = ['error_code_danger', 'error_code_warning'];
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export function tasksClearedBy(tasks: readonly Task[] | undefined, cleared: readonly CodeOnPart[]): number[] {
  return (tasks ?? [])
    .filter((t) => t.status === 'in_progress' && ERROR_CODE_TASKS.includes(t.task_type))
    .filter((t) => {
      const code = t.detail.error_code;
      return (
        typeof code === 'string' &&
        cleared.some((c) => same(c.code, code) && (t.part_type === null || c.part_type === t.part_type))
      );
    })
    .map((t) => t.id);
}
