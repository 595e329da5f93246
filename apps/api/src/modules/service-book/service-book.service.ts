// Service book: the bike's record of work, kept per VIN. A shop reads and writes the book of the
// bikes registered to it; reviewers read those of their regions. Pending entries are plans (a
// reminder, a booked job); done entries are history and cannot be deleted or reopened.
import type { Db } from '../../db/database.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { AppError, badInput, notFound } from '../../lib/app-error.ts';
import { caseScopeOf, dealerShopId, shopInScope } from '../case/case-scope.ts';
import { findWorkspace } from '../workspace/workspace.repository.ts';
import * as repo from './service-book.repository.ts';
import type {
  CreateEntryBody,
  EntryVersionView,
  EntryView,
  UpdateEntryBody,
} from './service-book.schemas.ts';

/** The bike if the user may see it (its shop is in the user's scope); 404000 otherwise. */
async function visibleBike(db: Db, user: CurrentUser, vin: string) {
  const bike = await repo.shopOfBike(db, vin);
  if (!bike?.shopId || !(await shopInScope(db, await caseScopeOf(db, user), bike.shopId))) throw notFound();
  return bike;
}

const normaliseParts = (parts: CreateEntryBody['parts']) =>
  (parts ?? []).map((p) => ({
    name: p.name.trim(),
    part_number: (p.part_number ?? '').trim(),
    quantity: p.quantity,
  }));

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
    const ws = await findWorkspace(db, body.workspace_id);
    if (!ws || ws.bikeShopId !== shopId) throw notFound();
    if (ws.vin !== body.vin) throw badInput('body/workspace_id', 'the workspace is for another bike');
  }
  const title = body.title.trim();
  if (!title) throw badInput('body/title', 'must not be blank');
  const status = body.status ?? 'pending';
  const performedAt =
    parseWhen(body.performed_at, 'body/performed_at') ?? (status === 'done' ? new Date() : null);
  const id = await repo.insertEntry(db, {
    vin: body.vin,
    bikeShopId: shopId,
    workspaceId: body.workspace_id ?? null,
    title,
    description: body.description ?? '',
    status,
    performedAt,
    odometerKm: body.odometer_km ?? null,
    labourMinutes: body.labour_minutes ?? null,
    technician: body.technician?.trim() || user.email,
    parts: normaliseParts(body.parts),
    createdBy: user.id,
    completedBy: status === 'done' ? user.id : null,
  });
  return (await repo.findEntry(db, id))!;
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

const conflict = (problem: string) => new AppError(409800, [{ field: 'version', problem }]);

/** The fields a version keeps: what the entry said before a change. */
const fieldsOf = (e: EntryView): EntryVersionView['entry'] => ({
  title: e.title,
  description: e.description,
  status: e.status,
  performed_at: e.performed_at,
  odometer_km: e.odometer_km,
  labour_minutes: e.labour_minutes,
  technician: e.technician,
  parts: e.parts,
});

/**
 * Marks a pending entry done and/or changes its fields (done entries stay editable: a typo in the
 * odometer is mended, not hidden). The version it replaces is kept; an edit of an older version than
 * the stored one (someone else saved in between) is refused with 409800.
 */
export async function updateEntry(
  db: Db,
  user: CurrentUser,
  id: number,
  body: UpdateEntryBody,
): Promise<EntryView> {
  const entry = await ownEntry(db, user, id);
  if (body.status === 'done' && entry.status === 'done')
    throw new AppError(409800, [{ field: 'status', problem: 'the entry is already done' }]);
  if (body.version !== undefined && body.version !== entry.version)
    throw conflict('the entry was changed meanwhile: reload it and edit again');
  const title = body.title?.trim();
  if (title === '') throw badInput('body/title', 'must not be blank');
  const when = parseWhen(body.performed_at, 'body/performed_at');
  const becomesDone = body.status === 'done';
  const stored = await repo.saveEntryVersion(
    db,
    id,
    entry.version,
    {
      ...(title !== undefined ? { title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.odometer_km !== undefined ? { odometerKm: body.odometer_km } : {}),
      ...(body.labour_minutes !== undefined ? { labourMinutes: body.labour_minutes } : {}),
      ...(body.technician !== undefined ? { technician: body.technician.trim() } : {}),
      ...(body.parts !== undefined ? { parts: normaliseParts(body.parts) } : {}),
      ...(becomesDone ? { status: 'done' as const, completedBy: user.id } : {}),
      ...(when || becomesDone ? { performedAt: when ?? new Date() } : {}),
    },
    { snapshot: fieldsOf(entry), changedBy: user.id },
  );
  if (!stored) throw conflict('the entry was changed meanwhile: reload it and edit again');
  return (await repo.findEntry(db, id))!;
}

/** The versions of an entry the user may read (its bike is in the user's scope). */
export async function entryVersions(db: Db, user: CurrentUser, id: number): Promise<EntryVersionView[]> {
  const entry = await repo.findEntry(db, id);
  if (!entry) throw notFound();
  await visibleBike(db, user, entry.vin);
  return repo.versionsOf(db, id);
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
