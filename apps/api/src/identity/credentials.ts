// Password sign-in against the users table, shared by the embedded provider's sign-in page and
// POST /user/login: one place decides unknown user, wrong password, lock-out and disabled accounts.
import type { Db } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { hashPassword, verifyPassword } from './password.ts';
import {
  clearFailedSignIns,
  countFailedSignIn,
  findUserByEmail,
  type UserRow,
} from './identity.repository.ts';

/** Failed password checks in a row that lock an account … */
const MAX_FAILED_SIGN_INS = 5;
/** … for this long. */
const LOCK_MINUTES = 15;

export interface SignedInUser {
  id: string;
  email: string;
  displayName: string;
}

/**
 * 400601 for a locked account. `passwordTried`: this attempt's wrong password locked it (it counts
 * against the client's address like any wrong password); false: refused before any password was
 * checked, which costs the address nothing (decision 2600).
 */
export class AccountLocked extends AppError {
  constructor(readonly passwordTried: boolean) {
    super(400601);
  }
}

export function isLocked(user: Pick<UserRow, 'lockedUntil'>, now = new Date()): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

// A hash to compare against when the user does not exist, so that an unknown e-mail address takes
// as long as a wrong password (made once, lazily).
let dummyHash: Promise<string> | undefined;

/**
 * Checks e-mail + password. Throws the catalogue code of the spec:
 * 401702 unknown user, 400601 locked (or locked by this failure), 401700 wrong password,
 * 401600 disabled, 401703 not activated yet (status unconfirmed: set a password through
 * "forgot password" first). The order never reveals more than the password proves: an account's
 * state is only told to someone who knows its password.
 */
export async function signInWithPassword(db: Db, email: string, password: string): Promise<SignedInUser> {
  const user = await findUserByEmail(db, email);
  if (!user) {
    await verifyPassword(password, await (dummyHash ??= hashPassword('not-a-password-0')));
    throw new AppError(401702);
  }
  if (isLocked(user)) throw new AccountLocked(false);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordFailedSignIn(db, user.id);
  }
  await resetFailedSignIns(db, user);
  if (user.status === 'disabled') throw new AppError(401600);
  if (user.status === 'unconfirmed') throw new AppError(401703);
  return { id: user.id, email: user.email, displayName: user.displayName };
}

/**
 * Counts a failed password check; the MAX_FAILED_SIGN_INS-th locks the account for LOCK_MINUTES.
 * Always throws: 401700, or 400601 when this failure locked the account.
 */
export async function recordFailedSignIn(db: Db, userId: string): Promise<never> {
  const row = await countFailedSignIn(db, userId, MAX_FAILED_SIGN_INS, LOCK_MINUTES);
  if (row && isLocked(row)) throw new AccountLocked(true);
  throw new AppError(401700);
}

async function resetFailedSignIns(db: Db, user: UserRow): Promise<void> {
  if (user.failedLogins === 0 && user.lockedUntil === null) return;
  await clearFailedSignIns(db, user.id);
}
