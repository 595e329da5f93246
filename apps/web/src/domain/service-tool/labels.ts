// Display texts of tasks, activities and parts in the service tool. Task and activity words come
// from the one vocabulary in packages/contracts (technician wording here, rider wording in reports);
// part names from the portal's locale files.
import { activityWords, taskWords, type Language } from '@dealer/contracts';
import { componentDisplayName } from '../../lib/i18n/component-names.ts';
import { currentLanguage } from '../../lib/i18n/i18n.ts';
import type { Task, TaskType } from './service-tool-types.ts';

const current = (): Language => currentLanguage();

export const taskName = (type: TaskType, language: Language = current()) =>
  taskWords(type, 'technician', language);

/** The technician's words for an activity kind or activity call ("bootloader_rescue"). */
export const activityName = (kind: string, language: Language = current()) =>
  activityWords(kind, 'technician', language);

/** "Firmware update available · controller" */
export function taskLabel(
  task: Pick<Task, 'task_type' | 'part_type'>,
  language: Language = current(),
): string {
  const name = taskName(task.task_type, language);
  return task.part_type ? `${name} · ${componentDisplayName(task.part_type)}` : name;
}

/**
 * The module ID worth showing: none when the bike has no module ID of its own. A Bafang bridge
 * reports the serial in its place (its identity, decision 1110), which the table already shows under
 * "Serial number" (issue 28 point 12).
 */
export const moduleIdShown = (c: { module_id: string; barcode: string }): string =>
  c.module_id && c.module_id !== c.barcode ? c.module_id : '';
