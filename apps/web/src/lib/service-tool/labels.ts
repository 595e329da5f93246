// Display texts of tasks and parts in the service tool.
import { componentDisplayName } from '../i18n/component-names.ts';
import type { MessageKey, Vars } from '../i18n/i18n.ts';
import type { Task, TaskType } from './service-tool-types.ts';

type Translate = (key: MessageKey, vars?: Vars) => string;

export const taskName = (t: Translate, type: TaskType) => t(`st.task.${type}` as MessageKey);

/** "Firmware update available · controller" */
export function taskLabel(t: Translate, task: Pick<Task, 'task_type' | 'part_type'>): string {
  const name = taskName(t, task.task_type);
  return task.part_type ? `${name} · ${componentDisplayName(task.part_type)}` : name;
}
