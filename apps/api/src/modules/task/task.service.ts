// Task reload: the bridge's reading in, the engine's tasks out, persisted idempotently.
import { healthBand } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import type { workspaces } from '../../db/tables/index.ts';
import { computeTasks } from '../task-engine/task-engine.ts';
import type { Reading } from '../task-engine/task-engine.types.ts';
import {
  firstDigests,
  loadReloadInputs,
  persistTaskChanges,
  recordDigest,
  type ReloadInputs,
  type TaskRow,
} from './task.repository.ts';
import { findWorkspace } from '../workspace/workspace.repository.ts';
import { mayChange } from '../workspace/workspace-access.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { touchReloadedWorkspace } from './task-detail.repository.ts';
import { statusRatio, toTask } from './task-view.ts';

type Ws = typeof workspaces.$inferSelect;

/**
 * Evaluates a reading against the catalogue and persists the changes; returns the score and all
 * tasks. The reads run outside a transaction (a reload usually changes nothing, and then only the
 * workspace row is written); changes are written in one transaction whose statements guard against
 * a concurrent removal or completion.
 */
async function evaluate(
  db: Db,
  { ws, view, previous, rows }: ReloadInputs,
  reading: Reading,
  connected: boolean,
): Promise<{ score: number; tasks: TaskRow[] }> {
  const result = computeTasks(reading, view, previous);
  const digests = firstDigests(reading, view);
  const now = new Date();
  const touchWorkspace = (d: Db) =>
    touchReloadedWorkspace(
      d,
      ws.id,
      result.health_score,
      now,
      connected
        ? { lastReading: reading, mids: reading.components.map((c) => c.module_id).filter(Boolean) }
        : undefined,
    );
  let written: TaskRow[] = [];
  if (result.changed.length === 0 && digests.length === 0) {
    await touchWorkspace(db);
  } else {
    written = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const w = await persistTaskChanges(tx, ws, result.changed);
      for (const d of digests) await recordDigest(tx, d.barcode, d.digest);
      await touchWorkspace(tx);
      return w;
    });
  }
  // The task list without another query: what was there, overwritten by what was written.
  const byKey = new Map(rows.map((r) => [r.causeKey, r]));
  for (const w of written) byKey.set(w.causeKey, w);
  return { score: result.health_score, tasks: [...byKey.values()].sort((a, b) => a.id - b.id) };
}

/**
 * The reload of workspace `id` by `user`: the workspace is read with the engine's inputs in one
 * statement, then checked as workspaceToChange checks it (404000, 403000) before anything is written.
 */
export async function reloadTasks(db: Db, user: CurrentUser, id: number, reading: Reading) {
  const inputs = await loadReloadInputs(db, id, reading);
  const ws = (await mayChange(db, user, inputs?.ws)) satisfies Ws;
  const { score, tasks } = await evaluate(db, inputs!, reading, true);
  return {
    workspace_id: ws.id,
    health_score: score,
    health_band: healthBand(score),
    task_info: { task_list: tasks.map(toTask), status_ratio: statusRatio(tasks) },
  };
}

/** After an activity changed the catalogue: re-run the last reading so e.g. a registered part's task completes. */
export async function reevaluate(db: Db, workspaceId: number): Promise<void> {
  const ws = await findWorkspace(db, workspaceId);
  if (!ws?.lastReading) return;
  const inputs = await loadReloadInputs(db, workspaceId, ws.lastReading as Reading);
  if (inputs) await evaluate(db, inputs, ws.lastReading as Reading, false);
}
