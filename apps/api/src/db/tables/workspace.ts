// Drizzle mirror of 0110_workspaces.sql.
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { bikeShops, users } from './foundation.ts';
import { bikes } from './catalogue.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type TaskStatus = 'in_progress' | 'completed' | 'removed';
export type TaskLevel = 'critical' | 'warning';
export type TaskRuleType = 'normal' | 'sensor' | 'parameter';

export const workspaces = pgTable('workspaces', {
  id: serial('id').primaryKey(),
  bikeId: integer('bike_id')
    .notNull()
    .references(() => bikes.id),
  vin: text('vin').notNull(),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
  connectedAt: tz('connected_at'),
  healthScore: integer('health_score'),
  lastReading: jsonb('last_reading'),
  mids: text('mids')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

export const workspaceSessions = pgTable('workspace_sessions', {
  id: uuid('id').primaryKey(),
  workspaceId: integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: tz('expires_at').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
  revokedAt: tz('revoked_at'),
});

export const workspaceTasks = pgTable(
  'workspace_tasks',
  {
    id: serial('id').primaryKey(),
    workspaceId: integer('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    bikeId: integer('bike_id')
      .notNull()
      .references(() => bikes.id),
    taskType: text('task_type').notNull(),
    level: text('level').$type<TaskLevel>().notNull(),
    ruleType: text('rule_type').$type<TaskRuleType>().notNull(),
    partType: text('part_type'),
    causeKey: text('cause_key').notNull(),
    status: text('status').$type<TaskStatus>().notNull().default('in_progress'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    scorePenalty: integer('score_penalty').notNull().default(0),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    completedAt: tz('completed_at'),
    removedAt: tz('removed_at'),
    removedBy: uuid('removed_by').references(() => users.id),
  },
  (t) => [unique().on(t.workspaceId, t.causeKey)],
);

export const workspaceActivities = pgTable('workspace_activities', {
  id: serial('id').primaryKey(),
  workspaceId: integer('workspace_id')
    .notNull()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  bikeId: integer('bike_id')
    .notNull()
    .references(() => bikes.id),
  kind: text('kind').notNull(),
  partType: text('part_type'),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  result: jsonb('result').$type<Record<string, unknown>>().notNull().default({}),
  success: boolean('success').notNull().default(true),
  comment: text('comment').notNull().default(''),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const workspaceActivityComments = pgTable('workspace_activity_comments', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id')
    .notNull()
    .references(() => workspaceActivities.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const workspaceTaskComments = pgTable('workspace_task_comments', {
  id: serial('id').primaryKey(),
  taskId: integer('task_id')
    .notNull()
    .references(() => workspaceTasks.id, { onDelete: 'cascade' }),
  body: text('body').notNull(),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const workspaceTaskActivities = pgTable(
  'workspace_task_activities',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => workspaceTasks.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => workspaceActivities.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: tz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.activityId] })],
);
