// What cases, warranty claims and order cases keep alike: their photos (rows of case_images, one owner
// column each) and a trail of status moves with who made them and why.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { caseEvents, caseImages, claimEvents, users } from '../../db/tables/index.ts';

export async function insertPhoto(db: Db, photo: typeof caseImages.$inferInsert): Promise<void> {
  await db.insert(caseImages).values(photo);
}

export async function photoById(db: Db, id: string) {
  const [photo] = await db.select().from(caseImages).where(eq(caseImages.id, id));
  return photo;
}

/** The photo ids of each owner, in upload order (an owner without photos is absent). */
export async function photoIdsByOwner(
  db: Db,
  owner: 'caseId' | 'claimId' | 'orderCaseId',
  ownerIds: number[],
): Promise<Map<number, string[]>> {
  const byOwner = new Map<number, string[]>();
  if (!ownerIds.length) return byOwner;
  const rows = await db
    .select({ id: caseImages.id, ownerId: caseImages[owner] })
    .from(caseImages)
    .where(inArray(caseImages[owner], ownerIds))
    .orderBy(asc(caseImages.createdAt), asc(caseImages.id));
  for (const { id, ownerId } of rows) {
    if (ownerId !== null) byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), id]);
  }
  return byOwner;
}

/** How many of `imageIds` the shop uploaded and `usable` (an SQL condition on case_images) admits. */
export async function countShopPhotos(
  db: Db,
  imageIds: string[],
  bikeShopId: number,
  usable: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(caseImages)
    .where(and(inArray(caseImages.id, imageIds), eq(caseImages.bikeShopId, bikeShopId), usable));
  return row?.n ?? 0;
}

/** The status moves of one case (`caseEvents`) or claim (`claimEvents`), oldest first. */
export async function statusTrail<S extends string>(
  db: Db,
  events: typeof caseEvents | typeof claimEvents,
  ownerId: number,
) {
  const owner = events === caseEvents ? caseEvents.caseId : claimEvents.claimId;
  const rows = await db
    .select({
      from: events.fromStatus,
      to: events.toStatus,
      comment: events.comment,
      createdAt: events.createdAt,
      email: users.email,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.actorId))
    .where(eq(owner, ownerId))
    .orderBy(asc(events.id));
  return rows.map((e) => ({
    from_status: e.from as S | null,
    to_status: e.to as S,
    comment: e.comment,
    actor_email: e.email,
    created_at: e.createdAt.toISOString(),
  }));
}
