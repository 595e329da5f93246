// Reads of the catalogue: specs, bundle rules, barcode parts and protocol parts.
import { and, asc, count, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  barcodeParts,
  bikeParts,
  bikeSpecBundleRules,
  bikes,
  bikeSpecs,
  brands,
  partSpecs,
  protocolParts,
} from '../../db/tables/index.ts';
import { AppError } from '../../lib/app-error.ts';

type PartSpecRow = typeof partSpecs.$inferSelect;

export const toPartSpec = (s: PartSpecRow) => ({
  id: s.id,
  code: s.code,
  part_type: s.partType,
  name: s.name,
  protocol_type: s.protocolType,
  hardware_versions: s.hardwareVersions,
});

const bikeSpecSelect = (db: Db) =>
  db
    .select({ s: bikeSpecs, brand: brands.name })
    .from(bikeSpecs)
    .innerJoin(brands, eq(brands.id, bikeSpecs.brandId));
const toBikeSpec = (r: { s: typeof bikeSpecs.$inferSelect; brand: string }) => ({
  id: r.s.id,
  code: r.s.code,
  name: r.s.name,
  brand_id: r.s.brandId,
  brand_name: r.brand,
  performance: r.s.performance,
  wheel_diameters_mm: r.s.wheelDiametersMm,
  image_url: r.s.imageUrl,
});

export async function listBikeSpecs(db: Db, brandId?: number) {
  return (
    await bikeSpecSelect(db)
      .where(brandId === undefined ? undefined : eq(bikeSpecs.brandId, brandId))
      .orderBy(asc(bikeSpecs.id))
  ).map(toBikeSpec);
}

export async function bikeSpec(db: Db, id: number) {
  const [row] = await bikeSpecSelect(db).where(eq(bikeSpecs.id, id));
  if (!row) throw new AppError(404000);
  return toBikeSpec(row);
}

export async function bundleRule(db: Db, bikeSpecId: number) {
  await bikeSpec(db, bikeSpecId);
  const rows = await db
    .select({ required: bikeSpecBundleRules.required, spec: partSpecs })
    .from(bikeSpecBundleRules)
    .innerJoin(partSpecs, eq(partSpecs.id, bikeSpecBundleRules.partSpecId))
    .where(eq(bikeSpecBundleRules.bikeSpecId, bikeSpecId))
    .orderBy(asc(partSpecs.partType), asc(partSpecs.code));
  // One rule per part type: required when any spec of that type is required.
  const byType = new Map<
    string,
    { part_type: string; required: boolean; part_specs: ReturnType<typeof toPartSpec>[] }
  >();
  for (const r of rows) {
    const rule = byType.get(r.spec.partType) ?? {
      part_type: r.spec.partType,
      required: false,
      part_specs: [],
    };
    rule.required ||= r.required;
    rule.part_specs.push(toPartSpec(r.spec));
    byType.set(r.spec.partType, rule);
  }
  return { bike_spec_id: bikeSpecId, rules: [...byType.values()] };
}

export async function partSpec(db: Db, id: number) {
  const [row] = await db.select().from(partSpecs).where(eq(partSpecs.id, id));
  if (!row) throw new AppError(404000);
  return row;
}

// A search term is text, never a pattern: LIKE's wildcards in it match themselves.
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The part specs a dealer may order (every catalogue part is orderable), by code or name, code order.
 * `q` matches anywhere in the code or the name, case-insensitively; without it the whole catalogue.
 */
export async function searchPartSpecs(
  db: Db,
  query: { q?: string; part_type?: string; page?: number; page_size?: number },
) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? 20;
  const term = query.q?.trim();
  const pattern = term ? `%${escapeLike(term)}%` : undefined;
  const where = and(
    pattern ? or(ilike(partSpecs.code, pattern), ilike(partSpecs.name, pattern)) : undefined,
    query.part_type ? eq(partSpecs.partType, query.part_type) : undefined,
  );
  const rows = await db
    .select()
    .from(partSpecs)
    .where(where)
    .orderBy(asc(partSpecs.code))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await db.select({ n: count() }).from(partSpecs).where(where);
  return { items: rows.map(toPartSpec), page, page_size: pageSize, total: total?.n ?? 0 };
}

export async function barcodePart(db: Db, id: number) {
  const [row] = await db
    .select({ p: barcodeParts, spec: partSpecs })
    .from(barcodeParts)
    .innerJoin(partSpecs, eq(partSpecs.id, barcodeParts.partSpecId))
    .where(eq(barcodeParts.id, id));
  if (!row) throw new AppError(404000);
  return {
    id: row.p.id,
    barcode: row.p.barcode,
    goods_type: row.p.goodsType,
    part_spec: toPartSpec(row.spec),
    manufactured_at: row.p.manufacturedAt?.toISOString() ?? null,
    spec: row.spec,
  };
}

export async function protocolPart(db: Db, by: { id: number } | { partType: string; barcode: string }) {
  const where =
    'id' in by
      ? eq(protocolParts.id, by.id)
      : and(eq(protocolParts.partType, by.partType), eq(protocolParts.barcode, by.barcode));
  const [row] = await db
    .select({ p: protocolParts, spec: partSpecs })
    .from(protocolParts)
    .innerJoin(partSpecs, eq(partSpecs.id, protocolParts.partSpecId))
    .where(where);
  if (!row) throw new AppError(404000);
  return {
    id: row.p.id,
    part_type: row.p.partType,
    barcode: row.p.barcode,
    module_id: row.p.moduleId,
    hardware_version: row.p.hardwareVersion,
    firmware_version: row.p.firmwareVersion,
    part_spec: toPartSpec(row.spec),
    parameters: row.p.parameters,
    spec: row.spec,
  };
}

/** The shop of the bike a barcode is live on (null: on a bike without a shop), or undefined: on none. */
export async function shopOfLivePart(db: Db, barcode: string): Promise<number | null | undefined> {
  const [live] = await db
    .select({ shopId: bikes.bikeShopId })
    .from(bikeParts)
    .innerJoin(bikes, eq(bikes.id, bikeParts.bikeId))
    .where(and(eq(bikeParts.barcode, barcode), isNull(bikeParts.removedAt)))
    .limit(1);
  return live ? live.shopId : undefined;
}

/** The parts of a type live on a bike, with their spec codes. */
export function livePartsOfType(db: Db, bikeId: number, partType: string) {
  return db
    .select({
      barcode: bikeParts.barcode,
      moduleId: bikeParts.moduleId,
      code: partSpecs.code,
      firmware: bikeParts.firmwareVersion,
    })
    .from(bikeParts)
    .innerJoin(partSpecs, eq(partSpecs.id, bikeParts.partSpecId))
    .where(and(eq(bikeParts.bikeId, bikeId), eq(bikeParts.partType, partType), isNull(bikeParts.removedAt)));
}
