// Drizzle mirror of 0400_claims_orders.sql.
import { boolean, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CaseStatus, ClaimStatus, OrderCaseKind, OrderStatus } from '@dealer/contracts';
import { bikeShops, users } from './foundation.ts';
import { bikes } from './catalogue.ts';
import { workspaces } from './workspace.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** The failed component as the claim cites it. */
export interface ClaimComponent {
  part_type: string;
  serial: string;
  part_spec_code: string;
  part_spec_name: string;
  firmware_version: string;
  hardware_version: string;
  /** Where the versions come from: the bridge's reading or the bike's registration. */
  source: 'reading' | 'registration';
}
export interface PartLine {
  part_spec_code: string;
  quantity: number;
}
export interface OrderLine extends PartLine {
  name: string;
}
export type OrderEventKind = 'status' | 'comment' | 'refund' | 'case';

export const claims = pgTable('claims', {
  id: serial('id').primaryKey(),
  status: text('status').$type<ClaimStatus>().notNull().default('draft'),
  vin: text('vin')
    .notNull()
    .references(() => bikes.vin),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  workspaceId: integer('workspace_id').references(() => workspaces.id, { onDelete: 'set null' }),
  component: jsonb('component').$type<ClaimComponent>().notNull(),
  evidence: jsonb('evidence').$type<Record<string, unknown>>(),
  diagnosis: jsonb('diagnosis').$type<Record<string, unknown>>(),
  /** 0776: the live-data recording attached to the claim, or none. */
  recording: jsonb('recording').$type<Record<string, unknown>>(),
  description: text('description').notNull().default(''),
  labourMinutes: integer('labour_minutes').notNull().default(0),
  partsNeeded: jsonb('parts_needed').$type<PartLine[]>().notNull().default([]),
  warrantyStart: tz('warranty_start'),
  warrantyEnd: tz('warranty_end'),
  inWarranty: boolean('in_warranty').notNull(),
  goodwillReason: text('goodwill_reason').notNull().default(''),
  decisionComment: text('decision_comment').notNull().default(''),
  decidedBy: uuid('decided_by').references(() => users.id),
  decidedAt: tz('decided_at'),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  submittedAt: tz('submitted_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const claimEvents = pgTable('claim_events', {
  id: serial('id').primaryKey(),
  claimId: integer('claim_id')
    .notNull()
    .references(() => claims.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status').$type<ClaimStatus>(),
  toStatus: text('to_status').$type<ClaimStatus>(),
  actorId: uuid('actor_id')
    .notNull()
    .references(() => users.id),
  comment: text('comment').notNull().default(''),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  status: text('status').$type<OrderStatus>().notNull().default('ordered'),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  claimId: integer('claim_id').references(() => claims.id),
  lines: jsonb('lines').$type<OrderLine[]>().notNull(),
  note: text('note').notNull().default(''),
  trackingNumber: text('tracking_number').notNull().default(''),
  refundedCents: integer('refunded_cents').notNull().default(0),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const orderCases = pgTable('order_cases', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<OrderCaseKind>().notNull(),
  status: text('status').$type<CaseStatus>().notNull().default('pending'),
  description: text('description').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const orderEvents = pgTable('order_events', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').$type<OrderEventKind>().notNull(),
  orderCaseId: integer('order_case_id').references(() => orderCases.id, { onDelete: 'cascade' }),
  fromStatus: text('from_status'),
  toStatus: text('to_status'),
  amountCents: integer('amount_cents'),
  actorId: uuid('actor_id')
    .notNull()
    .references(() => users.id),
  comment: text('comment').notNull().default(''),
  createdAt: tz('created_at').notNull().defaultNow(),
});
