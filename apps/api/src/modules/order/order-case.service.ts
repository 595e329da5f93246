// Order cases: a wrong, damaged or missing delivery reported by the dealer, reviewed by the service
// center with the case flow (pending → approved | rejected | revising → pending …). The moves are
// kept in the order's history (kind 'case') with their person.
import type { CaseStatus } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { caseScopeOf } from '../case/case-scope.ts';
import {
  assertTransition,
  statusOfDecision,
  type CaseActor,
  type ReviewDecision,
} from '../case/case-status.ts';
import { recordOrderEvent } from './order.repository.ts';
import * as repo from './order-case.repository.ts';
import { auditOrderCase } from './order-audit.ts';
import { getOrder, notifyOrder, orderFor } from './order.service.ts';
import { CASE_OPENABLE } from './order-status.ts';
import type { OpenOrderCaseBody, OrderCaseQuery, OrderCaseView } from './order.schemas.ts';

export async function openOrderCase(db: Db, user: CurrentUser, orderId: number, body: OpenOrderCaseBody) {
  const order = await orderFor(db, user, orderId, 'dealer');
  if (!CASE_OPENABLE.includes(order.status))
    throw new AppError(409800, [
      { field: 'status', problem: `nothing was shipped for a ${order.status} order` },
    ]);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const caseId = await repo.insertOrderCase(t, {
      orderId,
      kind: body.kind,
      description: body.description,
      createdBy: user.id,
    });
    if (!(await repo.linkOrderCaseImages(t, caseId, order.bike_shop_id, body.image_ids ?? [])))
      throw new AppError(400701, [
        {
          field: 'body/image_ids',
          problem: 'an image does not exist, belongs to another shop or is cited elsewhere',
        },
      ]);
    await recordOrderEvent(t, {
      orderId,
      kind: 'case',
      orderCaseId: caseId,
      toStatus: 'pending',
      actorId: user.id,
      comment: `${body.kind}: ${body.description}`,
    });
    await auditOrderCase(t, user, 'case_open', caseId);
    await notifyOrder(t, order, 'dealer', user, `order case (${body.kind}) opened`, body.description);
  });
  return getOrder(db, user, orderId);
}

async function caseFor(db: Db, user: CurrentUser, id: number): Promise<OrderCaseView> {
  const found = await repo.findOrderCase(db, await caseScopeOf(db, user), id);
  if (!found) throw notFound();
  return found;
}

export async function moveOrderCase(
  db: Db,
  user: CurrentUser,
  id: number,
  actor: CaseActor,
  to: CaseStatus,
  comment: string,
): Promise<OrderCaseView> {
  const current = await caseFor(db, user, id);
  // Only the shop's dealer moves as dealer, only a regional center reviews.
  const order = await orderFor(db, user, current.order_id, actor === 'dealer' ? 'dealer' : 'center');
  assertTransition(current.status, to, actor);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (!(await repo.moveOrderCaseStatus(t, id, current.status, to)))
      throw new AppError(409800, [
        { field: 'status', problem: 'the order case changed meanwhile; reload it' },
      ]);
    await recordOrderEvent(t, {
      orderId: current.order_id,
      kind: 'case',
      orderCaseId: id,
      fromStatus: current.status,
      toStatus: to,
      actorId: user.id,
      comment,
    });
    await auditOrderCase(t, user, actor === 'reviewer' ? 'case_review' : 'case_status', id, current);
    await notifyOrder(
      t,
      order,
      actor === 'dealer' ? 'dealer' : 'center',
      user,
      `order case ${id} ${current.status} → ${to}`,
      comment,
    );
  });
  return caseFor(db, user, id);
}

export function reviewOrderCase(
  db: Db,
  user: CurrentUser,
  id: number,
  decision: ReviewDecision,
  comment: string,
) {
  if (decision !== 'approve' && !comment.trim())
    throw badInput('body/comment', `a comment is required to ${decision}`);
  return moveOrderCase(db, user, id, 'reviewer', statusOfDecision[decision], comment);
}

export async function listOrderCases(db: Db, user: CurrentUser, query: OrderCaseQuery, queue = false) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const scope = await caseScopeOf(db, user);
  const statuses: CaseStatus[] | undefined = query.status ? [query.status] : queue ? ['pending'] : undefined;
  const filter: repo.OrderCaseFilter = {
    statuses,
    bikeShopId: query.bike_shop_id,
    olderThanDays: query.older_than_days,
  };
  return {
    items: await repo.listOrderCases(db, scope, filter, pageSize, (page - 1) * pageSize),
    page,
    page_size: pageSize,
    total: await repo.countOrderCases(db, scope, filter),
  };
}
