// The claim service's own queries: part spec codes it checks and the claim row's writes.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { claims, partSpecs } from '../../db/tables/index.ts';

type ClaimInsert = typeof claims.$inferInsert;

/** Which of `codes` are catalogue part specs. */
export async function knownPartSpecCodes(db: Db, codes: string[]): Promise<string[]> {
  const known = await db
    .select({ code: partSpecs.code })
    .from(partSpecs)
    .where(inArray(partSpecs.code, codes));
  return known.map((k) => k.code);
}

export async function insertClaim(db: Db, values: ClaimInsert): Promise<number> {
  const [row] = await db.insert(claims).values(values).returning({ id: claims.id });
  return row!.id;
}

export async function updateClaimRow(db: Db, id: number, set: Partial<ClaimInsert>): Promise<void> {
  await db.update(claims).set(set).where(eq(claims.id, id));
}

/** Moves a claim still in `from`; false when someone else moved it in between. */
export async function moveClaimStatus(
  db: Db,
  id: number,
  from: ClaimInsert['status'],
  set: Partial<ClaimInsert>,
): Promise<boolean> {
  const moved = await db
    .update(claims)
    .set(set)
    .where(and(eq(claims.id, id), eq(claims.status, from!)))
    .returning({ id: claims.id });
  return moved.length > 0;
}

/** The records a claim carries as JSON: evidence, diagnosis, recording. */
export async function claimRecords(db: Db, id: number) {
  const [row] = await db
    .select({ evidence: claims.evidence, diagnosis: claims.diagnosis, recording: claims.recording })
    .from(claims)
    .where(eq(claims.id, id));
  return row;
}
