// Workspaces: open (or resume) a service session on a bike at the dealer's shop, look one up, and
// suggest the one to continue from what the bridge read (module ids) or the VIN typed in.
import { healthBand } from '@dealer/contracts';
import type { AppContext } from '../../app-context.ts';
import { IDENTIFY_SCOPE } from '../../identity/session-token.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { bikeForUser, ownShopId, visibleShopIds, workspaceForUser } from './workspace-access.ts';
import * as repo from './workspace.repository.ts';
import type { WorkspaceRow } from './workspace.repository.ts';

export function toSummary(w: WorkspaceRow) {
  return {
    id: w.id,
    vin: w.vin,
    bike_id: w.bikeId,
    bike_shop_id: w.bikeShopId,
    created_by: w.createdBy,
    created_at: w.createdAt.toISOString(),
    updated_at: w.updatedAt.toISOString(),
    connected_at: w.connectedAt?.toISOString() ?? null,
    health_score: w.healthScore,
    health_band: w.healthScore === null ? null : healthBand(w.healthScore),
  };
}

export async function openWorkspace(
  ctx: AppContext,
  user: CurrentUser,
  input: { vin: string; bike_shop_id: number; workspace_id?: number | undefined },
) {
  // Only a dealer acts for a shop, and only for its own.
  if (ownShopId(user) !== input.bike_shop_id) throw new AppError(403000);
  const bike = await bikeForUser(ctx.db, user, input.vin);
  if (bike.bikeShopId !== input.bike_shop_id) throw new AppError(404000);
  let ws: WorkspaceRow | undefined;
  if (input.workspace_id !== undefined) {
    ws = await workspaceForUser(ctx.db, user, input.workspace_id);
    if (ws.bikeId !== bike.id || ws.bikeShopId !== input.bike_shop_id)
      throw new AppError(400700, [{ field: 'workspace_id', problem: 'belongs to another bike or shop' }]);
  } else {
    ws = await repo.insertWorkspace(ctx.db, {
      bikeId: bike.id,
      vin: bike.vin,
      bikeShopId: input.bike_shop_id,
      createdBy: user.id,
    });
  }
  const { token, claims } = await ctx.sessionTokens.issue(user.id, ws.id);
  await repo.insertWorkspaceSession(ctx.db, {
    id: claims.sessionId,
    workspaceId: ws.id,
    userId: user.id,
    expiresAt: claims.expiresAt,
  });
  return {
    id: ws.id,
    vin: ws.vin,
    bike_shop_id: ws.bikeShopId,
    created_at: ws.createdAt.toISOString(),
    session_token: token,
    session_expires_at: claims.expiresAt.toISOString(),
  };
}

/**
 * A short credential to read which bike is on the stand before a workspace is opened for it (the
 * connect flow reads the VIN instead of asking for it). Workspace id 0: it names no workspace.
 */
export async function openIdentifySession(
  ctx: AppContext,
  user: CurrentUser,
  input: { bike_shop_id: number },
) {
  if (ownShopId(user) !== input.bike_shop_id) throw new AppError(403000);
  const { token, claims } = await ctx.sessionTokens.issue(user.id, 0, IDENTIFY_SCOPE);
  return { session_token: token, session_expires_at: claims.expiresAt.toISOString() };
}

export async function suggestWorkspace(
  ctx: AppContext,
  user: CurrentUser,
  query: { bike_shop_id: number; mids?: string | undefined; vin?: string | undefined },
) {
  const mids = (query.mids ?? '')
    .split(',')
    .map((m) => m.trim().toUpperCase())
    .filter(Boolean);
  if (mids.length === 0 && !query.vin)
    throw new AppError(400700, [{ field: 'querystring', problem: 'needs mids or vin' }]);
  if (!(await visibleShopIds(ctx.db, user)).includes(query.bike_shop_id)) throw new AppError(404000);
  let vin: string | null = null;
  if (query.vin) vin = await repo.vinAtShop(ctx.db, query.vin, query.bike_shop_id);
  // Else the bike whose bundled parts share the most module ids with what is on the bus.
  if (!vin && mids.length > 0) vin = await repo.vinMatchingModules(ctx.db, mids, query.bike_shop_id);
  if (!vin) return { vin: null, workspace: null };
  const ws = await repo.latestWorkspaceOfBike(ctx.db, vin, query.bike_shop_id);
  return { vin, workspace: ws ? toSummary(ws) : null };
}
