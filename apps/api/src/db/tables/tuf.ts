// The firmware TUF repository's tables (migration 3000, docs/decisions/3000).
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tufMetadata = pgTable(
  'tuf_metadata',
  {
    role: text('role', { enum: ['root', 'targets', 'snapshot', 'timestamp'] }).notNull(),
    version: integer('version').notNull(),
    /** The signed metadata as served: canonical JSON text. */
    body: text('body').notNull(),
    expires: tz('expires').notNull(),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.role, t.version] })],
);

export const tufOnlineKeys = pgTable('tuf_online_keys', {
  role: text('role', { enum: ['snapshot', 'timestamp'] }).primaryKey(),
  keyid: text('keyid').notNull(),
  privateKeyPem: text('private_key_pem').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const tufKeyHolders = pgTable('tuf_key_holders', {
  keyid: text('keyid').primaryKey(),
  holder: text('holder').notNull(),
});
