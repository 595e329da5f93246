// Diagnosis history per bike: the service tool posts each full-diagnosis run; the bike's book reads
// them back from any browser, for as long as the bike is kept (the browser's copy is the spec's
// seven-day cache). docs/decisions/1728-diagnosis-history-on-the-server.md
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeShops, diagnosisRuns, users } from '../../db/tables/index.ts';
import { badInput } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { bikeForUser, workspaceToChange } from '../workspace/workspace-access.ts';
import type { DiagnosisRunView, PostDiagnosisBody } from './diagnosis.schemas.ts';

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

/** Keeps a run of the caller's own workspace on that bike; posting the same run again answers the kept one. */
export async function postDiagnosis(
  db: Db,
  user: CurrentUser,
  vin: string,
  body: PostDiagnosisBody,
): Promise<DiagnosisRunView> {
  const ws = await workspaceToChange(db, user, body.workspace_id);
  if (ws.vin !== vin) throw badInput('body/workspace_id', 'the workspace is for another bike');
  const performedAt = new Date(body.performed_at);
  if (performedAt.getTime() > Date.now() + 5 * 60_000)
    throw badInput('body/performed_at', 'cannot be in the future');
  await db
    .insert(diagnosisRuns)
    .values({
      vin,
      bikeShopId: ws.bikeShopId,
      workspaceId: ws.id,
      performedAt,
      status: body.status,
      healthScore: body.health_score,
      healthBand: body.health_band,
      stages: body.stages,
      createdBy: user.id,
    })
    .onConflictDoNothing();
  const [row] = await select(db).where(
    and(
      eq(diagnosisRuns.vin, vin),
      eq(diagnosisRuns.workspaceId, ws.id),
      eq(diagnosisRuns.performedAt, performedAt),
    ),
  );
  return toView(row!);
}

/** The bike's runs, newest first, for anyone who may see the bike (its shop, its region's center). */
export async function listDiagnoses(
  db: Db,
  user: CurrentUser,
  vin: string,
  query: { page?: number | undefined; page_size?: number | undefined },
) {
  const bike = await bikeForUser(db, user, vin);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const [total] = await db.select({ n: count() }).from(diagnosisRuns).where(eq(diagnosisRuns.vin, bike.vin));
  const rows = await select(db)
    .where(eq(diagnosisRuns.vin, bike.vin))
    .orderBy(desc(diagnosisRuns.performedAt), desc(diagnosisRuns.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: rows.map(toView), page, page_size: pageSize, total: total?.n ?? 0 };
}
