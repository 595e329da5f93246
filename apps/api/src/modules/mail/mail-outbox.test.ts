// The outbox against a real SMTP peer (smtp-server on a free port): pending mails are delivered
// once, a refusing server leaves them pending with the error recorded, and nothing is lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import nodemailer from 'nodemailer';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { seededMemoryDatabase } from '../../test/seeded-database.ts';
import { mailOutbox } from '../../db/tables/index.ts';
import { deliverPending, retryDelaySeconds, startMailWorker } from './mail-outbox.ts';
import { enqueueMail } from './mail-outbox.repository.ts';

interface Received {
  to: string[];
  raw: string;
}

/** `hold()`: a promise the server waits for before it answers a mail (the sender is mid-send meanwhile). */
function startSmtp(
  refuse: () => boolean,
  hold: () => Promise<void> | undefined = () => undefined,
): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        void Promise.resolve(hold()).then(() => {
          if (refuse()) return callback(new Error('mailbox unavailable'));
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      });
    },
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.server.address() as AddressInfo).port, received }),
    ),
  );
}

describe('mail outbox', () => {
  let database: Database;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let refusing = false;
  let held: { arrived: () => void; release: Promise<void> } | undefined;
  beforeAll(async () => {
    database = await seededMemoryDatabase(); // migrated; the seed mails nothing
    smtp = await startSmtp(
      () => refusing,
      () => (held?.arrived(), held?.release),
    );
  });
  afterAll(async () => {
    await new Promise<void>((r) => smtp.server.close(() => r()));
    await database.close();
  });

  const transport = () =>
    nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, secure: false, ignoreTLS: true });

  it('keeps a mail pending until a worker delivers it, then marks it sent', async () => {
    const id = await enqueueMail(database.db, {
      to: 'support-eu@example.com',
      subject: 'Troubleshooting report',
      text: 'VIN KES9TRL01P0240001',
      kind: 'report',
      attachments: [
        {
          filename: 'snapshot.json',
          contentBase64: Buffer.from('{"tasks":[]}').toString('base64'),
          contentType: 'application/json',
        },
      ],
    });
    const [pending] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(pending!.status).toBe('pending');

    expect(await deliverPending(database.db, transport(), 'portal@example.com')).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['support-eu@example.com']);
    expect(smtp.received[0]!.raw).toContain('Subject: Troubleshooting report');
    expect(smtp.received[0]!.raw).toContain('snapshot.json');
    const [sent] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(sent!.status).toBe('sent');
    expect(sent!.sentAt).toBeInstanceOf(Date);

    expect(await deliverPending(database.db, transport(), 'portal@example.com')).toBe(0); // sent once only
  });

  it('records a refusal and retries after its back-off without losing the mail', async () => {
    const id = await enqueueMail(database.db, {
      to: 'x@example.com',
      subject: 'Code',
      text: '123456',
      kind: 'password_reset',
    });
    refusing = true;
    expect(await deliverPending(database.db, transport(), 'portal@example.com')).toBe(0);
    const [failed] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(failed!.status).toBe('pending');
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toMatch(/mailbox unavailable/);

    refusing = false;
    // Not before the back-off has passed…
    expect(await deliverPending(database.db, transport(), 'portal@example.com')).toBe(0);
    // …then once.
    const later30s = new Date(Date.now() + (retryDelaySeconds(1) + 1) * 1000);
    expect(await deliverPending(database.db, transport(), 'portal@example.com', { now: later30s })).toBe(1);
    const [later] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(later!.status).toBe('sent');
  });

  it('lets two workers deliver side by side, each mail exactly once', async () => {
    const before = smtp.received.length;
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push(
        await enqueueMail(database.db, {
          to: `n${i}@example.com`,
          subject: `Mail ${i}`,
          text: 'x',
          kind: 'test',
        }),
      );
    const sent = await Promise.all([
      deliverPending(database.db, transport(), 'a@example.com', { limit: 5 }),
      deliverPending(database.db, transport(), 'b@example.com', { limit: 5 }),
      deliverPending(database.db, transport(), 'c@example.com', { limit: 5 }),
    ]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(12);
    const subjects = smtp.received.slice(before).map((r) => /Subject: (.*)/.exec(r.raw)![1]!.trim());
    expect(new Set(subjects).size).toBe(12);
    expect(subjects).toHaveLength(12);
  });

  it('stops by finishing the mail being sent and releasing the rest of its claim at once, untried', async () => {
    const before = smtp.received.length;
    const ids: number[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        await enqueueMail(database.db, {
          to: `s${i}@example.com`,
          subject: `Stop ${i}`,
          text: 'x',
          kind: 'test',
        }),
      );
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => {
      held = { arrived: resolve, release: new Promise<void>((r) => (release = r)) };
    });
    const stop = startMailWorker(
      database.db,
      `smtp://127.0.0.1:${smtp.port}`,
      'w@example.com',
      (err) => {
        throw err;
      },
      100,
    );
    await arrived; // the worker has claimed all four and waits for the server's answer on the first
    const stopped = stop();
    held = undefined;
    release();
    await stopped;
    expect(smtp.received.length - before).toBe(1);
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)).toMatchObject({ status: 'sent' });
    for (const id of ids.slice(1))
      expect(byId.get(id)).toMatchObject({ status: 'pending', lockedUntil: null, attempts: 0 });
    // Another process's worker takes them now, not after the lease.
    expect(await deliverPending(database.db, transport(), 'other@example.com')).toBe(3);
    expect(smtp.received.length - before).toBe(4);
  });
});
