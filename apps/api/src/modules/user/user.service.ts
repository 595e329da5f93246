// The user calls: sign-in (password, authorization code, refresh) and the password life cycle.
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { PermissionKey, type Language } from '@dealer/contracts';
import { isLocked, recordFailedSignIn, signInWithPassword } from '../../identity/credentials.ts';
import { findUserByEmail, findUserById } from '../../identity/identity.repository.ts';
import { hashPassword, passwordProblem, verifyPassword } from '../../identity/password.ts';
import { issuePasswordSignInTokens, type TokenSet } from '../../idp/idp-tokens.ts';
import { revokeAccount } from '../../idp/idp-adapter.ts';
import { forgetUsers } from '../../identity/auth-cache.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { enqueueMail } from '../mail/mail-outbox.repository.ts';
import { callTokenEndpoint, toTokenSet } from './token-endpoint.ts';
import * as repo from './user.repository.ts';
import { resetMail } from './reset-mail.ts';

const RESET_CODE_TTL_MINUTES = 15;
/** Wrong codes per issued reset code before it is dead (a new one must be requested). */
const MAX_RESET_CODE_ATTEMPTS = 5;
/** A new code is not mailed more often than this per account. */
const RESET_CODE_RESEND_SECONDS = 60;

/** Password sign-in: embedded issuer only (with an external issuer, sign-in goes through its SSO). */
export async function loginWithPassword(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<TokenSet> {
  if (!app.idp)
    throw new AppError(400000, [
      { field: 'body', problem: 'password sign-in is not available: sign in through single sign-on' },
    ]);
  const user = await signInWithPassword(app.ctx.db, username, password);
  return issuePasswordSignInTokens(app.idp, app.ctx, user);
}

export async function loginWithAuthorizationCode(
  app: FastifyInstance,
  body: { client_id: string; code: string; redirect_uri: string; code_verifier: string },
): Promise<TokenSet> {
  if (body.client_id !== app.ctx.issuer.clientId)
    throw new AppError(400700, [{ field: 'body/client_id', problem: "is not this portal's client id" }]);
  const answer = await tokenRequest(app, {
    grant_type: 'authorization_code',
    code: body.code,
    redirect_uri: body.redirect_uri,
    code_verifier: body.code_verifier,
  });
  const tokens = toTokenSet(answer);
  if (!tokens) throw new AppError(401000);
  return tokens;
}

export async function refreshTokens(app: FastifyInstance, refreshToken: string): Promise<TokenSet> {
  const answer = await tokenRequest(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
  const tokens = toTokenSet(answer, refreshToken);
  if (!tokens) throw new AppError(401701);
  return tokens;
}

async function tokenRequest(app: FastifyInstance, params: Record<string, string>) {
  const answer = await callTokenEndpoint(app, params);
  // The issuer not accepting our own client credentials is a configuration fault, not the user's.
  if (answer.body.error === 'invalid_client' || answer.status >= 500) {
    throw new AppError(
      500000,
      undefined,
      `token endpoint of ${app.ctx.issuer.issuer} answered ${answer.status} ${String(answer.body.error)}`,
    );
  }
  return answer;
}

export async function userDetail(app: FastifyInstance, userId: string) {
  const user = await findUserById(app.ctx.db, userId);
  if (!user) throw new AppError(401702);
  return user;
}

export function permissionMap(user: CurrentUser): Record<PermissionKey, boolean> {
  return Object.fromEntries(PermissionKey.map((k) => [k, user.permissions.has(k)])) as Record<
    PermissionKey,
    boolean
  >;
}

function newPasswordOk(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError(400700, [{ field, problem }]);
}

function requireEmbedded(app: FastifyInstance): void {
  if (app.ctx.issuer.kind !== 'embedded') {
    throw new AppError(400000, [
      { field: 'body', problem: 'passwords are managed by the single sign-on provider' },
    ]);
  }
}

export async function changePassword(
  app: FastifyInstance,
  userId: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  requireEmbedded(app);
  newPasswordOk(newPassword, 'body/new_password');
  const { db } = app.ctx;
  const user = await findUserById(db, userId);
  if (!user) throw new AppError(401702);
  if (isLocked(user)) throw new AppError(400601);
  if (!(await verifyPassword(oldPassword, user.passwordHash))) await recordFailedSignIn(db, user.id);
  await repo.setPasswordHash(db, user.id, await hashPassword(newPassword));
}

/**
 * Mails a reset code when the account exists and may sign in; answers the same either way. The mail
 * is in the language the reset was asked in (reset-mail.ts).
 */
export async function forgotPassword(
  app: FastifyInstance,
  username: string,
  language: Language = 'en',
): Promise<void> {
  requireEmbedded(app);
  const { db, config } = app.ctx;
  const user = await findUserByEmail(db, username);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  const codeHash = await hashPassword(code); // hashed even for unknown users: same time either way
  if (!user || user.status === 'disabled') return;
  const recent = await repo.resetCodeOf(db, user.id);
  const issuedAt = recent ? recent.expiresAt.getTime() - RESET_CODE_TTL_MINUTES * 60_000 : 0;
  if (Date.now() - issuedAt < RESET_CODE_RESEND_SECONDS * 1000) return;

  const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    await repo.saveResetCode(tx, { userId: user.id, codeHash, expiresAt });
    await enqueueMail(tx, resetMail(user.email, code, config.publicUrl, RESET_CODE_TTL_MINUTES, language));
  });
}

const wrongCode = () => new AppError(400700, [{ field: 'body/code', problem: 'is wrong or has expired' }]);

export async function confirmForgotPassword(
  app: FastifyInstance,
  username: string,
  code: string,
  newPassword: string,
): Promise<void> {
  requireEmbedded(app);
  newPasswordOk(newPassword, 'body/new_password');
  const { db } = app.ctx;
  const user = await findUserByEmail(db, username);
  const row = user ? await repo.resetCodeOf(db, user.id) : undefined;
  if (!user || !row || user.status === 'disabled') throw wrongCode();
  if (row.attempts >= MAX_RESET_CODE_ATTEMPTS) throw new AppError(400601);
  if (row.expiresAt.getTime() <= Date.now()) throw wrongCode();
  if (!(await verifyPassword(code, row.codeHash))) {
    const attempts = await repo.countResetCodeAttempt(db, user.id);
    if ((attempts ?? MAX_RESET_CODE_ATTEMPTS) >= MAX_RESET_CODE_ATTEMPTS) throw new AppError(400601);
    throw wrongCode();
  }
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Setting a password through a mailed code proves the address: it activates an invited account.
    await repo.setPasswordHashAndConfirm(tx, user.id, passwordHash);
    await repo.deleteResetCode(tx, user.id);
    // Whoever knew the old password is signed out everywhere: sessions and refresh tokens end.
    await revokeAccount(tx, user.id);
  });
  forgetUsers(db);
}
