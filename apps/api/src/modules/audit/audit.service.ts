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
import type { AuditSubject } from '@dealer/contracts';
import { insertAuditRow } from './audit.repository.ts';

/** Who acts: a signed-in user (with the role of its account, when it has one) or null (the system). */
export interface AuditActor {
  id: string;
  account?: { role: string } | null;
  /** The client's address when a request made the change (the signed-in user of a change carries it). */
  address?: string | null;
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
  await insertAuditRow(db, {
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.account?.role ?? null,
    actorAddress: entry.actor?.address ?? null,
    subject: entry.subject,
    subjectId: String(entry.subjectId),
    action: entry.action,
    regionId: entry.regionId,
    beforeDigest: auditDigest(entry.before),
    afterDigest: auditDigest(entry.after),
    changedFields: changedFields(entry.before, entry.after),
  });
}

// The regions audit entries belong to; kept importable from here, where every writer of entries looks.
export { regionOfShop, regionOfUser } from './audit.repository.ts';
