// Drizzle mirror of 2600_api_processes.sql: the API processes on this database and their heartbeats
// (modules/blob/blob-store-peers.ts).
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const apiProcesses = pgTable('api_processes', {
  id: uuid('id').primaryKey(),
  host: text('host').notNull(),
  pid: integer('pid').notNull(),
  blobStore: text('blob_store').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
