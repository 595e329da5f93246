// Claim queries. Every read takes the caller's scope, so tenancy is in the SQL.
import { aliasedTable, and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { ClaimStatus } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  bikeShops,
  bikeSpecs,
  bikes,
  brands,
  caseImages,
  claimEvents,
  claims,
  users,
} from '../../db/tables/index.ts';
import { countShopPhotos, photoIdsByOwner, statusTrail } from '../case/case-trail.repository.ts';
import type { CaseScope } from '../case/case-scope.ts';
import { scopeWhere } from '../case/case-scope.repository.ts';
import type { ClaimView } from './claim.schemas.ts';

const deciders = aliasedTable(users, 'deciders');

const baseSelect = (db: Db) =>
  db
    .select({
      c: claims,
      shopName: bikeShops.name,
      createdBy: users.email,
      decidedBy: deciders.email,
      model: bikeSpecs.name,
      brandId: brands.id,
      brandName: brands.name,
    })
    .from(claims)
    .innerJoin(bikeShops, eq(bikeShops.id, claims.bikeShopId))
    .innerJoin(users, eq(users.id, claims.createdBy))
    .leftJoin(deciders, eq(deciders.id, claims.decidedBy))
    .innerJoin(bikes, eq(bikes.vin, claims.vin))
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId));

interface Row {
  c: typeof claims.$inferSelect;
  shopName: string;
  createdBy: string;
  decidedBy: string | null;
  model: string;
  brandId: number;
  brandName: string;
}
const iso = (d: Date | null) => d?.toISOString() ?? null;

async function toViews(db: Db, rows: Row[]): Promise<ClaimView[]> {
  const photos = await photoIdsByOwner(
    db,
    'claimId',
    rows.map((r) => r.c.id),
  );
  return rows.map(({ c, ...r }) => ({
    id: c.id,
    status: c.status,
    vin: c.vin,
    bike_model: r.model,
    brand_id: r.brandId,
    brand_name: r.brandName,
    bike_shop_id: c.bikeShopId,
    bike_shop_name: r.shopName,
    workspace_id: c.workspaceId,
    component: c.component,
    description: c.description,
    labour_minutes: c.labourMinutes,
    parts_needed: c.partsNeeded,
    warranty_start: iso(c.warrantyStart),
    warranty_end: iso(c.warrantyEnd),
    in_warranty: c.inWarranty,
    goodwill_reason: c.goodwillReason,
    decision_comment: c.decisionComment,
    decided_by: r.decidedBy,
    decided_at: iso(c.decidedAt),
    image_ids: photos.get(c.id) ?? [],
    created_by: r.createdBy,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
    submitted_at: iso(c.submittedAt),
  }));
}

export async function findClaim(db: Db, id: number, scope: CaseScope): Promise<ClaimView | undefined> {
  const rows = await baseSelect(db).where(and(eq(claims.id, id), scopeWhere(scope, claims.bikeShopId)));
  return (await toViews(db, rows))[0];
}

export interface ClaimFilter {
  statuses?: readonly ClaimStatus[] | undefined;
  vin?: string | undefined;
  bikeShopId?: number | undefined;
  brandId?: number | undefined;
  submittedBefore?: Date | undefined;
}

export async function listClaims(
  db: Db,
  scope: CaseScope,
  filter: ClaimFilter,
  page: number,
  pageSize: number,
): Promise<{ items: ClaimView[]; total: number }> {
  const where = and(
    scopeWhere(scope, claims.bikeShopId),
    filter.statuses ? inArray(claims.status, [...filter.statuses]) : undefined,
    filter.vin ? eq(claims.vin, filter.vin) : undefined,
    filter.bikeShopId ? eq(claims.bikeShopId, filter.bikeShopId) : undefined,
    filter.brandId ? eq(brands.id, filter.brandId) : undefined,
    filter.submittedBefore ? lte(claims.submittedAt, filter.submittedBefore) : undefined,
  );
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(baseSelect(db).where(where).as('matching'));
  const rows = await baseSelect(db)
    .where(where)
    .orderBy(desc(claims.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { items: await toViews(db, rows), total: count?.n ?? 0 };
}

export async function claimHistory(db: Db, claimId: number): Promise<NonNullable<ClaimView['history']>> {
  return statusTrail<ClaimStatus>(db, claimEvents, claimId);
}

export async function recordClaimEvent(
  db: Db,
  claimId: number,
  from: ClaimStatus | null,
  to: ClaimStatus | null,
  actorId: string,
  comment: string,
): Promise<void> {
  await db.insert(claimEvents).values({ claimId, fromStatus: from, toStatus: to, actorId, comment });
}

/** The error for a photo linkImages refused (beside it, so the service and the checks agree). */
export const refusedImages = () =>
  new AppError(400701, [
    {
      field: 'body/image_ids',
      problem: 'an image does not exist, belongs to another shop or is cited elsewhere',
    },
  ]);

/**
 * Links the photos to the claim. Each must be an image the shop uploaded that no case, order case
 * or other claim cites; photos the claim no longer lists are let go.
 */
export async function linkImages(
  db: Db,
  claimId: number,
  shopId: number,
  imageIds: string[],
): Promise<boolean> {
  if (imageIds.length) {
    const usable = await countShopPhotos(
      db,
      imageIds,
      shopId,
      and(
        sql`${caseImages.caseId} IS NULL AND ${caseImages.orderCaseId} IS NULL`,
        sql`(${caseImages.claimId} IS NULL OR ${caseImages.claimId} = ${claimId})`,
      ),
    );
    if (usable !== imageIds.length) return false;
  }
  await db.update(caseImages).set({ claimId: null }).where(eq(caseImages.claimId, claimId));
  if (imageIds.length) await db.update(caseImages).set({ claimId }).where(inArray(caseImages.id, imageIds));
  return true;
}
