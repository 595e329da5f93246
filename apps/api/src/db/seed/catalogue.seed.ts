// Demo catalogue from packages/contracts/src/demo-fleet.ts: specs, bundle rules, parts, the demo
// fleet (one bike per simulator scenario, registered to shop 1 as its scenario needs), two bikes of
// shop 2 for tenancy checks, and signed firmware images. Idempotent: skipped once part specs exist.
import { sql } from 'drizzle-orm';
import {
  DemoBikeSpecs,
  DemoConnector,
  DemoFleet,
  DemoPartSpecs,
  DemoSpareParts,
  ForeignRegisteredBarcodes,
  type DemoComponent,
} from '@dealer/contracts';
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
import {
  demoComponentsFor,
  ExtraPartSpecs,
  partParameters,
  registeredComponents,
  SEED_DATE,
} from './demo-fleet-parts.ts';
import { seedFirmware } from './firmware-images.seed.ts';

export const DEMO_SHOP_ID = 1;
const OTHER_SHOP_ID = 2;

/** Two harbor (shop 2) bikes and the bike the part_bundle_not_match HMI is registered to. */
export const OtherShopBikes = [
  { vin: 'NORBY0001P0250001', frameNumber: 'WNB00250001', bikeSpecCode: 'NOR-BY', n: 501 },
  { vin: 'URBCM0002P0250002', frameNumber: 'WUC00250002', bikeSpecCode: 'URB-COMMUTE', n: 502 },
] as const;

