// Tenancy and workspace sessions, in one place for every bike/workspace route:
// - a dealer sees its own shop's bikes and workspaces; a service center those of the shops in its
//   service regions; anyone else none. Anything outside answers 404000, so existence never leaks.
// - v2 calls carry x-session-token, the workspace session (EdDSA JWT) bound to user and workspace.
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { SESSION_TOKEN_HEADER } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser, type CurrentUser } from '../../plugins/access.ts';
import type { SessionClaims } from '../../identity/session-token.ts';
import * as repo from './workspace.repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    workspaceSession?: SessionClaims;
  }
}

/** Shops whose bikes and workspaces the user may see. */
export async function visibleShopIds(db: Db, user: CurrentUser): Promise<number[]> {
  const account = user.account;
  if (!account) return [];
  if (account.role === 'dealer') return account.bikeShopId === null ? [] : [account.bikeShopId];
  if (account.serviceRegionIds.length === 0) return [];
  return repo.shopIdsInRegions(db, account.serviceRegionIds);
}

/** The shop a user acts for when changing things: only a dealer's own shop. */
export function ownShopId(user: CurrentUser): number | null {
  return user.account?.role === 'dealer' ? user.account.bikeShopId : null;
}

export async function bikeForUser(db: Db, user: CurrentUser, vin: string) {
  const bike = await repo.findBikeByVin(db, vin);
  if (!bike || bike.bikeShopId === null) throw new AppError(404000);
  if (!(await visibleShopIds(db, user)).includes(bike.bikeShopId)) throw new AppError(404000);
  return bike;
}

export async function workspaceForUser(db: Db, user: CurrentUser, id: number) {
  const ws = await repo.findWorkspace(db, id);
  if (!ws) throw new AppError(404000);
  if (!(await visibleShopIds(db, user)).includes(ws.bikeShopId)) throw new AppError(404000);
  return ws;
}

/** Changing a workspace (activities, reloads, task edits) is for the dealer of its shop. */
export async function workspaceToChange(db: Db, user: CurrentUser, id: number) {
  return mayChange(db, user, await repo.findWorkspace(db, id));
}

/** workspaceToChange's checks on a workspace row the caller read itself (undefined: not found). */
export async function mayChange<W extends { bikeShopId: number }>(
  db: Db,
  user: CurrentUser,
  ws: W | undefined,
): Promise<W> {
  if (!ws) throw new AppError(404000);
  if (!(await visibleShopIds(db, user)).includes(ws.bikeShopId)) throw new AppError(404000);
  if (ownShopId(user) !== ws.bikeShopId) throw new AppError(403000);
  return ws;
}

/**
 * preHandler of every v2 call: a valid session token (missing → 401000, expired → 401701), issued
 * to the calling user (else 403000), not revoked, and — when the route names a workspace in its
 * path param — for that workspace (else 403000).
 */
export function requireSession(app: FastifyInstance, workspaceParam?: string): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    const header = request.headers[SESSION_TOKEN_HEADER];
    const claims = await app.ctx.sessionTokens.verify(typeof header === 'string' ? header : undefined);
    const user = requireUser(request);
    if (claims.userId !== user.id) throw new AppError(403000);
    if (workspaceParam) {
      const id = (request.params as Record<string, unknown>)[workspaceParam];
      if (Number(id) !== claims.workspaceId) throw new AppError(403000);
    }
    if (!(await repo.isSessionLive(app.ctx.db, claims.sessionId))) throw new AppError(401000);
    request.workspaceSession = claims;
  };
}

/** v2 calls where the session is optional: checked like requireSession when present. */
export function optionalSession(app: FastifyInstance): preHandlerAsyncHookHandler {
  const check = requireSession(app);
  return async function (this: FastifyInstance, request: FastifyRequest, reply) {
    if (request.headers[SESSION_TOKEN_HEADER] === undefined) return;
    await check.call(this, request, reply);
  };
}

/** OpenAPI: the header v2 calls carry (checked by requireSession, so a missing one is 401000). */
export const SessionHeaders = Type.Object({
  [SESSION_TOKEN_HEADER]: Type.Optional(
    Type.String({ description: 'Workspace session token from POST /workspace/' }),
  ),
});
