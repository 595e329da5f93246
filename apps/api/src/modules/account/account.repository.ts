// Account attributes (role, person, shop or center, service regions) of a user.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { accountAttributes, serviceCenterAssignments } from '../../db/tables/index.ts';
import { recordAudit, regionOfUser } from '../audit/audit.service.ts';

export type AccountRow = typeof accountAttributes.$inferSelect;
export type NewAccountRow = typeof accountAttributes.$inferInsert;
export type AssignmentRow = typeof serviceCenterAssignments.$inferSelect;

export async function accountOf(db: Db, userId: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(accountAttributes)
    .where(eq(accountAttributes.userId, userId))
    .limit(1);
  return row;
}

// Account rows change only through these two, each audited once with the change (the user acts on
// their own account).
/** `address`: the client's of the request that makes the change, for the audit log. */
export async function insertAccount(db: Db, row: NewAccountRow, address?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(accountAttributes).values(row);
    await auditAccount(tx, row.userId, 'create', null, address);
  });
}

export async function updateAccount(
  db: Db,
  userId: string,
  changes: Partial<NewAccountRow>,
  address?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await accountOf(tx, userId);
    await tx
      .update(accountAttributes)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(accountAttributes.userId, userId));
    await auditAccount(tx, userId, 'update', before, address);
  });
}

async function auditAccount(
  db: Db,
  userId: string,
  action: string,
  before: AccountRow | undefined | null,
  address: string | undefined,
) {
  const after = await accountOf(db, userId);
  const withoutTimes = (row: AccountRow | undefined | null) =>
    row ? { ...row, createdAt: undefined, updatedAt: undefined } : null;
  await recordAudit(db, {
    actor: { id: userId, account: after ?? null, address },
    subject: 'account',
    subjectId: userId,
    action,
    regionId: await regionOfUser(db, userId),
    before: withoutTimes(before),
    after: withoutTimes(after),
  });
}

/** Dealers serve their shop's region: keeps their service regions in step when the shop moves. */
export async function setShopDealersRegion(db: Db, bikeShopId: number, regionId: number): Promise<void> {
  await db
    .update(accountAttributes)
    .set({ serviceRegionIds: [regionId], updatedAt: new Date() })
    .where(and(eq(accountAttributes.bikeShopId, bikeShopId), eq(accountAttributes.role, 'dealer')));
}

/** The service center and regions an operator assigned to a service-center user, if any. */
export async function assignmentOf(db: Db, userId: string): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(serviceCenterAssignments)
    .where(eq(serviceCenterAssignments.userId, userId))
    .limit(1);
  return row;
}

export async function saveAssignment(
  db: Db,
  row: Pick<AssignmentRow, 'userId' | 'serviceCenterId' | 'serviceRegionIds'>,
): Promise<void> {
  const values = { ...row, assignedAt: new Date() };
  await db
    .insert(serviceCenterAssignments)
    .values(values)
    .onConflictDoUpdate({ target: serviceCenterAssignments.userId, set: values });
}
