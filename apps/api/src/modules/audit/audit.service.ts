// recordAudit(): the one way a module records a change in the audit log. Call it with the same
// transaction (or database handle) that makes the change, once per change, so the entry exists
// exactly when the change does:
//
//   await db.transaction(async (tx) => {
//     const before = await claimOf(tx, id);
//     const after = await setClaimStatus(tx, id, status);
//     await recordAudit(tx, { actor: user, subject: 'claim', subjectId: id, action: 'status',
//                             regionId: before.regionId, before, after });
//   });
//
// `before`/`after` are any JSON-like values (rows, request bodies); the log keeps their SHA-256
// digests over canonical JSON and the names of the top-level fields that differ, never the values.
import { createHash } from 'node:crypto';
import { configure } from 'safe-stable-stringify';
import type { Db } from '../../db/database.ts';
import { eq } from 'drizzle-orm';
import type { AuditSubject } from '@dealer/contracts';
import { accountAttributes, auditLog, bikeShops } from '../../db/tables/index.ts';

/** Who acts: a signed-in user (with the role of its account, when it has one) or null (the system). */
export interface AuditActor {
  id: string;
  account?: { role: string } | null;
}

// Keys sorted at every depth, Dates as ISO strings: the same state always gives the same digest.
const canonical = configure({ deterministic: true, bigint: true, circularValue: '[circular]' });

export interface AuditEntry {
  /** Who made the change; null for the system (start-up, operator commands). */
  actor: AuditActor | null;
  subject: AuditSubject;
  subjectId: string | number;
  /** What happened, in a word: create, update, delete, status, review, write, assign … */
  action: string;
  /** The region whose service center may read the entry (the shop's or the account's region). */
  regionId: number | null;
  before?: unknown;
  after?: unknown;
}

export function auditDigest(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return createHash('sha256')
    .update(canonical(value) ?? 'null')
    .digest('hex');
}

/** Top-level fields whose canonical value differs between before and after. */
export function changedFields(before: unknown, after: unknown): string[] {
  const record = (v: unknown) => (v && typeof v === 'object' ? (v as Record<string, unknown>) : {});
  const a = record(before);
  const b = record(after);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => canonical(a[k]) !== canonical(b[k])).sort();
}

export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.account?.role ?? null,
    subject: entry.subject,
    subjectId: String(entry.subjectId),
    action: entry.action,
    regionId: entry.regionId,
    beforeDigest: auditDigest(entry.before),
    afterDigest: auditDigest(entry.after),
    changedFields: changedFields(entry.before, entry.after),
  });
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
