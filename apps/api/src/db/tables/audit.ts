// Drizzle mirror of 0500_audit_log.sql.
import { bigserial, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AuditSubject } from '@dealer/contracts';
import { regions, users } from './foundation.ts';

export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
  actorRole: text('actor_role'),
  actorAddress: text('actor_address'),
  subject: text('subject').$type<AuditSubject>().notNull(),
  subjectId: text('subject_id').notNull(),
  action: text('action').notNull(),
  regionId: integer('region_id').references(() => regions.id),
  beforeDigest: text('before_digest'),
  afterDigest: text('after_digest'),
  changedFields: text('changed_fields').array().notNull().default([]),
});
