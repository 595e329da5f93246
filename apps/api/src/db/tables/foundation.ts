// Drizzle mirror of 0001_foundation.sql; db/tables.test.ts checks the two agree.
import { sql } from 'drizzle-orm';
import {
  char,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  callingCode: text('calling_code').notNull(),
});

export const brands = pgTable('brands', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const regions = pgTable('regions', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
});

export const serviceCenters = pgTable('service_centers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  countryCode: char('country_code', { length: 2 })
    .notNull()
    .references(() => countries.code),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
});

export const bikeShops = pgTable('bike_shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  postalCode: text('postal_code').notNull(),
  phoneNumber: text('phone_number').notNull(),
  address: text('address').notNull().default(''),
  city: text('city').notNull().default(''),
  countryCode: char('country_code', { length: 2 })
    .notNull()
    .references(() => countries.code),
  regionId: integer('region_id')
    .notNull()
    .references(() => regions.id),
  serviceCenterId: integer('service_center_id').references(() => serviceCenters.id),
  email: text('email').notNull().default(''),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const permissionSets = pgTable('permission_sets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  keys: text('keys')
    .array()
    .notNull()
    .default(sql`'{}'`),
});

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  status: text('status', { enum: ['enabled', 'disabled', 'unconfirmed'] })
    .notNull()
    .default('enabled'),
  displayName: text('display_name').notNull().default(''),
  permissionSetId: integer('permission_set_id').references(() => permissionSets.id),
  idpSubject: text('idp_subject').unique(),
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: tz('locked_until'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const accountAttributes = pgTable('account_attributes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['dealer', 'service_center'] }).notNull(),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  phoneNumber: text('phone_number').notNull().default(''),
  jobTitle: text('job_title').notNull().default(''),
  bikeShopId: integer('bike_shop_id').references(() => bikeShops.id),
  serviceCenterId: integer('service_center_id').references(() => serviceCenters.id),
  serviceRegionIds: integer('service_region_ids')
    .array()
    .notNull()
    .default(sql`'{}'`),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const passwordResetCodes = pgTable('password_reset_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: tz('expires_at').notNull(),
});

export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  purpose: text('purpose', {
    enum: ['oidc', 'firmware', 'bridge_session', 'cookie', 'rider_link', 'firmware_link'],
  }).notNull(),
  alg: text('alg').notNull(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: tz('expires_at'),
    consumedAt: tz('consumed_at'),
  },
  (t) => [primaryKey({ columns: [t.model, t.id] })],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  attachments: jsonb('attachments').notNull().default([]),
  kind: text('kind').notNull(),
  status: text('status', { enum: ['pending', 'sent', 'failed'] })
    .notNull()
    .default('pending'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: tz('created_at').notNull().defaultNow(),
  sentAt: tz('sent_at'),
  /** A worker's claim: no other worker takes the mail before then. */
  lockedUntil: tz('locked_until'),
  nextAttemptAt: tz('next_attempt_at').notNull().defaultNow(),
});

/** Rate-limit counters shared by the API processes (plugins/rate-limit-store.ts). */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEnds: tz('window_ends').notNull(),
});
