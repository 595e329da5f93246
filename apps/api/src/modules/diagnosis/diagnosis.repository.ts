// Queries of the diagnosis runs: keep one (once), and a bike's runs page by page.
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeShops, diagnosisRuns, users } from '../../db/tables/index.ts';
import type { DiagnosisRunView } from './diagnosis.schemas.ts';

type Row = { r: typeof diagnosisRuns.$inferSelect; shop: string; email: string };
const toView = ({ r, shop, email }: Row): DiagnosisRunView => ({
  id: r.id,
  vin: r.vin,
  bike_shop_name: shop,
  workspace_id: r.workspaceId,
  performed_at: r.performedAt.toISOString(),
  status: r.status,
  health_score: r.healthScore,
  health_band: r.healthBand,
  stages: r.stages as DiagnosisRunView['stages'],
  technician: email,
});

const select = (db: Db) =>
  db
    .select({ r: diagnosisRuns, shop: bikeShops.name, email: users.email })
    .from(diagnosisRuns)
    .innerJoin(bikeShops, eq(bikeShops.id, diagnosisRuns.bikeShopId))
    .innerJoin(users, eq(users.id, diagnosisRuns.createdBy));

/** Stores the run unless the same one (bike, workspace, time) is kept already; answers the kept run. */
export async function keepRun(
  db: Db,
  run: typeof diagnosisRuns.$inferInsert & { workspaceId: number },
): Promise<DiagnosisRunView> {
  await db.insert(diagnosisRuns).values(run).onConflictDoNothing();
  const [row] = await select(db).where(
    and(
      eq(diagnosisRuns.vin, run.vin),
      eq(diagnosisRuns.workspaceId, run.workspaceId),
      eq(diagnosisRuns.performedAt, run.performedAt),
    ),
  );
  return toView(row!);
}

/** One page of the bike's runs, newest first, and how many there are. */
export async function runsOfBike(db: Db, vin: string, page: number, pageSize: number) {
  const [total] = await db.select({ n: count() }).from(diagnosisRuns).where(eq(diagnosisRuns.vin, vin));
  const rows = await select(db)
    .where(eq(diagnosisRuns.vin, vin))
    .orderBy(desc(diagnosisRuns.performedAt), desc(diagnosisRuns.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows: rows.map(toView), total: total?.n ?? 0 };
}
