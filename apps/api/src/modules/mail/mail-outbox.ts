// Mails are written to the outbox table in the same transaction as what caused them, then sent by
// a worker. Without SMTP_URL they stay in the outbox (status pending), readable with
// `SELECT * FROM mail_outbox` or `npm run outbox -w apps/api`.
import nodemailer, { type Transporter } from 'nodemailer';
import { and, asc, eq, lt } from 'drizzle-orm';
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

/** Sends pending mails once; returns how many were sent. */
export async function deliverPending(db: Db, transport: Transporter, from: string): Promise<number> {
  const pending = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lt(mailOutbox.attempts, MAX_ATTEMPTS)))
    .orderBy(asc(mailOutbox.id))
    .limit(20);
  let sent = 0;
  for (const mail of pending) {
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
        .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (err) {
      const attempts = mail.attempts + 1;
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: (err as Error).message.slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}

/** Polls the outbox while the API runs; returns a stop function. */
export function startMailWorker(
  db: Db,
  smtpUrl: string,
  from: string,
  onError: (err: unknown) => void,
  intervalMs = 5000,
): () => void {
  const transport = nodemailer.createTransport(smtpUrl);
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverPending(db, transport, from)
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    transport.close();
  };
}
