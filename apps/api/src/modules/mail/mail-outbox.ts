// Mails are written to the outbox table in the same transaction as what caused them, then sent by
// a worker. Without SMTP_URL they stay in the outbox (status pending), readable with
// `SELECT * FROM mail_outbox` or `npm run outbox -w apps/api`.
import type { Transporter } from 'nodemailer';
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

const MAX_ATTEMPTS = 5;
/** How long a claimed mail stays with its worker (a crashed worker's mails are retried after it). */
const LEASE_SECONDS = 120;
/** First retry after 30 s, then 1, 2, 4 minutes. */
export const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

type MailRow = typeof mailOutbox.$inferSelect;

/**
 * Claims up to `limit` due mails for this worker: pending, due, not leased by another worker.
 * `FOR UPDATE SKIP LOCKED` lets workers of several API processes claim side by side without ever
 * taking the same row; the lease is the claim.
 */
async function claimDue(db: Db, now: Date, limit: number): Promise<MailRow[]> {
  const leaseEnd = new Date(now.getTime() + LEASE_SECONDS * 1000);
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
async function release(db: Db, mails: MailRow[]): Promise<void> {
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

/**
 * Sends the due mails once each; returns how many were sent. When `stopping()` turns true the mail
 * being sent is finished (and marked sent), the rest of the claim is released untried.
 */
export async function deliverPending(
  db: Db,
  transport: Transporter,
  from: string,
  options: { now?: Date; limit?: number; stopping?: () => boolean } = {},
): Promise<number> {
  const now = options.now ?? new Date();
  const claimed = (await claimDue(db, now, options.limit ?? 20)).sort((a, b) => a.id - b.id);
  let sent = 0;
  for (const [index, mail] of claimed.entries()) {
    if (options.stopping?.()) {
      await release(db, claimed.slice(index));
      break;
    }
    try {
      const attachments = (mail.attachments as NonNullable<OutgoingMail['attachments']>).map((a) => ({
        filename: a.filename,
        content: Buffer.from(a.contentBase64, 'base64'),
        contentType: a.contentType,
      }));
      await transport.sendMail({
        from,
        to: mail.toAddress,
        subject: mail.subject,
        text: mail.textBody,
        html: mail.htmlBody ?? undefined,
        attachments,
      });
      await db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lockedUntil: null })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (err) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({
          lastError: (err as Error).message.slice(0, 500),
          status: failed ? 'failed' : 'pending',
          lockedUntil: null,
          nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000),
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}

/**
 * Polls the outbox while the API runs. The returned stop() claims nothing more, finishes the mail
 * being sent, releases the rest of its claim for another process (decision 2602) and resolves then.
 */
export function startMailWorker(
  db: Db,
  smtpUrl: string,
  from: string,
  onError: (err: unknown) => void,
  intervalMs = 5000,
): () => Promise<void> {
  // nodemailer is loaded only where mail is sent (SMTP_URL set): a few MB of heap otherwise unused.
  const transport = import('nodemailer').then((mailer) => mailer.default.createTransport(smtpUrl));
  let running: Promise<void> | undefined;
  let stopping = false;
  const timer = setInterval(() => {
    if (running || stopping) return;
    running = transport
      .then((t) => deliverPending(db, t, from, { stopping: () => stopping }))
      .then(() => undefined, onError)
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
    (await transport).close();
  };
}
