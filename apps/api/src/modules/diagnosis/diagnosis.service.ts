// Diagnosis history per bike: the service tool posts each full-diagnosis run; the bike's book reads
// them back from any browser, for as long as the bike is kept (the browser's copy is the spec's
// seven-day cache). docs/decisions/1728-diagnosis-history-on-the-server.md
import type { Db } from '../../db/database.ts';
import { badInput } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { bikeForUser, workspaceToChange } from '../workspace/workspace-access.ts';
import type { DiagnosisRunView, PostDiagnosisBody } from './diagnosis.schemas.ts';
import { keepRun, runsOfBike } from './diagnosis.repository.ts';

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
  return keepRun(db, {
    vin,
    bikeShopId: ws.bikeShopId,
    workspaceId: ws.id,
    performedAt,
    status: body.status,
    healthScore: body.health_score,
    healthBand: body.health_band,
    stages: body.stages,
    createdBy: user.id,
  });
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
  const { rows, total } = await runsOfBike(db, bike.vin, page, pageSize);
  return { items: rows, page, page_size: pageSize, total };
}
