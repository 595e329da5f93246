// Drizzle mirror of 0800_tenancy_assignments.sql: who serves where (an operator's assignment) and
// requests to join a shop (approved by its dealers).
import { integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bikeShops, serviceCenters, users } from './foundation.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const serviceCenterAssignments = pgTable('service_center_assignments', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  serviceCenterId: integer('service_center_id')
    .notNull()
    .references(() => serviceCenters.id),
  serviceRegionIds: integer('service_region_ids').array().notNull(),
  assignedAt: tz('assigned_at').notNull().defaultNow(),
});

export const JoinRequestStatus = ['pending', 'approved', 'rejected', 'withdrawn'] as const;

export const shopJoinRequests = pgTable('shop_join_requests', {
  id: serial('id').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  jobTitle: text('job_title').notNull(),
  status: text('status', { enum: JoinRequestStatus }).notNull().default('pending'),
  createdAt: tz('created_at').notNull().defaultNow(),
  decidedAt: tz('decided_at'),
  decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
});
