// Which case cloud no-MID opens: components whose identity the catalogue cannot give back (no module id,
// a broken one, or not linked to this bike) are bundled to the bike by a post_bundle case; when the
// bike itself is in doubt (the drive system reports no or another VIN) the service center verifies the
// workspace (verify_workspace).
import type { Task } from '../../domain/service-tool/index.ts';

const BIKE_IDENTITY: readonly Task['task_type'][] = ['vin_not_found'];

export function caseKindFor(tasks: readonly Task[] | undefined): 'verify_workspace' | 'post_bundle' {
  const open = (tasks ?? []).filter((t) => t.status === 'in_progress');
  return open.some((t) => BIKE_IDENTITY.includes(t.task_type)) ? 'verify_workspace' : 'post_bundle';
}
