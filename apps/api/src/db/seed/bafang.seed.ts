// The demo Bafang CAN bike (contracts demo-bafang.ts): its model, part specs and registered parts, so
// the Bafang simulator's bike is a bike of the demo shop. Its own check (by VIN), not the catalogue's,
// so a data folder seeded before it existed gains the bike on the next start.
import { eq } from 'drizzle-orm';
import { DemoBafangBike } from '@dealer/contracts';
import type { Db } from '../database.ts';
import {
  barcodeParts,
  bikeParts,
  bikeSpecBundleRules,
  bikeSpecs,
  bikes,
  partSpecs,
  protocolParts,
} from '../tables/index.ts';
import { DEMO_SHOP_ID } from './catalogue.seed.ts';

const REGISTERED = new Date('2026-01-15T08:00:00Z');

export async function seedBafangBike(db: Db): Promise<void> {
  const [known] = await db.select({ id: bikes.id }).from(bikes).where(eq(bikes.vin, DemoBafangBike.vin));
  if (known) return;
  const devices = Object.values(DemoBafangBike.devices);
  await db.transaction(async (tx) => {
    const specs = await tx
      .insert(partSpecs)
      .values(
        devices.map((d) => ({
          code: d.model,
          partType: d.partType,
          name: d.name,
          // Not our UDS network: no module ids, no firmware the portal can publish (decision 1110).
          protocolType: 'other' as const,
          hardwareVersions: [d.hardwareVersion],
          parameters: {},
        })),
      )
      .onConflictDoNothing()
      .returning({ id: partSpecs.id, code: partSpecs.code });
    const specId = new Map(specs.map((s) => [s.code, s.id]));
    for (const d of devices)
      if (!specId.has(d.model)) {
        const [row] = await tx
          .select({ id: partSpecs.id })
          .from(partSpecs)
          .where(eq(partSpecs.code, d.model));
        if (row) specId.set(d.model, row.id);
      }
    const idOf = (code: string) => specId.get(code)!;
    const [spec] = await tx
      .insert(bikeSpecs)
      .values({
        code: DemoBafangBike.bikeSpecCode,
        brandId: 1,
        name: DemoBafangBike.bikeSpecName,
        performance: { max_support_percent: 300, max_torque_nm: 80, max_speed_kmh: 25 },
        wheelDiametersMm: [...DemoBafangBike.wheelDiametersMm],
        imageUrl: null,
      })
      .returning({ id: bikeSpecs.id });
    await tx
      .insert(bikeSpecBundleRules)
      .values(devices.map((d) => ({ bikeSpecId: spec!.id, partSpecId: idOf(d.model), required: true })));
    await tx
      .insert(barcodeParts)
      .values(
        devices.map((d) => ({ barcode: d.serial, partSpecId: idOf(d.model), manufacturedAt: REGISTERED })),
      )
      .onConflictDoNothing();
    // The bridge reports a Bafang device's serial where a UDS component has its module id.
    const parts = devices.map((d) => ({
      partType: d.partType,
      barcode: d.serial,
      moduleId: d.serial,
      partSpecId: idOf(d.model),
      hardwareVersion: d.hardwareVersion,
      firmwareVersion: d.softwareVersion,
    }));
    await tx
      .insert(protocolParts)
      .values(parts.map((p) => ({ ...p, parameters: {} })))
      .onConflictDoNothing();
    const [bike] = await tx
      .insert(bikes)
      .values({
        vin: DemoBafangBike.vin,
        frameNumber: DemoBafangBike.frameNumber,
        bikeSpecId: spec!.id,
        bikeShopId: DEMO_SHOP_ID,
        activatedAt: REGISTERED,
      })
      .returning({ id: bikes.id });
    await tx
      .insert(bikeParts)
      .values(parts.map((p) => ({ ...p, bikeId: bike!.id, installedAt: REGISTERED })));
  });
}
