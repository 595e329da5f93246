// Approving a post_bundle case registers its parts on the bike: that is what the dealer asked the
// service center for. Each barcode must be a catalogue part; a part live on another bike moves
// here, and the part of the same type it replaces on this bike is unregistered (kept as history).
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { barcodeParts, bikeParts, bikes, protocolParts, type CaseComponent } from '../../db/tables/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

export async function applyBundle(
  db: Db,
  vin: string,
  components: CaseComponent[],
  installedBy: string,
  reviewerId: string,
): Promise<void> {
  const [bike] = await db.select({ id: bikes.id }).from(bikes).where(eq(bikes.vin, vin));
  if (!bike) throw notFound();
  const now = new Date();
  for (const c of components) {
    const [known] = await db.select().from(barcodeParts).where(eq(barcodeParts.barcode, c.barcode));
    if (!known) {
      throw new AppError(400701, [
        {
          field: 'components',
          problem: `barcode ${c.barcode} is not a catalogue part; reject or ask for revision`,
        },
      ]);
    }
    const [live] = await db
      .select({ id: bikeParts.id, bikeId: bikeParts.bikeId })
      .from(bikeParts)
      .where(and(eq(bikeParts.barcode, c.barcode), isNull(bikeParts.removedAt)));
    if (live?.bikeId === bike.id) continue; // already bundled to this bike
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
          eq(bikeParts.bikeId, bike.id),
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
      bikeId: bike.id,
      partType: c.part_type,
      barcode: c.barcode,
      moduleId: onBus?.moduleId ?? '',
      partSpecId: known.partSpecId,
      hardwareVersion: onBus?.hardwareVersion ?? '',
      firmwareVersion: onBus?.firmwareVersion ?? '',
      installedAt: now,
      installedBy,
    });
  }
}
