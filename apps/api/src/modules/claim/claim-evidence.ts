// What a claim carries from the bike: the workspace as last read (components, active and stored
// fault codes, open tasks) and the failed component as read there (or, when the bike was never
// read in this shop, as registered). Filing from the bike's page uses the shop's latest workspace
// of the bike, so both entry points attach the same evidence.
import type { Db } from '../../db/database.ts';
import type { ClaimComponent, workspaces } from '../../db/tables/index.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { takeSnapshot } from '../report/report-snapshot.ts';
import type { Snapshot } from '../report/report.schemas.ts';
import type { Diagnosis } from './claim.schemas.ts';
import {
  latestDiagnosisRun,
  latestReadWorkspace,
  registeredPart,
  specOfBarcode,
} from './claim-evidence.repository.ts';
import { findWorkspace } from '../workspace/workspace.repository.ts';

type Workspace = typeof workspaces.$inferSelect;

/** The named workspace (must be the shop's and the bike's) or the shop's latest read of the bike. */
export async function evidenceWorkspace(
  db: Db,
  shopId: number,
  vin: string,
  workspaceId: number | null | undefined,
): Promise<Workspace | null> {
  if (workspaceId) {
    const ws = await findWorkspace(db, workspaceId);
    if (!ws || ws.bikeShopId !== shopId) throw notFound();
    if (ws.vin !== vin) throw badInput('body/workspace_id', 'the workspace is for another bike');
    return ws;
  }
  return (await latestReadWorkspace(db, shopId, vin)) ?? null;
}

export const evidenceOf = async (db: Db, ws: Workspace | null): Promise<Snapshot | null> =>
  ws ? takeSnapshot(db, ws) : null;

/**
 * The bike's latest full diagnosis as the server keeps it (docs/decisions/1728), in the claim's shape:
 * evidence comes from the records every browser of the shop posts to, never from the one browser that
 * files the claim (docs/decisions/2840). The claim keeps at most 60 findings a stage.
 */
export async function latestDiagnosis(db: Db, shopId: number, vin: string): Promise<Diagnosis | null> {
  const run = await latestDiagnosisRun(db, shopId, vin);
  if (!run) return null;
  const stages = run.stages as Diagnosis['stages'];
  return {
    performed_at: run.performedAt.toISOString(),
    health_score: run.healthScore,
    health_band: run.healthBand,
    stages: stages.map((s) => ({ ...s, findings: s.findings.slice(0, 60) })),
  };
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** The failed component: read off the bike when the evidence has it, else the bike's registration. */
export async function failedComponent(
  db: Db,
  bikeId: number,
  partType: string,
  serial: string,
  evidence: Snapshot | null,
): Promise<ClaimComponent> {
  const read = evidence?.components.find((c) => c.part_type === partType && c.barcode === serial);
  const registered = await registeredPart(db, bikeId, serial);
  if (!read && !registered)
    throw new AppError(400701, [
      {
        field: 'body/serial',
        problem: `no ${partType} with serial ${serial} was read off or registered to this bike`,
      },
    ]);
  const known = await specOfBarcode(db, serial);
  const spec = known ?? (registered ? { code: registered.code, name: registered.name } : null);
  return {
    part_type: partType,
    serial,
    part_spec_code: spec?.code ?? text(read?.part_spec_code),
    part_spec_name: spec?.name ?? '',
    firmware_version: read ? text(read.firmware_version) : (registered?.p.firmwareVersion ?? ''),
    hardware_version: read ? text(read.hardware_version) : (registered?.p.hardwareVersion ?? ''),
    source: read ? 'reading' : 'registration',
  };
}
