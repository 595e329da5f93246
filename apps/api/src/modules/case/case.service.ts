// Case management: opening and resubmitting cases, the latest-ticket lookups, lists, and status
// changes by the dealer or a reviewing service center, all through the transition table.
import type { CaseStatus, CaseType } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { enqueueMail } from '../mail/mail-outbox.repository.ts';
import { caseScopeOf, dealerShopId, shopInScope, type CaseScope } from './case-scope.ts';
import { assertTransition, statusOfDecision, type CaseActor, type ReviewDecision } from './case-status.ts';
import { findWorkspace } from '../workspace/workspace.repository.ts';
import * as repo from './case.repository.ts';
import { applyBundle, refuseOtherShopsParts } from './case-bundle.ts';
import { bikeOfVin } from './case-bundle.repository.ts';
import { takeSnapshot } from '../report/report-snapshot.ts';
import { recordAudit, regionOfShop } from '../audit/audit.service.ts';
import type { Snapshot } from '../report/report.schemas.ts';
import type { CaseView, CreateCaseBody, ListQuery } from './case.schemas.ts';

export async function createCase(
  db: Db,
  user: CurrentUser,
  caseType: CaseType,
  body: CreateCaseBody,
): Promise<CaseView> {
  const shopId = dealerShopId(user);
  if (body.bike_shop_id !== shopId) throw notFound();
  const bike = await bikeOfVin(db, body.vin);
  if (!bike || bike.shopId !== shopId) throw notFound();
  let workspaceSnapshot: Snapshot | null = null;
  if (body.workspace_id !== undefined) {
    const ws = await findWorkspace(db, body.workspace_id);
    if (!ws || ws.bikeShopId !== shopId) throw notFound();
    if (ws.vin !== body.vin) throw badInput('body/workspace_id', 'the workspace is for another bike');
    workspaceSnapshot = await takeSnapshot(db, ws);
  }
  const components = body.components ?? [];
  if (new Set(components.map((c) => c.barcode)).size !== components.length)
    throw badInput('body/components', 'a barcode is listed twice');
  await refuseOtherShopsParts(db, components, shopId);
  const imageIds = body.image_ids ?? [];
  const comment = body.comment ?? '';

  const id = await db
    .transaction(async (tx) => {
      const db = tx as unknown as Db;
      const open = await repo.openCase(db, caseType, body.vin, shopId);
      if (open?.status === 'pending')
        throw new AppError(400900, [
          { field: 'body', problem: `case ${open.id} for this bike is still pending review` },
        ]);
      if ((await repo.usableImageCount(db, imageIds, shopId, open?.id ?? null)) !== imageIds.length) {
        throw new AppError(400701, [
          {
            field: 'body/image_ids',
            problem: 'an image does not exist, belongs to another shop or to another case',
          },
        ]);
      }
      const values = {
        components,
        comment,
        workspaceId: body.workspace_id ?? null,
        workspaceSnapshot,
        updatedAt: new Date(),
      };
      let caseId: number;
      if (open) {
        // A case sent back for revision is resubmitted: same case, new content, back to pending.
        assertTransition(open.status, 'pending', 'dealer');
        await repo.resubmitCase(db, open.id, values);
        await repo.recordEvent(db, open.id, open.status, 'pending', user.id, comment);
        caseId = open.id;
      } else {
        caseId = await repo.insertCase(db, {
          ...values,
          caseType,
          vin: body.vin,
          bikeShopId: shopId,
          createdBy: user.id,
        });
        await repo.recordEvent(db, caseId, null, 'pending', user.id, comment);
      }
      await repo.attachImages(db, caseId, imageIds);
      await recordAudit(db, {
        actor: user,
        subject: 'case',
        subjectId: caseId,
        action: open ? 'resubmit' : 'create',
        regionId: await regionOfShop(db, shopId),
        before: open ? { status: open.status } : null,
        after: { status: 'pending', case_type: caseType, vin: body.vin, components, comment, imageIds },
      });
      return caseId;
    })
    .catch((err: unknown) => {
      // Two submissions at the same moment: the open-case index lets only one through.
      if (sqlState(err) === '23505')
        throw new AppError(400900, [{ field: 'body', problem: 'an open case for this bike exists' }]);
      throw err;
    });
  return (await repo.findCase(db, id, { kind: 'shop', bikeShopId: shopId }))!;
}

