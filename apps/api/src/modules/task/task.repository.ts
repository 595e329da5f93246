// Loads what the task engine needs to know about a bike (its catalogue view) in a handful of
// queries, and persists the engine's changes.
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { DemoErrorCodes } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { bikeParts, bikeSpecBundleRules, bikes, firmwareImages, partSpecs, protocolParts, workspaceActivities, workspaceTasks } from '../../db/tables/index.ts';
import type { CatalogueView, ComputedTask, PreviousTask, Reading } from '../task-engine/task-engine.types.ts';

/** The HMI error-code catalogue (shared with the help centre, which seeds one article per code). */
const errorCodes = new Map(DemoErrorCodes.map((e) => [e.code, { level: e.level, component: e.component as string }]));

const rank = (v: string) => {
  if (!/^\d+(\.\d+){0,2}$/.test(v)) return -1;
  const [a = 0, b = 0, c = 0] = v.split('.').map(Number);
  return a * 1_000_000 + b * 1_000 + c;
};

export async function loadCatalogueView(db: Db, ws: { id: number; bikeId: number; vin: string }, reading: Reading): Promise<CatalogueView> {
  const barcodes = [...new Set(reading.components.map((c) => c.barcode).filter(Boolean))];
  const none = ['\u0000'];
  const [bike] = await db.select({ bikeSpecId: bikes.bikeSpecId }).from(bikes).where(eq(bikes.id, ws.bikeId));
  const [registered, known, elsewhere, rules, activities] = [
    await db
      .select({ barcode: bikeParts.barcode, partType: bikeParts.partType, code: partSpecs.code })
      .from(bikeParts)
      .innerJoin(partSpecs, eq(partSpecs.id, bikeParts.partSpecId))
      .where(and(eq(bikeParts.bikeId, ws.bikeId), isNull(bikeParts.removedAt))),
    await db
      .select({ barcode: protocolParts.barcode, code: partSpecs.code, digest: sql<string | null>`${protocolParts.parameters}->>'digest'` })
      .from(protocolParts)
      .innerJoin(partSpecs, eq(partSpecs.id, protocolParts.partSpecId))
      .where(inArray(protocolParts.barcode, barcodes.length ? barcodes : none)),
    await db
      .select({ barcode: bikeParts.barcode, vin: bikes.vin })
      .from(bikeParts)
      .innerJoin(bikes, eq(bikes.id, bikeParts.bikeId))
      .where(and(inArray(bikeParts.barcode, barcodes.length ? barcodes : none), isNull(bikeParts.removedAt), ne(bikeParts.bikeId, ws.bikeId))),
    await db
      .select({ code: partSpecs.code, partType: partSpecs.partType, protocol: partSpecs.protocolType, required: bikeSpecBundleRules.required })
      .from(bikeSpecBundleRules)
      .innerJoin(partSpecs, eq(partSpecs.id, bikeSpecBundleRules.partSpecId))
      .where(eq(bikeSpecBundleRules.bikeSpecId, bike?.bikeSpecId ?? -1)),
    await db
      .select({ kind: workspaceActivities.kind, partType: workspaceActivities.partType, workspaceId: workspaceActivities.workspaceId, result: workspaceActivities.result, success: workspaceActivities.success })
      .from(workspaceActivities)
      .where(and(eq(workspaceActivities.bikeId, ws.bikeId), inArray(workspaceActivities.kind, ['parameter_compare', 'parameter_update', 'hmi_diagnosis'])))
      .orderBy(asc(workspaceActivities.createdAt), asc(workspaceActivities.id)),
  ];
  const specCodes = [...new Set([...reading.components.map((c) => c.part_spec_code), ...known.map((k) => k.code)].filter((c): c is string => !!c))];
  const images = await db
    .select({ code: partSpecs.code, kind: firmwareImages.kind, version: firmwareImages.version, hw: firmwareImages.hardwareVersions })
    .from(firmwareImages)
    .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
    .where(and(inArray(partSpecs.code, specCodes.length ? specCodes : none), inArray(firmwareImages.kind, ['application', 'font', 'icon'])));

  const latestFirmware = new Map<string, { application?: string; font?: string; icon?: string }>();
  for (const img of images) {
    for (const hw of img.hw) {
      const key = `${img.code}|${hw}`;
      const entry = latestFirmware.get(key) ?? {};
      const kind = img.kind as 'application' | 'font' | 'icon';
      if (rank(img.version) > rank(entry[kind] ?? '')) entry[kind] = img.version;
      latestFirmware.set(key, entry);
    }
  }
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
  return {
    vin: ws.vin,
    registered: new Map(registered.map((r) => [r.barcode, { part_type: r.partType, part_spec_code: r.code }])),
    registeredElsewhere: new Map(elsewhere.map((e) => [e.barcode, e.vin])),
    barcodeSpecs: new Map(known.map((k) => [k.barcode, k.code])),
    allowedSpecs: new Set(rules.map((r) => r.code)),
    requiredCommunicating: new Map(rules.filter((r) => r.required && r.protocol !== 'no_communication').map((r) => [r.code, r.partType])),
    latestFirmware,
    errorCodes,
    recordedDigests: new Map(known.filter((k) => k.digest !== null).map((k) => [k.barcode, k.digest!])),
    pendingParameterSync: pending,
    hmiDiagnosisPassed,
  };
}

export async function previousTasks(db: Db, workspaceId: number): Promise<PreviousTask[]> {
  return db.select({ cause_key: workspaceTasks.causeKey, status: workspaceTasks.status }).from(workspaceTasks).where(eq(workspaceTasks.workspaceId, workspaceId));
}

export async function persistTaskChanges(db: Db, ws: { id: number; bikeId: number }, changed: ComputedTask[]): Promise<void> {
  const now = new Date();
  const opened = changed.filter((t) => t.status !== 'completed');
  const completed = changed.filter((t) => t.status === 'completed').map((t) => t.cause_key);
  if (opened.length > 0) {
    await db
      .insert(workspaceTasks)
      .values(opened.map((t) => ({ workspaceId: ws.id, bikeId: ws.bikeId, taskType: t.task_type, level: t.level, ruleType: t.rule_type, partType: t.part_type, causeKey: t.cause_key, status: t.status, detail: t.detail, scorePenalty: t.score_penalty })))
      .onConflictDoUpdate({
        target: [workspaceTasks.workspaceId, workspaceTasks.causeKey],
        set: { status: sql`excluded.status`, detail: sql`excluded.detail`, updatedAt: now, completedAt: null },
      });
  }
  if (completed.length > 0) {
    await db
      .update(workspaceTasks)
      .set({ status: 'completed', updatedAt: now, completedAt: now })
      .where(and(eq(workspaceTasks.workspaceId, ws.id), inArray(workspaceTasks.causeKey, completed), eq(workspaceTasks.status, 'in_progress')));
  }
}

/** Trust on first use: a part's first digest becomes its recorded one. */
export async function recordFirstDigests(db: Db, reading: Reading, view: CatalogueView): Promise<void> {
  for (const d of reading.parameter_digests ?? []) {
    const part = reading.components.find((c) => c.part_type === d.part_type);
    if (!part || view.recordedDigests.has(part.barcode) || !view.barcodeSpecs.has(part.barcode)) continue;
    await recordDigest(db, part.barcode, d.digest);
  }
}

export async function recordDigest(db: Db, barcode: string, digest: string): Promise<void> {
  await db
    .update(protocolParts)
    .set({ parameters: sql`${protocolParts.parameters} || ${JSON.stringify({ digest })}::jsonb`, updatedAt: new Date() })
    .where(eq(protocolParts.barcode, barcode));
}
