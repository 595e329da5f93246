// Warranty claims: a dealer files a draft with the bike's evidence attached, edits and submits it;
// a service center of the shop's region reviews it; every move and comment is kept with its person.
import { ClaimAwaitingReview, ClaimEditable, type ClaimStatus } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import type { PartLine, claims } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { assertRecording, type Recording } from '../../lib/live-recording.ts';
import { caseScopeOf, dealerShopId } from '../case/case-scope.ts';
import type { Snapshot } from '../report/report.schemas.ts';
import * as repo from './claim.repository.ts';
import * as rows from './claim-write.repository.ts';
import { findBikeByVin } from '../workspace/workspace.repository.ts';
import { evidenceOf, evidenceWorkspace, failedComponent, latestDiagnosis } from './claim-evidence.ts';
import { assertGoodwill, warrantyTerms } from './claim-warranty.ts';
import {
  assertClaimMove,
  statusOfClaimDecision,
  statusOfDealerAction,
  type ClaimActor,
  type ClaimDecision,
  type DealerClaimAction,
} from './claim-status.ts';
import { mailOtherParty } from './party-mail.ts';
import { auditClaim } from './claim-audit.ts';
import type { ClaimFilter, ClaimView, CreateClaimBody, Diagnosis, UpdateClaimBody } from './claim.schemas.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function assertPartSpecs(db: Db, lines: PartLine[]): Promise<void> {
  const codes = [...new Set(lines.map((l) => l.part_spec_code))];
  if (codes.length !== lines.length) throw badInput('body/parts_needed', 'a part spec is listed twice');
  if (!codes.length) return;
  const known = await rows.knownPartSpecCodes(db, codes);
  const missing = codes.filter((c) => !known.includes(c));
  if (missing.length)
    throw new AppError(400701, [
      { field: 'body/parts_needed', problem: `unknown part spec ${missing.join(', ')}` },
    ]);
}

const contentOf = (body: UpdateClaimBody) => ({
  ...(body.description !== undefined ? { description: body.description } : {}),
  ...(body.labour_minutes !== undefined ? { labourMinutes: body.labour_minutes } : {}),
  ...(body.parts_needed !== undefined ? { partsNeeded: body.parts_needed } : {}),
  ...(body.goodwill_reason !== undefined ? { goodwillReason: body.goodwill_reason } : {}),
  ...(body.diagnosis !== undefined ? { diagnosis: body.diagnosis as Record<string, unknown> | null } : {}),
  ...(body.recording !== undefined ? { recording: body.recording as Record<string, unknown> | null } : {}),
});

export async function createClaim(db: Db, user: CurrentUser, body: CreateClaimBody): Promise<ClaimView> {
  const shopId = dealerShopId(user);
  const bike = await findBikeByVin(db, body.vin);
  if (!bike || bike.bikeShopId !== shopId) throw notFound();
  assertRecording('body/recording', body.recording);
  const ws = await evidenceWorkspace(db, shopId, body.vin, body.workspace_id);
  const evidence = await evidenceOf(db, ws);
  const component = await failedComponent(db, bike.id, body.part_type, body.serial, evidence);
  await assertPartSpecs(db, body.parts_needed ?? []);
  const terms = warrantyTerms(bike.activatedAt, new Date());
  // No diagnosis named: the bike's latest one on record goes with the claim (docs/decisions/2840).
  const diagnosis =
    body.diagnosis === undefined ? await latestDiagnosis(db, shopId, body.vin) : body.diagnosis;
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const id = await rows.insertClaim(t, {
      vin: body.vin,
      bikeShopId: shopId,
      workspaceId: ws?.id ?? null,
      component,
      evidence,
      ...contentOf(body),
      diagnosis,
      warrantyStart: terms.warranty_start,
      warrantyEnd: terms.warranty_end,
      inWarranty: terms.in_warranty,
      createdBy: user.id,
    });
    if (!(await repo.linkImages(t, id, shopId, body.image_ids ?? []))) throw repo.refusedImages();
    await repo.recordClaimEvent(t, id, null, 'draft', user.id, '');
    await auditClaim(t, user, 'create', id);
    return id;
  });
  return getClaim(db, user, id);
}

/** A claim of the caller's own shop (dealer) or of its regions (reviewer), or 404000. */
async function claimFor(db: Db, user: CurrentUser, id: number, actor?: ClaimActor): Promise<ClaimView> {
  const scope = await caseScopeOf(db, user);
  if (actor && (actor === 'dealer') !== (scope.kind === 'shop')) throw notFound();
  const found = await repo.findClaim(db, id, scope);
  if (!found) throw notFound();
  return found;
}

export async function updateClaim(db: Db, user: CurrentUser, id: number, body: UpdateClaimBody) {
  const current = await claimFor(db, user, id, 'dealer');
  if (!ClaimEditable.includes(current.status))
    throw new AppError(409800, [{ field: 'status', problem: `a ${current.status} claim cannot be edited` }]);
  await assertPartSpecs(db, body.parts_needed ?? []);
  assertRecording('body/recording', body.recording);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await rows.updateClaimRow(t, id, { ...contentOf(body), updatedAt: new Date() });
    if (body.image_ids && !(await repo.linkImages(t, id, current.bike_shop_id, body.image_ids)))
      throw repo.refusedImages();
    await auditClaim(t, user, 'update', id, current);
  });
  return getClaim(db, user, id);
}

