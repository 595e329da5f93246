// Drizzle mirror of 0250_service_reports.sql (and 0776's recording).
import { integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bikeShops, users } from './foundation.ts';
import { bikes } from './catalogue.ts';
import { workspaces } from './workspace.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type ServiceReportStatus = 'draft' | 'published';
export interface ServiceReportSelection {
  activity_ids: number[];
  task_ids: number[];
}

export const serviceReports = pgTable('service_reports', {
  id: serial('id').primaryKey(),
  workspaceId: integer('workspace_id')
    .notNull()
    .references(() => workspaces.id),
  vin: text('vin')
    .notNull()
    .references(() => bikes.vin),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  selection: jsonb('selection')
    .$type<ServiceReportSelection>()
    .notNull()
    .default({ activity_ids: [], task_ids: [] }),
  content: jsonb('content').$type<Record<string, unknown>>().notNull().default({}),
  /** 0776: the live-data recording attached to the report, or none. */
  recording: jsonb('recording').$type<Record<string, unknown>>(),
  status: text('status').$type<ServiceReportStatus>().notNull().default('draft'),
  publicId: text('public_id').unique(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  publishedBy: uuid('published_by').references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  publishedAt: tz('published_at'),
});
