// Which service center a service-center user works for and which regions they serve: an operator's
// assignment (npm run permissions … service_center --center N --regions A,B), never the user's own
// choice (decision 2650). The user's account, when set up already, follows in the same transaction.
import type { Db } from '../../db/database.ts';
import { forgetUsers } from '../../identity/auth-cache.ts';
import { recordAudit, regionOfUser } from '../audit/audit.service.ts';
import { regionsExist, serviceCenterById } from '../bike-shop/bike-shop.repository.ts';
import { userIdByEmail } from '../user/user.repository.ts';
import { accountOf, assignmentOf, saveAssignment, updateAccount } from './account.repository.ts';

export class AssignmentError extends Error {}

export interface ServiceCenterAssignment {
  serviceCenterId: number;
  serviceRegionIds: number[];
}

/** The current assignment of the user with `email` (none for an unknown user). */
export async function assignmentByEmail(db: Db, email: string) {
  const userId = await userIdByEmail(db, email);
  return userId ? assignmentOf(db, userId) : undefined;
}

/** Assigns the user with `email` to a service center and its regions; the system (null) acts. */
export async function assignServiceCenter(
  db: Db,
  email: string,
  assignment: ServiceCenterAssignment,
): Promise<void> {
  const { serviceCenterId, serviceRegionIds } = assignment;
  if (serviceRegionIds.length === 0) throw new AssignmentError('name at least one region (--regions)');
  await db.transaction(async (tx) => {
    const userId = await userIdByEmail(tx, email);
    if (!userId) throw new AssignmentError(`no user with e-mail ${email}`);
    if (!(await serviceCenterById(tx, serviceCenterId)))
      throw new AssignmentError(`no service center with id ${serviceCenterId}`);
    if (!(await regionsExist(tx, serviceRegionIds)))
      throw new AssignmentError(`unknown region among ${serviceRegionIds.join(', ')}`);
    const before = await assignmentOf(tx, userId);
    await saveAssignment(tx, { userId: userId, serviceCenterId, serviceRegionIds });
    const account = await accountOf(tx, userId);
    if (account?.role === 'service_center')
      await updateAccount(tx, userId, { serviceCenterId, serviceRegionIds });
    await recordAudit(tx, {
      actor: null,
      subject: 'permission',
      subjectId: userId,
      action: 'assign_service_center',
      regionId: (await regionOfUser(tx, userId)) ?? serviceRegionIds[0]!,
      before: before ? { ...before, assignedAt: undefined } : null,
      after: { serviceCenterId, serviceRegionIds },
    });
  });
  forgetUsers(db);
}
