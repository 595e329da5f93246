// The user module's queries: user rows, password reset codes and permission-set assignment.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { passwordResetCodes, permissionSets, users } from '../../db/tables/index.ts';

type ResetCodeRow = typeof passwordResetCodes.$inferSelect;

/** Sets a new password hash and ends any lock-out. */
export async function setPasswordHash(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/**
 * Sets a password set through a mailed code: ends any lock-out, and activates an invited account
 * (the code proves the address).
 */
export async function setPasswordHashAndConfirm(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      failedLogins: 0,
      lockedUntil: null,
      status: sql`CASE WHEN ${users.status} = 'unconfirmed' THEN 'enabled' ELSE ${users.status} END`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

export async function resetCodeOf(db: Db, userId: string): Promise<ResetCodeRow | undefined> {
  const [row] = await db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
  return row;
}

/** Stores the user's reset code, replacing an earlier one with its attempts. */
export async function saveResetCode(
  db: Db,
  row: { userId: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  const { codeHash, expiresAt } = row;
  await db
    .insert(passwordResetCodes)
    .values({ ...row, attempts: 0 })
    .onConflictDoUpdate({ target: passwordResetCodes.userId, set: { codeHash, attempts: 0, expiresAt } });
}

/** Counts a wrong code in one statement; the attempts so far (undefined when the code is gone). */
export async function countResetCodeAttempt(db: Db, userId: string): Promise<number | undefined> {
  const [counted] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(eq(passwordResetCodes.userId, userId))
    .returning({ attempts: passwordResetCodes.attempts });
  return counted?.attempts;
}

export async function deleteResetCode(db: Db, userId: string): Promise<void> {
  await db.delete(passwordResetCodes).where(eq(passwordResetCodes.userId, userId));
}

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/** The id of the user with this e-mail address (without case). */
export async function userIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(byEmail(email));
  return user?.id;
}

/** The user with this e-mail address and the permission set it has (keys null for none). */
export async function userWithPermissionSet(db: Db, email: string) {
  const [user] = await db
    .select({ id: users.id, setId: users.permissionSetId, keys: permissionSets.keys })
    .from(users)
    .leftJoin(permissionSets, eq(permissionSets.id, users.permissionSetId))
    .where(byEmail(email));
  return user;
}

export async function permissionSetByName(db: Db, name: string) {
  const [set] = await db.select().from(permissionSets).where(eq(permissionSets.name, name));
  return set;
}

export async function setUserPermissionSet(db: Db, userId: string, setId: number | null): Promise<void> {
  await db.update(users).set({ permissionSetId: setId, updatedAt: new Date() }).where(eq(users.id, userId));
}