/** SQLSTATE of a database error, also when the query layer wraps it (DrizzleQueryError.cause). */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e.code === 'string' ? e.code : e.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

async function scopedShop(db: Db, user: CurrentUser, bikeShopId: number): Promise<CaseScope> {
  const scope = await caseScopeOf(db, user);
  if (!(await shopInScope(db, scope, bikeShopId))) throw notFound();
  return scope;
}

export async function latestTicket(
  db: Db,
  user: CurrentUser,
  caseType: CaseType,
  vin: string,
  bikeShopId: number,
): Promise<CaseView | null> {
  await scopedShop(db, user, bikeShopId);
  return repo.latestCase(db, caseType, vin, bikeShopId);
}

export async function listCases(db: Db, user: CurrentUser, query: ListQuery, defaultStatus?: CaseStatus) {
  const scope = await caseScopeOf(db, user);
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const { items, total } = await repo.listCases(
    db,
    scope,
    { status: query.status ?? defaultStatus, caseType: query.case_type, vin: query.vin },
    page,
    pageSize,
  );
  return { items, page, page_size: pageSize, total };
}

export async function getCase(db: Db, user: CurrentUser, id: number): Promise<CaseView> {
  const found = await repo.findCase(db, id, await caseScopeOf(db, user));
  if (!found) throw notFound();
  return {
    ...found,
    history: await repo.caseHistory(db, id),
    workspace_snapshot: (await repo.caseSnapshot(db, id)) as Snapshot | null,
  };
}

async function move(
  db: Db,
  user: CurrentUser,
  id: number,
  actor: CaseActor,
  to: CaseStatus,
  comment: string,
): Promise<CaseView> {
  const scope = await caseScopeOf(db, user);
  // A dealer acts only on its own shop's cases, a reviewer only on its regions' cases.
  if ((actor === 'dealer') !== (scope.kind === 'shop')) throw notFound();
  const current = await repo.findCase(db, id, scope);
  if (!current) throw notFound();
  assertTransition(current.status, to, actor);
  await db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    const review =
      actor === 'reviewer' ? { reviewComment: comment, reviewedBy: user.id, reviewedAt: new Date() } : {};
    const moved = await repo.moveCaseStatus(db, id, current.status, {
      status: to,
      updatedAt: new Date(),
      ...review,
    });
    // Someone else moved the case in between: the move was decided on a stale status.
    if (!moved)
      throw new AppError(409800, [{ field: 'status', problem: 'the case changed meanwhile; reload it' }]);
    if (actor === 'reviewer' && to === 'approved' && current.case_type === 'post_bundle') {
      await applyBundle(db, current.vin, current.components, await repo.caseCreator(db, id), user.id);
    }
    await repo.recordEvent(db, id, current.status, to, user.id, comment);
    await recordAudit(db, {
      actor: user,
      subject: 'case',
      subjectId: id,
      action: actor === 'reviewer' ? 'review' : 'status',
      regionId: await regionOfShop(db, current.bike_shop_id),
      before: { status: current.status },
      after: { status: to, comment },
    });
    if (actor === 'reviewer') await mailShop(db, current, to, comment);
  });
  return getCase(db, user, id);
}

/** The dealer hears about a review decision by mail, so nobody has to poll the portal. */
async function mailShop(db: Db, c: CaseView, to: CaseStatus, comment: string): Promise<void> {
  const email = await repo.shopEmail(db, c.bike_shop_id);
  if (!email) return;
  await enqueueMail(db, {
    to: email,
    kind: 'case_review',
    subject: `Case ${c.id} (${c.case_type}, ${c.vin}) is now ${to}`,
    text: `Your ${c.case_type} case ${c.id} for bike ${c.vin} was reviewed: ${to}.\n\n${comment ? `Service center comment:\n${comment}\n` : ''}`,
  });
}

export const changeStatusAsDealer = (
  db: Db,
  user: CurrentUser,
  id: number,
  to: 'canceled' | 'completed',
  comment: string,
) => move(db, user, id, 'dealer', to, comment);

export function review(
  db: Db,
  user: CurrentUser,
  id: number,
  decision: ReviewDecision,
  comment: string,
): Promise<CaseView> {
  // A rejection or a request for revision is useless to the dealer without the reason.
  if (decision !== 'approve' && !comment.trim())
    throw badInput('body/comment', `a comment is required to ${decision}`);
  return move(db, user, id, 'reviewer', statusOfDecision[decision], comment);
}
