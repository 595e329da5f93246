// The queries behind a claim's evidence (claim-evidence.ts): the workspace read, the latest
// diagnosis, and the failed component as registered and as the catalogue knows its barcode.
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { barcodeParts, bikeParts, diagnosisRuns, partSpecs, workspaces } from '../../db/tables/index.ts';

/** The shop's latest workspace of the bike that holds a reading. */
export async function latestReadWorkspace(db: Db, shopId: number, vin: string) {
  const [latest] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.vin, vin), eq(workspaces.bikeShopId, shopId), isNotNull(workspaces.lastReading)))
    .orderBy(desc(workspaces.connectedAt), desc(workspaces.id))
    .limit(1);
  return latest;
}

export async function latestDiagnosisRun(db: Db, shopId: number, vin: string) {
  const [run] = await db
    .select()
    .from(diagnosisRuns)
    .where(and(eq(diagnosisRuns.vin, vin), eq(diagnosisRuns.bikeShopId, shopId)))
    .orderBy(desc(diagnosisRuns.performedAt), desc(diagnosisRuns.id))
    .limit(1);
  return run;
}

/** The part with this serial live on the bike, with its part spec's code and name. */
export async function registeredPart(db: Db, bikeId: number, serial: string) {
  const [registered] = await db
    .select({ p: bikeParts, code: partSpecs.code, name: partSpecs.name })
    .from(bikeParts)
    .innerJoin(partSpecs, eq(partSpecs.id, bikeParts.partSpecId))
    .where(and(eq(bikeParts.bikeId, bikeId), eq(bikeParts.barcode, serial), isNull(bikeParts.removedAt)));
  return registered;
}

/** The part spec the catalogue knows a barcode as. */
export async function specOfBarcode(db: Db, serial: string) {
  const [known] = await db
    .select({ code: partSpecs.code, name: partSpecs.name })
    .from(barcodeParts)
    .innerJoin(partSpecs, eq(partSpecs.id, barcodeParts.partSpecId))
    .where(eq(barcodeParts.barcode, serial));
  return known;
}