async function move(
  db: Db,
  user: CurrentUser,
  current: ClaimView,
  actor: ClaimActor,
  to: ClaimStatus,
  comment: string,
  extra: Partial<typeof claims.$inferInsert> = {},
): Promise<ClaimView> {
  assertClaimMove(current.status, to, actor);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const decided =
      actor === 'reviewer' ? { decisionComment: comment, decidedBy: user.id, decidedAt: new Date() } : {};
    const moved = await rows.moveClaimStatus(t, current.id, current.status, {
      status: to,
      updatedAt: new Date(),
      ...decided,
      ...extra,
    });
    // Someone else moved the claim in between: the move was decided on a stale status.
    if (!moved)
      throw new AppError(409800, [{ field: 'status', problem: 'the claim changed meanwhile; reload it' }]);
    await repo.recordClaimEvent(t, current.id, current.status, to, user.id, comment);
    await auditClaim(t, user, actor === 'reviewer' ? 'review' : 'status', current.id, current);
    await mailOtherParty(t, current.bike_shop_id, actor, {
      kind: 'claim_status',
      subject: `Warranty claim ${current.id} (${current.vin}) is now ${to}`,
      text: `Warranty claim ${current.id} for bike ${current.vin}, ${current.component.part_type} ${current.component.serial}: ${current.status} → ${to} by ${user.email}.\n${comment ? `\nComment:\n${comment}\n` : ''}`,
    });
  });
  return getClaim(db, user, current.id);
}

export async function dealerAction(
  db: Db,
  user: CurrentUser,
  id: number,
  action: DealerClaimAction,
  comment: string,
): Promise<ClaimView> {
  const current = await claimFor(db, user, id, 'dealer');
  const to = statusOfDealerAction(action, current.status);
  if (action !== 'submit') return move(db, user, current, 'dealer', to, comment);
  // Submitting freezes what the bike shows now and checks the warranty rule on today's date.
  assertClaimMove(current.status, to, 'dealer');
  const bike = await findBikeByVin(db, current.vin);
  const terms = warrantyTerms(bike!.activatedAt, new Date());
  assertGoodwill(terms, current.goodwill_reason);
  const ws = await evidenceWorkspace(db, current.bike_shop_id, current.vin, current.workspace_id);
  const evidence = await evidenceOf(db, ws);
  return move(db, user, current, 'dealer', to, comment, {
    submittedAt: new Date(),
    // A resubmitted claim waits for a new decision: the revision request stays in the history only
    // (docs/decisions/2842).
    decidedBy: null,
    decidedAt: null,
    decisionComment: '',
    inWarranty: terms.in_warranty,
    warrantyStart: terms.warranty_start,
    warrantyEnd: terms.warranty_end,
    ...(evidence && ws ? { evidence, workspaceId: ws.id } : {}),
  });
}

export async function reviewClaim(
  db: Db,
  user: CurrentUser,
  id: number,
  decision: ClaimDecision,
  comment: string,
): Promise<ClaimView> {
  // A rejection or a request for revision is useless to the dealer without the reason.
  if (decision !== 'approve' && !comment.trim())
    throw badInput('body/comment', `a comment is required to ${decision}`);
  const current = await claimFor(db, user, id, 'reviewer');
  return move(db, user, current, 'reviewer', statusOfClaimDecision[decision], comment);
}

export async function commentClaim(db: Db, user: CurrentUser, id: number, comment: string) {
  const current = await claimFor(db, user, id);
  const actor: ClaimActor = user.account?.role === 'dealer' ? 'dealer' : 'reviewer';
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await repo.recordClaimEvent(t, id, null, null, user.id, comment);
    await mailOtherParty(t, current.bike_shop_id, actor, {
      kind: 'claim_comment',
      subject: `New comment on warranty claim ${id} (${current.vin})`,
      text: `${user.email} commented on warranty claim ${id}:\n\n${comment}\n`,
    });
  });
  return getClaim(db, user, id);
}

export async function getClaim(db: Db, user: CurrentUser, id: number): Promise<ClaimView> {
  const found = await claimFor(db, user, id);
  const row = await rows.claimRecords(db, id);
  return {
    ...found,
    history: await repo.claimHistory(db, id),
    evidence: (row?.evidence ?? null) as Snapshot | null,
    diagnosis: (row?.diagnosis ?? null) as Diagnosis | null,
    recording: (row?.recording ?? null) as Recording | null,
  };
}

export async function listClaims(db: Db, user: CurrentUser, query: ClaimFilter, queue = false) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const statuses = query.status ? [query.status] : queue ? ClaimAwaitingReview : undefined;
  const { items, total } = await repo.listClaims(
    db,
    await caseScopeOf(db, user),
    {
      statuses,
      vin: query.vin,
      bikeShopId: query.bike_shop_id,
      brandId: query.brand_id,
      submittedBefore:
        query.older_than_days !== undefined
          ? new Date(Date.now() - query.older_than_days * DAY_MS)
          : undefined,
    },
    page,
    pageSize,
  );
  return { items, page, page_size: pageSize, total };
}
