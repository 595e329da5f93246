// Case queries. Each read that lists cases takes the caller's scope so tenancy is in the SQL.
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CaseStatus, CaseType } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { bikeShops, caseEvents, caseImages, cases, users } from '../../db/tables/index.ts';
import { countShopPhotos, photoIdsByOwner, statusTrail } from './case-trail.repository.ts';
import type { CaseScope } from './case-scope.ts';
import { scopeWhere } from './case-scope.repository.ts';
import type { CaseView } from './case.schemas.ts';

type CaseRow = typeof cases.$inferSelect;

const scopeCondition = (scope: CaseScope): SQL => scopeWhere(scope, cases.bikeShopId);

const baseSelect = (db: Db) =>
  db
    .select({ c: cases, shopName: bikeShops.name, createdBy: users.email })
    .from(cases)
    .innerJoin(bikeShops, eq(bikeShops.id, cases.bikeShopId))
    .innerJoin(users, eq(users.id, cases.createdBy));

async function toViews(
  db: Db,
  rows: { c: CaseRow; shopName: string; createdBy: string }[],
): Promise<CaseView[]> {
  const photos = await photoIdsByOwner(
    db,
    'caseId',
    rows.map((r) => r.c.id),
  );
  return rows.map(({ c, shopName, createdBy }) => ({
    id: c.id,
    case_type: c.caseType,
    status: c.status,
    vin: c.vin,
    bike_shop_id: c.bikeShopId,
    bike_shop_name: shopName,
    workspace_id: c.workspaceId,
    components: c.components,
    comment: c.comment,
    review_comment: c.reviewComment,
    image_ids: photos.get(c.id) ?? [],
    created_by: createdBy,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    reviewed_at: c.reviewedAt?.toISOString() ?? null,
  }));
}

export async function findCase(db: Db, id: number, scope: CaseScope): Promise<CaseView | undefined> {
  const rows = await baseSelect(db).where(and(eq(cases.id, id), scopeCondition(scope)));
  return (await toViews(db, rows))[0];
}

export async function caseHistory(db: Db, caseId: number): Promise<NonNullable<CaseView['history']>> {
  return statusTrail<CaseStatus>(db, caseEvents, caseId);
}

export async function latestCase(
  db: Db,
  caseType: CaseType,
  vin: string,
  bikeShopId: number,
): Promise<CaseView | null> {
  const rows = await baseSelect(db)
    .where(and(eq(cases.caseType, caseType), eq(cases.vin, vin), eq(cases.bikeShopId, bikeShopId)))
    .orderBy(desc(cases.id))
    .limit(1);
  return (await toViews(db, rows))[0] ?? null;
}

export async function listCases(
  db: Db,
  scope: CaseScope,
  filter: { status?: CaseStatus | undefined; caseType?: CaseType | undefined; vin?: string | undefined },
  page: number,
  pageSize: number,
): Promise<{ items: CaseView[]; total: number }> {
  const where = and(
    scopeCondition(scope),
    filter.status ? eq(cases.status, filter.status) : undefined,
    filter.caseType ? eq(cases.caseType, filter.caseType) : undefined,
    filter.vin ? eq(cases.vin, filter.vin) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cases)
    .innerJoin(bikeShops, eq(bikeShops.id, cases.bikeShopId))
    .where(where);
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(desc(cases.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: await toViews(db, rows), total: count?.n ?? 0 };
}

export async function openCase(
  db: Db,
  caseType: CaseType,
  vin: string,
  bikeShopId: number,
): Promise<CaseRow | undefined> {
  const [row] = await db
    .select()
    .from(cases)
    .where(
      and(
        eq(cases.caseType, caseType),
        eq(cases.vin, vin),
        eq(cases.bikeShopId, bikeShopId),
        inArray(cases.status, ['pending', 'revising']),
      ),
    );
  return row;
}

/** Images the shop uploaded that are free (no case yet) or already belong to this case. */
export async function usableImageCount(
  db: Db,
  imageIds: string[],
  bikeShopId: number,
  caseId: number | null,
): Promise<number> {
  if (!imageIds.length) return 0;
  return countShopPhotos(
    db,
    imageIds,
    bikeShopId,
    caseId ? or(isNull(caseImages.caseId), eq(caseImages.caseId, caseId)) : isNull(caseImages.caseId),
  );
}

export async function attachImages(db: Db, caseId: number, imageIds: string[]): Promise<void> {
  if (imageIds.length) await db.update(caseImages).set({ caseId }).where(inArray(caseImages.id, imageIds));
}

export async function recordEvent(
  db: Db,
  caseId: number,
  from: CaseStatus | null,
  to: CaseStatus,
  actorId: string,
  comment: string,
): Promise<void> {
  await db.insert(caseEvents).values({ caseId, fromStatus: from, toStatus: to, actorId, comment });
}

type CaseInsert = typeof cases.$inferInsert;

/** A case sent back for revision, resubmitted: same case, new content, back to pending. */
export async function resubmitCase(db: Db, id: number, values: Partial<CaseInsert>): Promise<void> {
  await db
    .update(cases)
    .set({ ...values, status: 'pending' })
    .where(eq(cases.id, id));
}

export async function insertCase(db: Db, values: CaseInsert): Promise<number> {
  const [row] = await db.insert(cases).values(values).returning({ id: cases.id });
  return row!.id;
}

export async function caseSnapshot(db: Db, id: number): Promise<unknown> {
  const [row] = await db.select({ snapshot: cases.workspaceSnapshot }).from(cases).where(eq(cases.id, id));
  return row?.snapshot ?? null;
}

export async function caseCreator(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ createdBy: cases.createdBy }).from(cases).where(eq(cases.id, id));
  return row!.createdBy;
}

/** Moves a case still in `from`; false when someone else moved it in between. */
export async function moveCaseStatus(
  db: Db,
  id: number,
  from: CaseStatus,
  set: Partial<CaseInsert>,
): Promise<boolean> {
  const moved = await db
    .update(cases)
    .set(set)
    .where(and(eq(cases.id, id), eq(cases.status, from)))
    .returning({ id: cases.id });
  return moved.length > 0;
}

export async function shopEmail(db: Db, bikeShopId: number): Promise<string | null | undefined> {
  const [shop] = await db
    .select({ email: bikeShops.email })
    .from(bikeShops)
    .where(eq(bikeShops.id, bikeShopId));
  return shop?.email;
}
