// An SMTP sink for journeys that need what the portal mails (a password-reset code): a real SMTP
// server (smtp-server) on a free port that keeps every message; an API started with
// SMTP_URL=sink.url delivers its outbox here.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  to: string[];
  /** The raw message, quoted-printable soft line breaks joined. */
  raw: string;
}

export interface MailSink {
  url: string;
  mails: ReceivedMail[];
  /** The first mail to `to` received after `since` mails whose text matches `pattern`; its first group. */
  waitFor(to: string, pattern: RegExp, options?: { since?: number; timeoutMs?: number }): Promise<string>;
  close(): Promise<void>;
}

export async function startMailSink(): Promise<MailSink> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push({ to, raw: raw.replace(/=\r?\n/g, '') });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(to, pattern, { since = 0, timeoutMs = 30_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        for (const mail of mails.slice(since)) {
          const match = mail.to.includes(to.toLowerCase()) ? pattern.exec(mail.raw) : null;
          if (match) return match[1] ?? match[0];
        }
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${String(pattern)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
