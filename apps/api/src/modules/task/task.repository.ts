// Loads what the task engine needs to know about a bike (its catalogue view) in one query plus
// cached catalogue facts, and persists the engine's changes.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { DemoErrorCodes, bafangErrorCodeCatalogue } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import {
  bikeParts,
  bikes,
  partSpecs,
  protocolParts,
  workspaceActivities,
  workspaceTasks,
  workspaces,
} from '../../db/tables/index.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { bundleRuleFacts, latestFirmware } from './catalogue-cache.ts';
import type { CatalogueView, ComputedTask, PreviousTask, Reading } from '../task-engine/task-engine.types.ts';

/** The HMI error-code catalogue (shared with the help centre, which seeds one article per code). */
const errorCodes = new Map(
  [...DemoErrorCodes, ...bafangErrorCodeCatalogue()].map((e) => [
    e.code,
    { level: e.level, component: e.component },
  ]),
);

type Inputs = {
  ws: typeof workspaces.$inferSelect;
  registered: [string, string, string][];
  known: [string, string, string | null][];
  elsewhere: [string, string][];
  bike_spec_id: number | null;
  activities: [string, string | null, number, Record<string, unknown>, boolean][];
  previous: Record<string, unknown>[];
};

const barcodes = sql`ANY(${sql.placeholder('barcodes')}::text[])`;
// Qualified by hand: drizzle writes a one-table select's columns bare, and inside a subquery a bare
// column would be the subquery's own.
const wsBikeId = sql.raw('"workspaces"."bike_id"');
const wsId = sql.raw('"workspaces"."id"');
/**
 * One round trip, prepared (a reload is hot; decision 1307): the workspace itself and every fact about
 * its bike the rules need, as JSON arrays. `barcodes`: those the reading names.
 */
const reloadInputs = preparedPerDatabase((db) =>
  db
    .select({
      ws: workspaces,
      registered: sql<
        Inputs['registered']
      >`(SELECT coalesce(json_agg(json_build_array(bp.barcode, bp.part_type, ps.code)), '[]') FROM ${bikeParts} bp JOIN ${partSpecs} ps ON ps.id = bp.part_spec_id
      WHERE bp.bike_id = ${wsBikeId} AND bp.removed_at IS NULL)`,
      known: sql<
        Inputs['known']
      >`(SELECT coalesce(json_agg(json_build_array(pp.barcode, ps.code, pp.parameters->>'digest')), '[]') FROM ${protocolParts} pp JOIN ${partSpecs} ps ON ps.id = pp.part_spec_id
      WHERE pp.barcode = ${barcodes})`,
      elsewhere: sql<
        Inputs['elsewhere']
      >`(SELECT coalesce(json_agg(json_build_array(bp.barcode, b.vin)), '[]') FROM ${bikeParts} bp JOIN ${bikes} b ON b.id = bp.bike_id
      WHERE bp.barcode = ${barcodes} AND bp.removed_at IS NULL AND bp.bike_id <> ${wsBikeId})`,
      bike_spec_id: sql<number | null>`(SELECT bike_spec_id FROM ${bikes} WHERE id = ${wsBikeId})`,
      activities: sql<
        Inputs['activities']
      >`(SELECT coalesce(json_agg(json_build_array(a.kind, a.part_type, a.workspace_id, a.result, a.success) ORDER BY a.created_at, a.id), '[]') FROM ${workspaceActivities} a
      WHERE a.bike_id = ${wsBikeId} AND a.kind IN ('parameter_compare', 'parameter_update', 'parameter_reference', 'hmi_diagnosis'))`,
      previous: sql<
        Inputs['previous']
      >`(SELECT coalesce(json_agg(row_to_json(t) ORDER BY t.id), '[]') FROM ${workspaceTasks} t WHERE t.workspace_id = ${wsId})`,
    })
    .from(workspaces)
    .where(eq(workspaces.id, sql.placeholder('id')))
    .prepare('reload_inputs'),
);

export interface ReloadInputs {
  ws: typeof workspaces.$inferSelect;
  view: CatalogueView;
  previous: PreviousTask[];
  rows: TaskRow[];
}

