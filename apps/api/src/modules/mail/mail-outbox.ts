// Mails are written to the outbox table in the same transaction as what caused them, then sent by
// a worker. Without SMTP_URL they stay in the outbox (status pending), readable with
// `SELECT * FROM mail_outbox` or `npm run outbox -w apps/api`.
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/database.ts';
import {
  claimDue,
  markAttemptFailed,
  markSent,
  release,
  type OutgoingMail,
} from './mail-outbox.repository.ts';

const MAX_ATTEMPTS = 5;
/** How long a claimed mail stays with its worker (a crashed worker's mails are retried after it). */
const LEASE_SECONDS = 120;
/** First retry after 30 s, then 1, 2, 4 minutes. */
export const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

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
  const claimed = (await claimDue(db, now, options.limit ?? 20, LEASE_SECONDS)).sort((a, b) => a.id - b.id);
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
      await markSent(db, mail.id);
      sent++;
    } catch (err) {
      const failed = mail.attempts >= MAX_ATTEMPTS;
      await markAttemptFailed(db, mail.id, {
        error: (err as Error).message.slice(0, 500),
        failed,
        nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(mail.attempts) * 1000),
      });
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
