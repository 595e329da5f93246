// The catalogue rows of one part on a bike, for the activities that change a part: finding the live
// part, writing its firmware version or module id (bike record and bus record together), and
// replacing it (checks first, so a refused replacement leaves no trace).
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { barcodeParts, bikeParts, partSpecs, protocolParts } from '../../db/tables/index.ts';
import { AppError, badInput } from '../../lib/app-error.ts';
import type { ActivityBody } from './activity.schemas.ts';

export async function livePart(
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
  if (!p)
    throw new AppError(404000, [
      { field: by.barcode ? 'barcode' : 'part_type', problem: 'is not registered on this bike' },
    ]);
  return p;
}

export async function setVersion(
  db: Db,
  barcode: string,
  set: { firmwareVersion?: string; moduleId?: string },
) {
  await db
    .update(bikeParts)
    .set(set)
    .where(and(eq(bikeParts.barcode, barcode), isNull(bikeParts.removedAt)));
  await db
    .update(protocolParts)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(protocolParts.barcode, barcode));
}

export async function preparePartReplacement(
  db: Db,
  bikeId: number,
  userId: string,
  b: ActivityBody<'part_replacement'>,
) {
  const removing = b.operation !== 'INSTALL';
  const installing = b.operation !== 'REMOVE';
  if (removing && !b.old_barcode) throw badInput('old_barcode', `is required for ${b.operation}`);
  if (installing && !b.new_barcode) throw badInput('new_barcode', `is required for ${b.operation}`);
  const old = removing
    ? await livePart(db, bikeId, { barcode: b.old_barcode, partType: b.part_type })
    : undefined;
  if (old && old.partType !== b.part_type) throw badInput('old_barcode', `is a ${old.partType}`);
  let install: typeof bikeParts.$inferInsert | undefined;
  if (installing) {
    const [part] = await db
      .select({ id: barcodeParts.id, specId: partSpecs.id, partType: partSpecs.partType })
      .from(barcodeParts)
      .innerJoin(partSpecs, eq(partSpecs.id, barcodeParts.partSpecId))
      .where(eq(barcodeParts.barcode, b.new_barcode!));
    if (!part) throw new AppError(404000, [{ field: 'new_barcode', problem: 'is not a known part' }]);
    if (part.partType !== b.part_type) throw badInput('new_barcode', `is a ${part.partType}`);
    // A serial bundled to another bike moves only through a post_bundle case, never silently.
    const [taken] = await db
      .select({ bikeId: bikeParts.bikeId })
      .from(bikeParts)
      .where(
        and(
          eq(bikeParts.barcode, b.new_barcode!),
          isNull(bikeParts.removedAt),
          old ? ne(bikeParts.id, old.id) : sql`true`,
        ),
      );
    if (taken)
      throw new AppError(400900, [
        {
          field: 'new_barcode',
          problem: taken.bikeId === bikeId ? 'is already on this bike' : 'is registered to another bike',
        },
      ]);
    const [bus] = await db.select().from(protocolParts).where(eq(protocolParts.barcode, b.new_barcode!));
    install = {
      bikeId,
      partType: b.part_type,
      barcode: b.new_barcode!,
      moduleId: bus?.moduleId ?? '',
      partSpecId: part.specId,
      hardwareVersion: bus?.hardwareVersion ?? '',
      firmwareVersion: bus?.firmwareVersion ?? '',
      installedBy: userId,
    };
  }
  return {
    result: {
      operation: b.operation,
      removed_barcode: old?.barcode ?? null,
      installed_barcode: install?.barcode ?? null,
    },
    apply: async (tx: Db) => {
      if (old)
        await tx
          .update(bikeParts)
          .set({ removedAt: new Date(), removedBy: userId })
          .where(eq(bikeParts.id, old.id));
      if (install) await tx.insert(bikeParts).values(install);
    },
  };
}
