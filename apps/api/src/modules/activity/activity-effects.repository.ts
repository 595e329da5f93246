// The catalogue rows an activity's effect reads and writes: the bike, its live parts, the bus records
// of parts and firmware images.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  barcodeParts,
  bikeParts,
  bikeSpecs,
  bikes,
  firmwareImages,
  partSpecs,
  protocolParts,
} from '../../db/tables/index.ts';

export type NewBikePart = typeof bikeParts.$inferInsert;

/** The part on the bike (not removed) with the barcode, or else of the part type. */
export async function findLivePart(
  db: Db,
  bikeId: number,
  by: { barcode?: string | undefined; partType: string },
) {
  const [p] = await db
    .select()
    .from(bikeParts)
    .where(
      and(
        eq(bikeParts.bikeId, bikeId),
        isNull(bikeParts.removedAt),
        by.barcode ? eq(bikeParts.barcode, by.barcode) : eq(bikeParts.partType, by.partType),
      ),
    );
  return p;
}

/** Writes a part's firmware version or module id on the bike record and the bus record together. */
export async function setPartVersion(
  db: Db,
  barcode: string,
  set: { firmwareVersion?: string; moduleId?: string },
): Promise<void> {
  await db
    .update(bikeParts)
    .set(set)
    .where(and(eq(bikeParts.barcode, barcode), isNull(bikeParts.removedAt)));
  await db
    .update(protocolParts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(protocolParts.barcode, barcode));
}

/** The catalogue part with this barcode and its spec. */
export async function knownPartByBarcode(db: Db, barcode: string) {
  const [part] = await db
    .select({ id: barcodeParts.id, specId: partSpecs.id, partType: partSpecs.partType })
    .from(barcodeParts)
    .innerJoin(partSpecs, eq(partSpecs.id, barcodeParts.partSpecId))
    .where(eq(barcodeParts.barcode, barcode));
  return part;
}

/** The bike a serial is fitted to (not removed), leaving out the part row `exceptPartId`. */
export async function bikeHoldingBarcode(
  db: Db,
  barcode: string,
  exceptPartId: number | undefined,
): Promise<number | undefined> {
  const [taken] = await db
    .select({ bikeId: bikeParts.bikeId })
    .from(bikeParts)
    .where(
      and(
        eq(bikeParts.barcode, barcode),
        isNull(bikeParts.removedAt),
        exceptPartId !== undefined ? ne(bikeParts.id, exceptPartId) : sql`true`,
      ),
    );
  return taken?.bikeId;
}

/** Another live part (not `barcode`) carrying this module id. */
export async function partWithModuleId(db: Db, moduleId: string, barcode: string) {
  const [clash] = await db
    .select({ barcode: bikeParts.barcode })
    .from(bikeParts)
    .where(
      and(eq(bikeParts.moduleId, moduleId), isNull(bikeParts.removedAt), ne(bikeParts.barcode, barcode)),
    );
  return clash;
}

export async function busRecordOf(db: Db, barcode: string) {
  const [bus] = await db.select().from(protocolParts).where(eq(protocolParts.barcode, barcode));
  return bus;
}

export async function removeBikePart(db: Db, partId: number, userId: string): Promise<void> {
  await db
    .update(bikeParts)
    .set({ removedAt: new Date(), removedBy: userId })
    .where(eq(bikeParts.id, partId));
}

export async function installBikePart(db: Db, part: NewBikePart): Promise<void> {
  await db.insert(bikeParts).values(part);
}

export async function specOfBike(db: Db, bikeId: number) {
  const [row] = await db
    .select({ spec: bikeSpecs })
    .from(bikes)
    .innerJoin(bikeSpecs, eq(bikeSpecs.id, bikes.bikeSpecId))
    .where(eq(bikes.id, bikeId));
  return row!.spec;
}

export async function activatedAtOf(db: Db, bikeId: number): Promise<Date | null | undefined> {
  const [bike] = await db.select({ activatedAt: bikes.activatedAt }).from(bikes).where(eq(bikes.id, bikeId));
  return bike?.activatedAt;
}

/** Changes the bike row (activation, ship mode, wheel size), stamping the change. */
export async function updateBike(
  db: Db,
  bikeId: number,
  set: Partial<Pick<typeof bikes.$inferInsert, 'activatedAt' | 'shipModeAt' | 'wheelDiameterMm'>>,
): Promise<void> {
  await db
    .update(bikes)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(bikes.id, bikeId));
}

export async function firmwareImageFacts(db: Db, id: number) {
  const [img] = await db
    .select({
      version: firmwareImages.version,
      kind: firmwareImages.kind,
      partSpecId: firmwareImages.partSpecId,
    })
    .from(firmwareImages)
    .where(eq(firmwareImages.id, id));
  return img;
}

/** Records the version of one frame (`<frame>_version`) among a part's bus parameters. */
export async function setFrameVersion(db: Db, barcode: string, key: string, version: string): Promise<void> {
  await db
    .update(protocolParts)
    .set({
      parameters: sql`${protocolParts.parameters} || ${JSON.stringify({ [key]: version })}::jsonb`,
      updatedAt: new Date(),
    })
    .where(eq(protocolParts.barcode, barcode));
}
