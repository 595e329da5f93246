// The components MID rescue is for: those the bus reports without a module id or with a broken one,
// with the open mid_not_found / illegal_mid task that names them.
import type { BridgeComponent } from '../../lib/bridge/bridge-types.ts';
import type { Task } from '../../domain/service-tool/index.ts';

export interface MidTarget {
  component: BridgeComponent;
  task: Task | null;
  problem: 'missing' | 'illegal';
}

export function midTargets(
  components: readonly BridgeComponent[],
  tasks: readonly Task[] | undefined,
): MidTarget[] {
  const open = (tasks ?? []).filter(
    (t) => t.status === 'in_progress' && (t.task_type === 'mid_not_found' || t.task_type === 'illegal_mid'),
  );
  return components
    .filter((c) => c.module_id === '' || !c.module_id_valid)
    .filter((c) => c.component !== null)
    .map((c) => ({
      component: c,
      problem: c.module_id === '' ? ('missing' as const) : ('illegal' as const),
      task:
        open.find(
          (t) => t.part_type === c.part_type && (t.detail as { barcode?: string }).barcode === c.barcode,
        ) ??
        open.find((t) => t.part_type === c.part_type) ??
        null,
    }));
}

/** A scanned label: letters and digits only, upper case (scanners add spaces or a trailing return). */
export const normaliseBarcode = (raw: string) => raw.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
