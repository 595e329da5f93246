// The identity layer's queries: users by e-mail address or token subject, the failed-sign-in counter,
// signing keys.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { accountAttributes, permissionSets, signingKeys, users } from '../db/tables/index.ts';

export type UserRow = typeof users.$inferSelect;
type SigningKeyRow = typeof signingKeys.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The user with this e-mail address, compared without case and surrounding blanks. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`)
    .limit(1);
  return row;
}

/**
 * Counts a failed password check; the `maxFailures`-th restarts the count and locks the account for
 * `lockMinutes`. One statement, so parallel attempts from several API processes cannot lose a count.
 */
export async function countFailedSignIn(
  db: Db,
  userId: string,
  maxFailures: number,
  lockMinutes: number,
): Promise<{ lockedUntil: Date | null } | undefined> {
  const [row] = await db
    .update(users)
    .set({
      failedLogins: sql`CASE WHEN ${users.failedLogins} + 1 >= ${maxFailures} THEN 0 ELSE ${users.failedLogins} + 1 END`,
      lockedUntil: sql`CASE WHEN ${users.failedLogins} + 1 >= ${maxFailures} THEN now() + make_interval(mins => ${lockMinutes}) ELSE ${users.lockedUntil} END`,
    })
    .where(eq(users.id, userId))
    .returning({ lockedUntil: users.lockedUntil });
  return row;
}

export async function clearFailedSignIns(db: Db, userId: string): Promise<void> {
  await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, userId));
}

export async function signingKeyRow(
  db: Db,
  purpose: SigningKeyRow['purpose'],
): Promise<SigningKeyRow | undefined> {
  const [row] = await db.select().from(signingKeys).where(eq(signingKeys.purpose, purpose)).limit(1);
  return row;
}

/** Stores a new key unless another process stored one for the purpose first. */
export async function insertSigningKeyIfNone(db: Db, row: typeof signingKeys.$inferInsert): Promise<void> {
  await db.insert(signingKeys).values(row).onConflictDoNothing();
}

const userWithAccess = (db: Db) =>
  db
    .select({ user: users, keys: permissionSets.keys, account: accountAttributes })
    .from(users)
    .leftJoin(permissionSets, eq(permissionSets.id, users.permissionSetId))
    .leftJoin(accountAttributes, eq(accountAttributes.userId, users.id));

/**
 * The user a token's subject names, with permission keys and account: our user id (the embedded
 * issuer's subject, `isUserId`) or a linked external subject.
 */
export async function userWithAccessBySubject(db: Db, sub: string, isUserId: boolean) {
  const [row] = await userWithAccess(db).where(
    isUserId ? sql`${users.id} = ${sub} OR ${users.idpSubject} = ${sub}` : eq(users.idpSubject, sub),
  );
  return row;
}

/** The user with this e-mail address not linked to an external subject yet, with access. */
export async function unlinkedUserWithAccessByEmail(db: Db, email: string) {
  const [row] = await userWithAccess(db).where(
    sql`lower(${users.email}) = lower(${email}) AND ${users.idpSubject} IS NULL`,
  );
  return row;
}

export async function linkIdpSubject(db: Db, userId: string, sub: string): Promise<void> {
  await db.update(users).set({ idpSubject: sub }).where(eq(users.id, userId));
}
