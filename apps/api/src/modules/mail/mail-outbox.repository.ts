// The mail outbox's rows: written in the transaction of what caused a mail, then claimed, sent or
// given back by the worker (mail-outbox.ts).
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mailOutbox } from '../../db/tables/index.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
}

export async function enqueueMail(db: Db, mail: OutgoingMail): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html ?? null,
      kind: mail.kind,
      attachments: mail.attachments ?? [],
    })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

export type MailRow = typeof mailOutbox.$inferSelect;

/**
 * Claims up to `limit` due mails for this worker: pending, due, not leased by another worker.
 * `FOR UPDATE SKIP LOCKED` lets workers of several API processes claim side by side without ever
 * taking the same row; the lease is the claim.
 */
export async function claimDue(db: Db, now: Date, limit: number, leaseSeconds: number): Promise<MailRow[]> {
  const leaseEnd = new Date(now.getTime() + leaseSeconds * 1000);
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ lockedUntil: leaseEnd, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/**
 * Gives claimed mails back at once, untried (a stopping worker's): another process's worker takes
 * them on its next poll instead of after the lease.
 */
export async function release(db: Db, mails: MailRow[]): Promise<void> {
  if (!mails.length) return;
  await db
    .update(mailOutbox)
    .set({ lockedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
    .where(
      and(
        inArray(
          mailOutbox.id,
          mails.map((m) => m.id),
        ),
        eq(mailOutbox.status, 'pending'),
      ),
    );
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: retried at `nextAttemptAt`, or given up (`failed`). */
export async function markAttemptFailed(
  db: Db,
  id: number,
  failure: { error: string; failed: boolean; nextAttemptAt: Date },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      lastError: failure.error,
      status: failure.failed ? 'failed' : 'pending',
      lockedUntil: null,
      nextAttemptAt: failure.nextAttemptAt,
    })
    .where(eq(mailOutbox.id, id));
}

/** How many mails the outbox holds in each status. */
export function countMailsByStatus(db: Db) {
  return db
    .select({ status: mailOutbox.status, n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
}
