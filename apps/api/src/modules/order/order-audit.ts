// The audit entries of parts orders and their order cases (docs/decisions/1501, 1510): the order
// (history and cases aside) or the order case before and after, filed under the shop's region and
// under the order's id (an order case is a change of its order). Called inside the transaction that
// makes the change, so the entry exists exactly when the change does.
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { recordAudit, regionOfShop } from '../audit/audit.service.ts';
import { caseScopeOf } from '../case/case-scope.ts';
import { findOrder } from './order.repository.ts';
import { findOrderCase } from './order-case.repository.ts';
import type { OrderCaseView, OrderView } from './order.schemas.ts';

/** `before`: the order as read before the change (null for a new order). */
export async function auditOrder(
  db: Db,
  user: CurrentUser,
  action: 'create' | 'status' | 'refund',
  id: number,
  before: OrderView | null = null,
): Promise<void> {
  const after = await findOrder(db, id, await caseScopeOf(db, user));
  const shopId = after?.bike_shop_id ?? before?.bike_shop_id ?? null;
  await recordAudit(db, {
    actor: user,
    subject: 'order',
    subjectId: id,
    action,
    regionId: await regionOfShop(db, shopId),
    before,
    after,
  });
}

/** An order case opened (`before` null) or moved; the entry names the order. */
export async function auditOrderCase(
  db: Db,
  user: CurrentUser,
  action: 'case_open' | 'case_status' | 'case_review',
  caseId: number,
  before: OrderCaseView | null = null,
): Promise<void> {
  const scope = await caseScopeOf(db, user);
  const after = await findOrderCase(db, scope, caseId);
  const known = (after ?? before)!;
  await recordAudit(db, {
    actor: user,
    subject: 'order',
    subjectId: known.order_id,
    action,
    regionId: await regionOfShop(db, known.bike_shop_id),
    before,
    after,
  });
}
