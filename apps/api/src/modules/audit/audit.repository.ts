// The audit log's queries: entries written, the regions they belong to, and the reading, where a
// service center sees the entries of its service regions and the firmware catalogue's entries, which
// have no region: the catalogue is the same for every region, and each center's technicians flash what
// it offers (decision 1510).
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditSubject } from '@dealer/contracts';
import type { Db } from '../../db/database.ts';
import { accountAttributes, auditLog, bikeShops, users } from '../../db/tables/index.ts';

export interface AuditFilter {
  subject?: AuditSubject;
  subject_id?: string;
  action?: string;
  from?: string;
  to?: string;
  page: number;
  pageSize: number;
}

export async function listAudit(db: Db, regionIds: number[], f: AuditFilter) {
  const empty = { items: [], page: f.page, page_size: f.pageSize, total: 0 };
  if (regionIds.length === 0) return empty;
  const catalogue = and(eq(auditLog.subject, 'firmware'), isNull(auditLog.regionId))!;
  const conditions: SQL[] = [or(inArray(auditLog.regionId, regionIds), catalogue)!];
  if (f.subject) conditions.push(eq(auditLog.subject, f.subject));
  if (f.subject_id) conditions.push(eq(auditLog.subjectId, f.subject_id));
  if (f.action) conditions.push(eq(auditLog.action, f.action));
  if (f.from) conditions.push(gte(auditLog.at, new Date(f.from)));
  if (f.to) conditions.push(lt(auditLog.at, new Date(f.to)));
  const where = and(...conditions);
  const [rows, [count]] = await Promise.all([
    db
      .select({ r: auditLog, actorEmail: users.email })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return {
    items: rows.map(({ r, actorEmail }) => ({
      id: r.id,
      at: r.at.toISOString(),
      actor_id: r.actorId,
      actor_email: actorEmail,
      actor_role: r.actorRole,
      actor_address: r.actorAddress,
      subject: r.subject,
      subject_id: r.subjectId,
      action: r.action,
      region_id: r.regionId,
      before_digest: r.beforeDigest,
      after_digest: r.afterDigest,
      changed_fields: r.changedFields,
    })),
    page: f.page,
    page_size: f.pageSize,
    total: count?.n ?? 0,
  };
}

export async function insertAuditRow(db: Db, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** The region of a bike shop: entries about the shop, its cases and its bikes belong there. */
export async function regionOfShop(db: Db, bikeShopId: number | null): Promise<number | null> {
  if (bikeShopId === null) return null;
  const [row] = await db
    .select({ regionId: bikeShops.regionId })
    .from(bikeShops)
    .where(eq(bikeShops.id, bikeShopId));
  return row?.regionId ?? null;
}

/** The region of an account: its shop's region for a dealer, its first service region otherwise. */
export async function regionOfUser(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ shopRegion: bikeShops.regionId, regions: accountAttributes.serviceRegionIds })
    .from(accountAttributes)
    .leftJoin(bikeShops, eq(bikeShops.id, accountAttributes.bikeShopId))
    .where(eq(accountAttributes.userId, userId));
  return row?.shopRegion ?? row?.regions[0] ?? null;
}
