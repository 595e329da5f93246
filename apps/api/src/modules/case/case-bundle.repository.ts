// The writes of an approved post_bundle case (case-bundle.ts): a catalogue part registered on the
// bike, moved from another bike of the shop, replacing the live part of its type.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { barcodeParts, bikeParts, bikes, protocolParts, type CaseComponent } from '../../db/tables/index.ts';

export async function bikeOfVin(db: Db, vin: string) {
  const [bike] = await db
    .select({ id: bikes.id, shopId: bikes.bikeShopId })
    .from(bikes)
    .where(eq(bikes.vin, vin));
  return bike;
}

export async function catalogueBarcode(db: Db, barcode: string) {
  const [known] = await db.select().from(barcodeParts).where(eq(barcodeParts.barcode, barcode));
  return known;
}

/**
 * Registers the part `c` on the bike unless it is live there already: unregisters it from another
 * bike, and the live part of the same type it replaces on this one.
 */
export async function bundlePart(
  db: Db,
  bikeId: number,
  c: CaseComponent,
  partSpecId: number,
  by: { installedBy: string; reviewerId: string; now: Date },
): Promise<void> {
  const { installedBy, reviewerId, now } = by;
  const [live] = await db
    .select({ id: bikeParts.id, bikeId: bikeParts.bikeId })
    .from(bikeParts)
    .where(and(eq(bikeParts.barcode, c.barcode), isNull(bikeParts.removedAt)));
  if (live?.bikeId === bikeId) return; // already bundled to this bike
  if (live)
    await db
      .update(bikeParts)
      .set({ removedAt: now, removedBy: reviewerId })
      .where(eq(bikeParts.id, live.id));
  await db
    .update(bikeParts)
    .set({ removedAt: now, removedBy: reviewerId })
    .where(
      and(
        eq(bikeParts.bikeId, bikeId),
        eq(bikeParts.partType, c.part_type),
        isNull(bikeParts.removedAt),
        ne(bikeParts.barcode, c.barcode),
      ),
    );
  const [onBus] = await db
    .select()
    .from(protocolParts)
    .where(and(eq(protocolParts.partType, c.part_type), eq(protocolParts.barcode, c.barcode)));
  await db.insert(bikeParts).values({
    bikeId,
    partType: c.part_type,
    barcode: c.barcode,
    moduleId: onBus?.moduleId ?? '',
    partSpecId,
    hardwareVersion: onBus?.hardwareVersion ?? '',
    firmwareVersion: onBus?.firmwareVersion ?? '',
    installedAt: now,
    installedBy,
  });
}