/** The workspace and what the engine needs to evaluate `reading` on it; undefined: no such workspace. */
export async function loadReloadInputs(
  db: Db,
  workspaceId: number,
  reading: Reading,
): Promise<ReloadInputs | undefined> {
  const [row] = await reloadInputs(db).execute({
    id: workspaceId,
    barcodes: [...new Set(reading.components.map((c) => c.barcode).filter(Boolean))],
  });
  if (!row) return undefined;
  const ws = row.ws;
  const registered = row.registered.map(([barcode, partType, code]) => ({ barcode, partType, code }));
  const known = row.known.map(([barcode, code, digest]) => ({ barcode, code, digest }));
  const elsewhere = row.elsewhere.map(([barcode, vin]) => ({ barcode, vin }));
  // Cached: the model's bundle rule and the newest firmware.
  const rules = await bundleRuleFacts(db, db, row.bike_spec_id ?? -1);
  const firmware = await latestFirmware(db, db);
  const activities = row.activities.map(([kind, partType, workspaceId, res, success]) => ({
    kind,
    partType,
    workspaceId,
    result: res,
    success,
  }));
  // Per part type, the last parameter activity decides: a compare with differences leaves a sync pending.
  const pending = new Set<string>();
  let hmiDiagnosisPassed = false;
  for (const a of activities) {
    if (a.kind === 'hmi_diagnosis') {
      if (a.workspaceId === ws.id && a.result.passed === true) hmiDiagnosisPassed = true;
      continue;
    }
    if (!a.partType) continue;
    if (a.kind === 'parameter_compare' && a.result.matched === false) pending.add(a.partType);
    else if (a.success) pending.delete(a.partType);
  }
  const view: CatalogueView = {
    vin: ws.vin,
    registered: new Map(
      registered.map((r) => [r.barcode, { part_type: r.partType, part_spec_code: r.code }]),
    ),
    registeredElsewhere: new Map(elsewhere.map((e) => [e.barcode, e.vin])),
    barcodeSpecs: new Map(known.map((k) => [k.barcode, k.code])),
    allowedSpecs: rules.allowed,
    requiredCommunicating: rules.requiredCommunicating,
    latestFirmware: firmware,
    errorCodes,
    recordedDigests: new Map(known.filter((k) => k.digest !== null).map((k) => [k.barcode, k.digest!])),
    pendingParameterSync: pending,
    hmiDiagnosisPassed,
  };
  const rows = row.previous.map(fromJson);
  return { ws, view, previous: rows.map((t) => ({ cause_key: t.causeKey, status: t.status })), rows };
}

export type TaskRow = typeof workspaceTasks.$inferSelect;

const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string));
/** A task row as row_to_json gives it (snake_case, ISO timestamps). */
function fromJson(r: Record<string, unknown>): TaskRow {
  return {
    id: r.id as number,
    workspaceId: r.workspace_id as number,
    bikeId: r.bike_id as number,
    taskType: r.task_type as string,
    level: r.level as TaskRow['level'],
    ruleType: r.rule_type as TaskRow['ruleType'],
    partType: r.part_type as string | null,
    causeKey: r.cause_key as string,
    status: r.status as TaskRow['status'],
    detail: r.detail as Record<string, unknown>,
    scorePenalty: r.score_penalty as number,
    createdAt: date(r.created_at)!,
    updatedAt: date(r.updated_at)!,
    completedAt: date(r.completed_at),
    removedAt: date(r.removed_at),
    removedBy: r.removed_by as string | null,
  };
}

/** Writes opened/reopened and completed tasks; returns the rows as they are now. */
export async function persistTaskChanges(
  db: Db,
  ws: { id: number; bikeId: number },
  changed: ComputedTask[],
): Promise<TaskRow[]> {
  const written: TaskRow[] = [];
  const now = new Date();
  const opened = changed.filter((t) => t.status !== 'completed');
  const completed = changed.filter((t) => t.status === 'completed').map((t) => t.cause_key);
  if (opened.length > 0) {
    const rows = await db
      .insert(workspaceTasks)
      .values(
        opened.map((t) => ({
          workspaceId: ws.id,
          bikeId: ws.bikeId,
          taskType: t.task_type,
          level: t.level,
          ruleType: t.rule_type,
          partType: t.part_type,
          causeKey: t.cause_key,
          status: t.status,
          detail: t.detail,
          scorePenalty: t.score_penalty,
        })),
      )
      .onConflictDoUpdate({
        target: [workspaceTasks.workspaceId, workspaceTasks.causeKey],
        set: {
          status: sql`excluded.status`,
          detail: sql`excluded.detail`,
          updatedAt: now,
          completedAt: null,
        },
        // A task removed since the reading was evaluated stays removed.
        setWhere: sql`${workspaceTasks.status} <> 'removed'`,
      })
      .returning();
    written.push(...rows);
  }
  if (completed.length > 0) {
    const rows = await db
      .update(workspaceTasks)
      .set({ status: 'completed', updatedAt: now, completedAt: now })
      .where(
        and(
          eq(workspaceTasks.workspaceId, ws.id),
          inArray(workspaceTasks.causeKey, completed),
          eq(workspaceTasks.status, 'in_progress'),
        ),
      )
      .returning();
    written.push(...rows);
  }
  return written;
}

/** Trust on first use: a part's first digest becomes its recorded one. */
/** Trust on first use: a known part's first digest becomes its recorded one. */
export function firstDigests(reading: Reading, view: CatalogueView): { barcode: string; digest: string }[] {
  const out: { barcode: string; digest: string }[] = [];
  for (const d of reading.parameter_digests ?? []) {
    const part = reading.components.find((c) => c.part_type === d.part_type);
    if (!part || view.recordedDigests.has(part.barcode) || !view.barcodeSpecs.has(part.barcode)) continue;
    out.push({ barcode: part.barcode, digest: d.digest });
  }
  return out;
}

export async function recordDigest(db: Db, barcode: string, digest: string): Promise<void> {
  await db
    .update(protocolParts)
    .set({
      parameters: sql`${protocolParts.parameters} || ${JSON.stringify({ digest })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(protocolParts.barcode, barcode));
}
