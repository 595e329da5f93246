// The home page's read: recent workspaces and bikes with open critical tasks, only of the shops the
// caller may see (a dealer: its own shop).
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { openCriticalTasks, recentWorkspaces } from './home.repository.ts';
import { visibleShopIds } from '../workspace/workspace-access.ts';

export async function homeSummary(db: Db, user: CurrentUser, limit: number) {
  const shopIds = await visibleShopIds(db, user);
  if (shopIds.length === 0) return { recent_workspaces: [], critical_bikes: [] };
  const recent = await recentWorkspaces(db, shopIds, limit);
  const critical = await openCriticalTasks(db, shopIds);
  const byVin = new Map<
    string,
    {
      vin: string;
      frame_number: string;
      model: string;
      brand: string;
      workspace_id: number;
      critical_tasks: number;
      task_types: string[];
      updated_at: string;
    }
  >();
  for (const r of critical) {
    const entry = byVin.get(r.vin);
    if (entry) {
      entry.critical_tasks += 1;
      if (!entry.task_types.includes(r.task_type)) entry.task_types.push(r.task_type);
    } else {
      byVin.set(r.vin, {
        vin: r.vin,
        frame_number: r.frame_number,
        model: r.model,
        brand: r.brand,
        workspace_id: r.workspace_id,
        critical_tasks: 1,
        task_types: [r.task_type],
        updated_at: r.updated.toISOString(),
      });
    }
  }
  return {
    recent_workspaces: recent.map(({ updated, ...w }) => ({ ...w, updated_at: updated.toISOString() })),
    critical_bikes: [...byVin.values()].slice(0, limit),
  };
}
