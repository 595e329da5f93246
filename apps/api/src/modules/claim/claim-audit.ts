// The audit entry of a claim change (docs/decisions/1501, 1510): the claim as its parties see it
// (history, evidence and diagnosis aside) before and after, filed under the shop's region. Called
// inside the transaction that makes the change, so the entry exists exactly when the change does.
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { recordAudit, regionOfShop } from '../audit/audit.service.ts';
import { caseScopeOf } from '../case/case-scope.ts';
import { findClaim } from './claim.repository.ts';
import type { ClaimView } from './claim.schemas.ts';

/** `before`: the claim as read before the change (null for a new claim). */
export async function auditClaim(
  db: Db,
  user: CurrentUser,
  action: 'create' | 'update' | 'status' | 'review',
  id: number,
  before: ClaimView | null = null,
): Promise<void> {
  const after = await findClaim(db, id, await caseScopeOf(db, user));
  await recordAudit(db, {
    actor: user,
    subject: 'claim',
    subjectId: id,
    action,
    regionId: await regionOfShop(db, after?.bike_shop_id ?? before?.bike_shop_id ?? null),
    before,
    after,
  });
}
