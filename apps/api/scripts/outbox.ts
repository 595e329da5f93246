// `npm run outbox -w apps/api`: the mail outbox (password reset codes, reports, tickets) without an
// SQL client. Without SMTP_URL mails are never sent, so this is where they are read.
//
//   npm run outbox -w apps/api              the latest 20 mails
//   npm run outbox -w apps/api -- --all     every mail
//   npm run outbox -w apps/api -- 12        mail 12 in full
//
// Reads DATABASE_URL when set, otherwise the embedded database in DATA_DIR. PGlite allows one process
// per data folder, so a running portal's folder is copied and the copy is read.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { desc, eq } from 'drizzle-orm';
import type { ApiConfig } from '../src/config/env.ts';
import { operatorConfig } from './operator-command.ts';
import { embeddedDatabaseDir, openDatabase, type Database } from '../src/db/database.ts';
import { mailOutbox } from '../src/db/tables/index.ts';

const USAGE = 'Usage: npm run outbox -w apps/api [-- --all | -- <mail id>]';

async function open(config: ApiConfig): Promise<{ database: Database; cleanup: () => void } | string> {
  if (config.databaseUrl)
    return { database: await openDatabase({ url: config.databaseUrl }), cleanup: () => undefined };
  const dataDir = embeddedDatabaseDir(config.dataDir);
  if (!fs.existsSync(dataDir))
    return `No embedded database in ${dataDir} yet: start the portal once (npm start).`;
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-outbox-'));
  fs.cpSync(dataDir, copy, { recursive: true });
  return {
    database: await openDatabase({ dataDir: copy }),
    cleanup: () => fs.rmSync(copy, { recursive: true, force: true }),
  };
}

/** Prints the outbox (or one mail) with `print`; returns the exit code. */
export async function outbox(
  args: string[],
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  const all = args.includes('--all');
  const idArg = args.find((a) => /^\d+$/.test(a));
  const unknown = args.filter((a) => a !== '--all' && a !== idArg);
  if (unknown.length) {
    print(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
    return 2;
  }
  const config = operatorConfig(env, print);
  if (!config) return 1;
  const opened = await open(config);
  if (typeof opened === 'string') {
    print(opened);
    return 1;
  }
  const { database, cleanup } = opened;
  try {
    const { db } = database;
    if (idArg) {
      const [mail] = await db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, Number(idArg)));
      if (!mail) {
        print(`No mail ${idArg} in the outbox.`);
        return 1;
      }
      print(`Mail ${mail.id} (${mail.kind}, ${mail.status}${mail.lastError ? `: ${mail.lastError}` : ''})`);
      print(`Date:    ${mail.createdAt.toISOString()}`);
      print(`To:      ${mail.toAddress}`);
      print(`Subject: ${mail.subject}`);
      const attachments = mail.attachments as { filename: string }[];
      if (attachments.length) print(`Attachments: ${attachments.map((a) => a.filename).join(', ')}`);
      print(`\n${mail.textBody}`);
      return 0;
    }
    const query = db.select().from(mailOutbox).orderBy(desc(mailOutbox.id));
    const rows = all ? await query : await query.limit(20);
    if (!rows.length) print(`The outbox is empty (${database.kind}).`);
    for (const m of rows) {
      const date = m.createdAt.toISOString().slice(0, 19).replace('T', ' ');
      print(`${String(m.id).padStart(5)}  ${date}  ${m.status.padEnd(7)}  ${m.toAddress}  ${m.subject}`);
    }
    if (rows.length) print(`\nShow one in full: npm run outbox -w apps/api -- <id>`);
    return 0;
  } finally {
    await database.close();
    cleanup();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  process.exitCode = await outbox(process.argv.slice(2), process.env, (line) => console.log(line));
}
