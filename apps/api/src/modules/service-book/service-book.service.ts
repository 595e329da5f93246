// Service book: the bike's record of work, kept per VIN. A shop reads and writes the book of the
// bikes registered to it; reviewers read those of their regions. Pending entries are plans (a
// reminder, a booked job); done entries are history and cannot be deleted or reopened.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikes, serviceBookEntries, workspaces } from '../../db/tables/index.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { caseScopeOf, dealerShopId, shopInScope } from '../case/case-scope.ts';
import * as repo from './service-book.repository.ts';
import type { CreateEntryBody, EntryView } from './service-book.schemas.ts';

/** The bike if the user may see it (its shop is in the user's scope); 404000 otherwise. */
async function visibleBike(db: Db, user: CurrentUser, vin: string) {
  const [bike] = await db.select({ shopId: bikes.bikeShopId }).from(bikes).where(eq(bikes.vin, vin));
  if (!bike?.shopId || !(await shopInScope(db, await caseScopeOf(db, user), bike.shopId))) throw notFound();
  return bike;
}

function parseWhen(value: string | undefined, field: string): Date | undefined {
  if (value === undefined) return undefined;
  const when = new Date(value);
  // A little clock skew is fine; work done in the future is not.
  if (when.getTime() > Date.now() + 5 * 60_000) throw badInput(field, 'cannot be in the future');
  return when;
}

export async function createEntry(db: Db, user: CurrentUser, body: CreateEntryBody): Promise<EntryView> {
  const shopId = dealerShopId(user);
  const bike = await visibleBike(db, user, body.vin);
  if (bike.shopId !== shopId) throw notFound();
  if (body.workspace_id !== undefined) {
    const [ws] = await db
      .select({ shopId: workspaces.bikeShopId, vin: workspaces.vin })
      .from(workspaces)
      .where(eq(workspaces.id, body.workspace_id));
    if (!ws || ws.shopId !== shopId) throw notFound();
    if (ws.vin !== body.vin) throw badInput('body/workspace_id', 'the workspace is for another bike');
  }
  const title = body.title.trim();
  if (!title) throw badInput('body/title', 'must not be blank');
  const status = body.status ?? 'pending';
  const performedAt =
    parseWhen(body.performed_at, 'body/performed_at') ?? (status === 'done' ? new Date() : null);
  const [row] = await db
    .insert(serviceBookEntries)
    .values({
      vin: body.vin,
      bikeShopId: shopId,
      workspaceId: body.workspace_id ?? null,
      title,
      description: body.description ?? '',
      status,
      performedAt,
      createdBy: user.id,
      completedBy: status === 'done' ? user.id : null,
    })
    .returning({ id: serviceBookEntries.id });
  return (await repo.findEntry(db, row!.id))!;
}

export async function listEntries(
  db: Db,
  user: CurrentUser,
  query: { vin?: string | undefined; page?: number | undefined; page_size?: number | undefined },
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  if (query.vin) await visibleBike(db, user, query.vin);
  const where = query.vin ? { vin: query.vin } : { scope: await caseScopeOf(db, user) };
  const { items, total } = await repo.listEntries(db, where, page, pageSize);
  return { items, page, page_size: pageSize, total };
}

/** An entry the dealer's shop wrote; another shop's entry is not found. */
async function ownEntry(db: Db, user: CurrentUser, id: number): Promise<EntryView> {
  const shopId = dealerShopId(user);
  const entry = await repo.findEntry(db, id);
  if (!entry || entry.bike_shop_id !== shopId) throw notFound();
  return entry;
}

export async function markDone(
  db: Db,
  user: CurrentUser,
  id: number,
  performedAt: string | undefined,
): Promise<EntryView> {
  const entry = await ownEntry(db, user, id);
  if (
    entry.status === 'done' ||
    !(await repo.markDone(db, id, user.id, parseWhen(performedAt, 'body/performed_at') ?? new Date()))
  ) {
    throw new AppError(409800, [{ field: 'status', problem: 'the entry is already done' }]);
  }
  return (await repo.findEntry(db, id))!;
}

export async function deleteEntry(db: Db, user: CurrentUser, id: number): Promise<{ id: number }> {
  const entry = await ownEntry(db, user, id);
  if (entry.status === 'done' || !(await repo.deletePending(db, id))) {
    throw new AppError(409800, [
      { field: 'status', problem: 'done entries are part of the bike history and cannot be deleted' },
    ]);
  }
  return { id };
}