export async function seedCatalogue(db: Db): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(partSpecs);
  if ((existing?.n ?? 0) > 0) return;

  const specRows = await db
    .insert(partSpecs)
    .values([
      ...DemoPartSpecs.map((s) => ({
        code: s.code,
        partType: s.partType,
        name: s.name,
        protocolType: s.protocol,
        hardwareVersions: s.hardwareVersions,
        parameters: partParameters(s.partType),
      })),
      ...ExtraPartSpecs.map((s) => ({
        code: s.code,
        partType: s.partType,
        name: s.name,
        protocolType: s.protocol,
        hardwareVersions: ['1.0'],
        parameters: partParameters(s.partType),
      })),
    ])
    .returning();
  const specId = new Map(specRows.map((r) => [r.code, r.id]));
  const idOf = (code: string) => {
    const id = specId.get(code);
    if (id === undefined) throw new Error(`unknown part spec ${code}`);
    return id;
  };

  const bikeSpecRows = await db
    .insert(bikeSpecs)
    .values(
      DemoBikeSpecs.map((s) => ({
        code: s.code,
        brandId: s.brandId,
        name: s.name,
        performance: {
          max_support_percent: s.performance.maxSupportPercent,
          max_torque_nm: s.performance.maxTorqueNm,
          max_speed_kmh: s.performance.maxSpeedKmh,
        },
        wheelDiametersMm: s.wheelDiametersMm,
        imageUrl: `/images/bike-specs/${s.code.toLowerCase()}.png`,
      })),
    )
    .returning();
  const bikeSpecId = new Map(bikeSpecRows.map((r) => [r.code, r.id]));
  await db.insert(bikeSpecBundleRules).values(
    DemoBikeSpecs.flatMap((s) => [
      ...s.required.map((c) => ({
        bikeSpecId: bikeSpecId.get(s.code)!,
        partSpecId: idOf(c),
        required: true,
      })),
      ...s.optional.map((c) => ({
        bikeSpecId: bikeSpecId.get(s.code)!,
        partSpecId: idOf(c),
        required: false,
      })),
    ]),
  );

  // Every part that exists physically: the fleet's bus view, its factory registration, spares.
  const fleet = Object.values(DemoFleet).map((b, i) => ({ bike: b, n: i + 1 }));
  const known = new Map<string, DemoComponent>();
  for (const { bike, n } of fleet) {
    for (const c of bike.components) known.set(c.barcode, c);
    for (const c of registeredComponents(bike, n)) known.set(c.barcode, c);
  }
  const otherBikes = [
    ...OtherShopBikes.map((o) => ({ ...o, components: demoComponentsFor(o.bikeSpecCode, o.n) })),
    ...Object.entries(ForeignRegisteredBarcodes).map(([barcode, { vin }], i) => ({
      vin,
      frameNumber: `WNF${String(299000 + i).padStart(8, '0')}`,
      bikeSpecCode: 'NOR-FJELL',
      n: 600 + i,
      components: demoComponentsFor('NOR-FJELL', 600 + i).map((c) =>
        c.partType === 'hmi' ? { ...c, barcode } : c,
      ),
    })),
  ];
  for (const o of otherBikes) for (const c of o.components) known.set(c.barcode, c);
  for (const c of DemoSpareParts) known.set(c.barcode, c);
  // The workshop's connector is a known part (for its firmware lookups), bundled to no bike.
  known.set(DemoConnector.barcode, DemoConnector);
  const parts = [...known.values()];
  await db.insert(barcodeParts).values(
    parts.map((c) => ({
      barcode: c.barcode,
      partSpecId: idOf(c.partSpecCode),
      manufacturedAt: SEED_DATE,
    })),
  );
  await db.insert(protocolParts).values(
    parts.map((c) => ({
      partType: c.partType,
      barcode: c.barcode,
      moduleId: c.moduleId,
      partSpecId: idOf(c.partSpecCode),
      hardwareVersion: c.hardwareVersion,
      firmwareVersion: c.firmwareVersion,
      parameters: {
        ...partParameters(c.partType),
        mid_data: { module_id: c.moduleId, part_type: c.partType, barcode: c.barcode },
      },
    })),
  );

  const bikeRows = [
    ...fleet.map(({ bike, n }) => ({
      vin: bike.vin,
      frameNumber: bike.frameNumber,
      bikeSpecCode: bike.bikeSpecCode,
      shop: bike.registered ? DEMO_SHOP_ID : null,
      components: registeredComponents(bike, n),
    })),
    ...OtherShopBikes.map((o) => ({
      vin: o.vin,
      frameNumber: o.frameNumber,
      bikeSpecCode: o.bikeSpecCode,
      shop: OTHER_SHOP_ID,
      components: demoComponentsFor(o.bikeSpecCode, o.n),
    })),
    // The bike a foreign-registered serial belongs to is another bike of the demo shop: a part can
    // move between a shop's own bikes, never off another shop's bike (decision 2651).
    ...otherBikes.slice(OtherShopBikes.length).map((o) => ({
      vin: o.vin,
      frameNumber: o.frameNumber,
      bikeSpecCode: o.bikeSpecCode,
      shop: DEMO_SHOP_ID,
      components: o.components,
    })),
  ];
  const inserted = await db
    .insert(bikes)
    .values(
      bikeRows.map((b) => ({
        vin: b.vin,
        frameNumber: b.frameNumber,
        bikeSpecId: bikeSpecId.get(b.bikeSpecCode)!,
        bikeShopId: b.shop,
        activatedAt: b.vin.startsWith('KES') ? null : SEED_DATE,
      })),
    )
    .returning({ id: bikes.id, vin: bikes.vin });
  const bikeId = new Map(inserted.map((r) => [r.vin, r.id]));
  await db.insert(bikeParts).values(
    bikeRows.flatMap((b) =>
      b.components.map((c) => ({
        bikeId: bikeId.get(b.vin)!,
        partType: c.partType,
        barcode: c.barcode,
        moduleId: c.moduleId,
        partSpecId: idOf(c.partSpecCode),
        hardwareVersion: c.hardwareVersion,
        firmwareVersion: c.firmwareVersion,
        installedAt: SEED_DATE,
      })),
    ),
  );

  await seedFirmware(db, idOf);
}
