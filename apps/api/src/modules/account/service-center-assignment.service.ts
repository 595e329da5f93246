// Which service center a service-center user works for and which regions they serve: an operator's
// assignment (npm run permissions … service_center --center N --regions A,B), never the user's own
// choice (decision 2650). The user's account, when set up already, follows in the same transaction.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/tables/index.ts';
import { forgetUsers } from '../../identity/auth-cache.ts';
import { recordAudit, regionOfUser } from '../audit/audit.service.ts';
import { regionsExist, serviceCenterById } from '../bike-shop/bike-shop.repository.ts';
import { accountOf, assignmentOf, saveAssignment, updateAccount } from './account.repository.ts';

export class AssignmentError extends Error {}

export interface ServiceCenterAssignment {
  serviceCenterId: number;
  serviceRegionIds: number[];
}

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The current assignment of the user with `email` (none for an unknown user). */
export async function assignmentByEmail(db: Db, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  return user ? assignmentOf(db, user.id) : undefined;
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
    const [user] = await tx.select({ id: users.id }).from(users).where(byEmail(email));
    if (!user) throw new AssignmentError(`no user with e-mail ${email}`);
    if (!(await serviceCenterById(tx, serviceCenterId)))
      throw new AssignmentError(`no service center with id ${serviceCenterId}`);
    if (!(await regionsExist(tx, serviceRegionIds)))
      throw new AssignmentError(`unknown region among ${serviceRegionIds.join(', ')}`);
    const before = await assignmentOf(tx, user.id);
    await saveAssignment(tx, { userId: user.id, serviceCenterId, serviceRegionIds });
    const account = await accountOf(tx, user.id);
    if (account?.role === 'service_center')
      await updateAccount(tx, user.id, { serviceCenterId, serviceRegionIds });
    await recordAudit(tx, {
      actor: null,
      subject: 'permission',
      subjectId: user.id,
      action: 'assign_service_center',
      regionId: (await regionOfUser(tx, user.id)) ?? serviceRegionIds[0]!,
      before: before ? { ...before, assignedAt: undefined } : null,
      after: { serviceCenterId, serviceRegionIds },
    });
  });
  forgetUsers(db);
}
