// The embedded provider's state in oidc_payloads: one row per model (Session, Grant, RefreshToken, …)
// and id, shared by every API process.
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { oidcPayloads } from '../db/tables/index.ts';

type PayloadRow = typeof oidcPayloads.$inferInsert;

/** Removes rows that expired over an hour ago. */
export async function deleteExpiredPayloads(db: Db): Promise<void> {
  await db.delete(oidcPayloads).where(lt(oidcPayloads.expiresAt, sql`now() - interval '1 hour'`));
}

/** Stores a payload under its model and id; a stored one is replaced and no longer consumed. */
export async function upsertPayload(
  db: Db,
  model: string,
  id: string,
  row: Pick<PayloadRow, 'payload' | 'grantId' | 'userCode' | 'uid' | 'expiresAt'>,
): Promise<void> {
  await db
    .insert(oidcPayloads)
    .values({ model, id, ...row })
    .onConflictDoUpdate({ target: [oidcPayloads.model, oidcPayloads.id], set: { ...row, consumedAt: null } });
}

/** A model's unexpired payload found by its id, uid or user code. */
export async function findLivePayload(
  db: Db,
  model: string,
  by: { id: string } | { uid: string } | { userCode: string },
) {
  const key =
    'id' in by
      ? eq(oidcPayloads.id, by.id)
      : 'uid' in by
        ? eq(oidcPayloads.uid, by.uid)
        : eq(oidcPayloads.userCode, by.userCode);
  const [row] = await db
    .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
    .from(oidcPayloads)
    .where(
      and(
        eq(oidcPayloads.model, model),
        key,
        or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, sql`now()`)),
      ),
    )
    .limit(1);
  return row;
}

export async function markPayloadConsumed(db: Db, model: string, id: string): Promise<void> {
  await db
    .update(oidcPayloads)
    .set({ consumedAt: new Date() })
    .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function deletePayload(db: Db, model: string, id: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
}

export async function deletePayloadsOfGrant(db: Db, model: string, grantId: string): Promise<void> {
  await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
}

/** Every payload (session, grant, token, …) naming the account. */
export async function deletePayloadsOfAccount(db: Db, accountId: string): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
}
