// The workspace as it is when a report is sent: what the bridge last read (components, error
// codes) and the open tasks. Stored with the report so later reloads do not change what was sent.
import type { Db } from '../../db/database.ts';
import type { workspaces } from '../../db/tables/index.ts';
import { bikeModel, openTasksOf } from './report.repository.ts';
import type { Snapshot } from './report.schemas.ts';

interface StoredReading {
  components?: Record<string, unknown>[];
  active_error_codes?: string[];
  history_error_codes?: string[];
}

export async function takeSnapshot(db: Db, ws: typeof workspaces.$inferSelect): Promise<Snapshot> {
  const bike = await bikeModel(db, ws.bikeId);
  const tasks = await openTasksOf(db, ws.id);
  const reading = (ws.lastReading ?? {}) as StoredReading;
  return {
    taken_at: new Date().toISOString(),
    workspace_id: ws.id,
    vin: ws.vin,
    bike_model: bike?.model ?? '',
    health_score: ws.healthScore,
    connected_at: ws.connectedAt?.toISOString() ?? null,
    components: reading.components ?? [],
    active_error_codes: reading.active_error_codes ?? [],
    history_error_codes: reading.history_error_codes ?? [],
    tasks: tasks.map((t) => ({
      id: t.id,
      task_type: t.taskType,
      level: t.level,
      rule_type: t.ruleType,
      part_type: t.partType,
      detail: t.detail,
    })),
  };
}
