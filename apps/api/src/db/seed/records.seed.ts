// Demo records: a pending post_bundle case in the EU review queue (the battery fitted in the
// workshop to the part_bundle_not_found bike), a completed case with its history, and service
// book entries. Inserted only when there are no records yet, so restarts never duplicate them.
import { eq, sql } from 'drizzle-orm';
import { DemoFleet } from '@dealer/contracts';
import type { Db } from '../database.ts';
import { caseEvents, cases, serviceBookEntries, users } from '../tables/index.ts';
import { DemoAccounts } from './foundation.seed.ts';

const at = (iso: string) => new Date(iso);

export async function seedRecords(db: Db): Promise<void> {
  const [dealer] = await db.select({ id: users.id }).from(users).where(eq(users.email, DemoAccounts.dealer));
  const [reviewer] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DemoAccounts.serviceCenter));
  if (!dealer || !reviewer) return;

  const [caseCount] = await db.select({ n: sql<number>`count(*)::int` }).from(cases);
  if (!caseCount?.n) {
    const replaced = DemoFleet.part_bundle_not_found.components.find((c) => c.partType === 'battery')!;
    const [open] = await db
      .insert(cases)
      .values({
        caseType: 'post_bundle',
        vin: DemoFleet.part_bundle_not_found.vin,
        bikeShopId: 1,
        components: [{ part_type: replaced.partType, barcode: replaced.barcode }],
        comment: 'Customer battery failed (0x0201); replaced from stock. Please bundle the new battery.',
        createdBy: dealer.id,
        createdAt: at('2026-03-02T09:15:00Z'),
        updatedAt: at('2026-03-02T09:15:00Z'),
      })
      .returning({ id: cases.id });
    const [done] = await db
      .insert(cases)
      .values({
        caseType: 'post_bundle',
        status: 'completed',
        vin: DemoFleet.firmware_update_available.vin,
        bikeShopId: 1,
        components: [
          { part_type: 'hmi', barcode: DemoFleet.firmware_update_available.components[0]!.barcode },
        ],
        comment: 'Display replaced after a fall.',
        reviewComment: 'Approved, serial checked against the shipment.',
        createdBy: dealer.id,
        reviewedBy: reviewer.id,
        reviewedAt: at('2026-02-11T14:00:00Z'),
        createdAt: at('2026-02-10T10:00:00Z'),
        updatedAt: at('2026-02-12T08:30:00Z'),
      })
      .returning({ id: cases.id });
    await db.insert(caseEvents).values([
      {
        caseId: open!.id,
        fromStatus: null,
        toStatus: 'pending',
        actorId: dealer.id,
        comment: 'Customer battery failed (0x0201); replaced from stock.',
        createdAt: at('2026-03-02T09:15:00Z'),
      },
      {
        caseId: done!.id,
        fromStatus: null,
        toStatus: 'pending',
        actorId: dealer.id,
        comment: 'Display replaced after a fall.',
        createdAt: at('2026-02-10T10:00:00Z'),
      },
      {
        caseId: done!.id,
        fromStatus: 'pending',
        toStatus: 'approved',
        actorId: reviewer.id,
        comment: 'Approved, serial checked against the shipment.',
        createdAt: at('2026-02-11T14:00:00Z'),
      },
      {
        caseId: done!.id,
        fromStatus: 'approved',
        toStatus: 'completed',
        actorId: dealer.id,
        comment: '',
        createdAt: at('2026-02-12T08:30:00Z'),
      },
    ]);
  }
  const [bookCount] = await db.select({ n: sql<number>`count(*)::int` }).from(serviceBookEntries);
  if (!bookCount?.n) {
    await db.insert(serviceBookEntries).values([
      {
        vin: DemoFleet.healthy.vin,
        bikeShopId: 1,
        title: 'Annual inspection',
        description: 'Brakes, chain wear, drive unit bolts (12 Nm), error history read: no active codes.',
        status: 'done',
        performedAt: at('2026-01-20T11:00:00Z'),
        createdBy: dealer.id,
        completedBy: dealer.id,
      },
      {
        vin: DemoFleet.healthy.vin,
        bikeShopId: 1,
        title: 'Firmware updated to the latest versions',
        description: 'Controller 5.3.2, display 2.4.1.',
        status: 'done',
        performedAt: at('2026-01-20T11:30:00Z'),
        createdBy: dealer.id,
        completedBy: dealer.id,
      },
      {
        vin: DemoFleet.firmware_update_available.vin,
        bikeShopId: 1,
        title: 'Firmware update planned',
        description: 'Controller and display have newer firmware; update at the next visit.',
        status: 'pending',
        createdBy: dealer.id,
      },
    ]);
  }
}
