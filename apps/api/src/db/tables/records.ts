// Drizzle mirror of 0150_records.sql.
import { integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaseStatus, CaseType, ServiceBookStatus } from '@dealer/contracts';
import { bikeShops, mailOutbox, serviceCenters, users } from './foundation.ts';
import { bikes } from './catalogue.ts';
import { workspaces } from './workspace.ts';
import { claims, orderCases } from './claims.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export interface CaseComponent {
  part_type: string;
  barcode: string;
}

export const cases = pgTable('cases', {
  id: serial('id').primaryKey(),
  caseType: text('case_type').$type<CaseType>().notNull(),
  status: text('status').$type<CaseStatus>().notNull().default('pending'),
  vin: text('vin')
    .notNull()
    .references(() => bikes.vin),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  components: jsonb('components').$type<CaseComponent[]>().notNull().default([]),
  workspaceSnapshot: jsonb('workspace_snapshot').$type<Record<string, unknown>>(),
  comment: text('comment').notNull().default(''),
  reviewComment: text('review_comment').notNull().default(''),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  reviewedBy: uuid('reviewed_by').references(() => users.id),
  reviewedAt: tz('reviewed_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const caseEvents = pgTable('case_events', {
  id: serial('id').primaryKey(),
  caseId: integer('case_id')
    .notNull()
    .references(() => cases.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status').$type<CaseStatus>(),
  toStatus: text('to_status').$type<CaseStatus>().notNull(),
  actorId: uuid('actor_id')
    .notNull()
    .references(() => users.id),
  comment: text('comment').notNull().default(''),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const caseImages = pgTable('case_images', {
  id: uuid('id').primaryKey(),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  caseId: integer('case_id').references(() => cases.id, { onDelete: 'set null' }),
  claimId: integer('claim_id').references(() => claims.id, { onDelete: 'set null' }),
  orderCaseId: integer('order_case_id').references(() => orderCases.id, { onDelete: 'set null' }),
  blobKey: text('blob_key').notNull().unique(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  uploadedBy: uuid('uploaded_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const serviceBookEntries = pgTable('service_book_entries', {
  id: serial('id').primaryKey(),
  vin: text('vin')
    .notNull()
    .references(() => bikes.vin),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  status: text('status').$type<ServiceBookStatus>().notNull().default('pending'),
  performedAt: tz('performed_at'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  completedBy: uuid('completed_by').references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  odometerKm: integer('odometer_km'),
  labourMinutes: integer('labour_minutes'),
  technician: text('technician').notNull().default(''),
  parts: jsonb('parts').$type<ServiceBookPart[]>().notNull().default([]),
  version: integer('version').notNull().default(1),
});

/** Mirror of 0741: a shop's entry count, kept by triggers on service_book_entries. */
export const serviceBookShopCounts = pgTable('service_book_shop_counts', {
  bikeShopId: integer('bike_shop_id')
    .primaryKey()
    .references(() => bikeShops.id, { onDelete: 'cascade' }),
  entries: integer('entries').notNull().default(0),
});

export interface ServiceBookPart {
  name: string;
  part_number: string;
  quantity: number;
}

/** Mirror of 0721: the version an edit replaced. */
export const serviceBookEntryVersions = pgTable('service_book_entry_versions', {
  id: serial('id').primaryKey(),
  entryId: integer('entry_id')
    .notNull()
    .references(() => serviceBookEntries.id, { onDelete: 'cascade' }),
  version: integer('version').notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  changedBy: uuid('changed_by')
    .notNull()
    .references(() => users.id),
  changedAt: tz('changed_at').notNull().defaultNow(),
});

/** Mirror of 0722: full-diagnosis results per bike. */
export const diagnosisRuns = pgTable('diagnosis_runs', {
  id: serial('id').primaryKey(),
  vin: text('vin')
    .notNull()
    .references(() => bikes.vin),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  performedAt: tz('performed_at').notNull(),
  status: text('status').$type<'pass' | 'fail' | 'skip'>().notNull(),
  healthScore: integer('health_score'),
  healthBand: text('health_band'),
  stages: jsonb('stages').$type<unknown[]>().notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export type ReportKind = 'bundle_rule_not_match' | 'troubleshooting';

export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<ReportKind>().notNull(),
  vin: text('vin')
    .notNull()
    .references(() => bikes.vin),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  serviceCenterId: integer('service_center_id').references(() => serviceCenters.id),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  mailId: integer('mail_id').references(() => mailOutbox.id),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
});
