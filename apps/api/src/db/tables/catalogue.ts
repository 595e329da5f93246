// Drizzle mirror of 0100_catalogue.sql (and 0510's withdrawn_at).
import { sql } from 'drizzle-orm';
import type { FirmwareKind } from '@dealer/contracts';
import {
  boolean,
  customType,
  index,
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
import { bikeShops, brands, users } from './foundation.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** bytea as a Node Buffer on both PGlite and node-postgres. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export type ProtocolType = 'hap1' | 'hap2' | 'no_communication' | 'uart' | 'other';
export interface SpecPerformance {
  max_support_percent: number;
  max_torque_nm: number;
  max_speed_kmh: number;
}

export const partSpecs = pgTable('part_specs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  partType: text('part_type').notNull(),
  name: text('name').notNull(),
  protocolType: text('protocol_type').$type<ProtocolType>().notNull(),
  hardwareVersions: text('hardware_versions')
    .array()
    .notNull()
    .default(sql`'{}'`),
  parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const bikeSpecs = pgTable('bike_specs', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  brandId: integer('brand_id')
    .notNull()
    .references(() => brands.id),
  name: text('name').notNull(),
  performance: jsonb('performance').$type<SpecPerformance>().notNull(),
  wheelDiametersMm: integer('wheel_diameters_mm')
    .array()
    .notNull()
    .default(sql`'{}'`),
  imageUrl: text('image_url'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const bikeSpecBundleRules = pgTable(
  'bike_spec_bundle_rules',
  {
    bikeSpecId: integer('bike_spec_id')
      .notNull()
      .references(() => bikeSpecs.id, { onDelete: 'cascade' }),
    partSpecId: integer('part_spec_id')
      .notNull()
      .references(() => partSpecs.id),
    required: boolean('required').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bikeSpecId, t.partSpecId] })],
);

export const barcodeParts = pgTable('barcode_parts', {
  id: serial('id').primaryKey(),
  barcode: text('barcode').notNull().unique(),
  partSpecId: integer('part_spec_id')
    .notNull()
    .references(() => partSpecs.id),
  goodsType: text('goods_type', { enum: ['finished_goods', 'semi_finished_goods'] })
    .notNull()
    .default('finished_goods'),
  manufacturedAt: tz('manufactured_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export const protocolParts = pgTable(
  'protocol_parts',
  {
    id: serial('id').primaryKey(),
    partType: text('part_type').notNull(),
    barcode: text('barcode').notNull(),
    moduleId: text('module_id').notNull().default(''),
    partSpecId: integer('part_spec_id')
      .notNull()
      .references(() => partSpecs.id),
    hardwareVersion: text('hardware_version').notNull().default(''),
    firmwareVersion: text('firmware_version').notNull().default(''),
    parameters: jsonb('parameters').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.partType, t.barcode), index('protocol_parts_mid_idx').on(t.moduleId)],
);

export const bikes = pgTable('bikes', {
  id: serial('id').primaryKey(),
  vin: text('vin').notNull().unique(),
  frameNumber: text('frame_number').notNull().unique(),
  bikeSpecId: integer('bike_spec_id')
    .notNull()
    .references(() => bikeSpecs.id),
  bikeShopId: integer('bike_shop_id').references(() => bikeShops.id),
  activatedAt: tz('activated_at'),
  imageUrl: text('image_url'),
  wheelDiameterMm: integer('wheel_diameter_mm'),
  shipModeAt: tz('ship_mode_at'),
  createdAt: tz('created_at').notNull().defaultNow(),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});

export const bikeParts = pgTable('bike_parts', {
  id: serial('id').primaryKey(),
  bikeId: integer('bike_id')
    .notNull()
    .references(() => bikes.id, { onDelete: 'cascade' }),
  partType: text('part_type').notNull(),
  barcode: text('barcode').notNull(),
  moduleId: text('module_id').notNull().default(''),
  partSpecId: integer('part_spec_id')
    .notNull()
    .references(() => partSpecs.id),
  hardwareVersion: text('hardware_version').notNull().default(''),
  firmwareVersion: text('firmware_version').notNull().default(''),
  installedAt: tz('installed_at').notNull().defaultNow(),
  removedAt: tz('removed_at'),
  installedBy: uuid('installed_by').references(() => users.id),
  removedBy: uuid('removed_by').references(() => users.id),
});

export const bikeErrorCodeLogs = pgTable('bike_error_code_logs', {
  id: serial('id').primaryKey(),
  bikeId: integer('bike_id')
    .notNull()
    .references(() => bikes.id, { onDelete: 'cascade' }),
  bikeShopId: integer('bike_shop_id')
    .notNull()
    .references(() => bikeShops.id),
  errorCode: text('error_code').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
  createdBy: uuid('created_by').references(() => users.id),
  createdAt: tz('created_at').notNull().defaultNow(),
});

export type { FirmwareKind } from '@dealer/contracts';

export const firmwareImages = pgTable(
  'firmware_images',
  {
    id: serial('id').primaryKey(),
    partSpecId: integer('part_spec_id')
      .notNull()
      .references(() => partSpecs.id),
    kind: text('kind').$type<FirmwareKind>().notNull(),
    version: text('version').notNull(),
    versionRank: integer('version_rank').notNull(),
    hardwareVersions: text('hardware_versions')
      .array()
      .notNull()
      .default(sql`'{}'`),
    fileType: text('file_type').notNull().default('bin'),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    image: bytea('image').notNull(),
    manifest: jsonb('manifest').notNull(),
    signature: text('signature').notNull(),
    keyId: text('key_id').notNull(),
    releaseNote: text('release_note').notNull().default(''),
    releasedAt: tz('released_at').notNull().defaultNow(),
    /** Set when an operator withdraws the image (0510); withdrawn images are no longer offered. */
    withdrawnAt: tz('withdrawn_at'),
    /** Anti-rollback counter carried in the image's TUF target (3000): never lowered per part and kind. */
    securityVersion: integer('security_version').notNull().default(1),
  },
  (t) => [unique().on(t.partSpecId, t.kind, t.version)],
);
