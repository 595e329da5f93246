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
  moduleIdWithChecksum,
  type DemoBike,
  type DemoComponent,
  type FirmwareManifest,
} from '@dealer/contracts';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Db } from '../database.ts';
import {
  barcodeParts,
  bikeParts,
  bikeSpecBundleRules,
  bikeSpecs,
  bikes,
  firmwareImages,
  partSpecs,
  protocolParts,
} from '../tables/index.ts';
import { signingKey } from '../../identity/keys.ts';
import {
  demoImageBytes,
  sha256Hex,
  signManifest,
  versionRank,
} from '../../modules/firmware/firmware-signing.ts';

export const DEMO_SHOP_ID = 1;
export const OTHER_SHOP_ID = 2;

/** Part types the fleet does not carry still get a spec, so every part type has one. */
const ExtraPartSpecs = [
  { code: 'THR-1', partType: 'throttle', name: 'Thumb throttle', protocol: 'no_communication' },
  { code: 'LCK-1', partType: 'lock', name: 'Frame lock', protocol: 'hap2' },
  { code: 'DSP-1', partType: 'display', name: 'Colour display', protocol: 'hap2' },
  { code: 'MC-500', partType: 'motor_core', name: 'Motor core 500', protocol: 'no_communication' },
  { code: 'MM-500', partType: 'mid_motor', name: 'Mid motor assembly 500', protocol: 'no_communication' },
  { code: 'CAD-1', partType: 'cadence', name: 'Cadence sensor', protocol: 'no_communication' },
] as const;

/** Part-level parameters per part type (param_type → values), what a factory would ship. */
function partParameters(partType: string): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  if (partType === 'battery' || partType === 'range_extender_battery' || partType === 'controller') {
    params.auto_ship_time = { enabled: true, idle_days: 30 };
  }
  return params;
}

/** Two harbor (shop 2) bikes and the bike the part_bundle_not_match HMI is registered to. */
export const OtherShopBikes = [
  { vin: 'NORBY0001P0250001', frameNumber: 'WNB00250001', bikeSpecCode: 'NOR-BY', n: 501 },
  { vin: 'URBCM0002P0250002', frameNumber: 'WUC00250002', bikeSpecCode: 'URB-COMMUTE', n: 502 },
] as const;

const FIXED_DATE = new Date('2026-01-15T08:00:00Z');

/** The registered (factory) version of a component: scenario deviations are what the bus shows. */
function registeredComponents(b: DemoBike, n: number): DemoComponent[] {
  const serial = (prefix: string) => `${prefix}${String(240000 + n).padStart(7, '0')}`;
  return b.components.map((c) => {
    const type = { hmi: 1, controller: 2, battery: 3, motor: 4 }[c.partType as 'hmi'];
    const factoryMid = type
      ? moduleIdWithChecksum(
          `${type.toString(16).padStart(2, '0')}${(0x1000 + n).toString(16).padStart(6, '0')}000000`,
        )
      : c.moduleId;
    switch (b.scenario) {
      case 'part_bundle_not_found':
      case 'part_bundle_not_match':
        // The bundled part is the factory one; the one on the bus is a different serial.
        if (
          (b.scenario === 'part_bundle_not_found' && c.partType === 'battery') ||
          (b.scenario === 'part_bundle_not_match' && c.partType === 'hmi')
        ) {
          return { ...c, barcode: serial(c.partType === 'battery' ? 'BT' : 'HM'), moduleId: factoryMid };
        }
        return c;
      case 'illegal_mid':
      case 'mid_not_found':
        return c.partType === (b.scenario === 'illegal_mid' ? 'battery' : 'motor')
          ? { ...c, moduleId: factoryMid }
          : c;
      case 'in_bootloader':
        return c.inBootloader
          ? {
              ...c,
              inBootloader: false,
              firmwareVersion:
                DemoPartSpecs.find((s) => s.code === c.partSpecCode)?.firmwareVersions.at(-1) ?? '',
            }
          : c;
      default:
        return c;
    }
  });
}

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
      manufacturedAt: FIXED_DATE,
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
    ...otherBikes.slice(OtherShopBikes.length).map((o) => ({
      vin: o.vin,
      frameNumber: o.frameNumber,
      bikeSpecCode: o.bikeSpecCode,
      shop: OTHER_SHOP_ID,
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
        activatedAt: b.vin.startsWith('KES') ? null : FIXED_DATE,
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
        installedAt: FIXED_DATE,
      })),
    ),
  );

  await seedFirmware(db, idOf);
}

/** A plain healthy component set for a model: its required part specs, factory fresh. */
function demoComponentsFor(bikeSpecCode: string, n: number): DemoComponent[] {
  const spec = DemoBikeSpecs.find((s) => s.code === bikeSpecCode)!;
  return spec.required.map((code, i) => {
    const ps = DemoPartSpecs.find((p) => p.code === code)!;
    return {
      partType: ps.partType,
      partSpecCode: code,
      barcode: `${code.replace(/[^A-Z]/g, '').slice(0, 2)}${String(250000 + n * 10 + i).padStart(7, '0')}`,
      moduleId: moduleIdWithChecksum(
        `${(i + 1).toString(16).padStart(2, '0')}${(0x2000 + n).toString(16).padStart(6, '0')}000000`,
      ),
      hardwareVersion: ps.hardwareVersions.at(-1) ?? '1.0',
      firmwareVersion: ps.firmwareVersions.at(-1) ?? '',
    };
  });
}

/** Image size: 64–96 KiB, fixed per image so the catalogue is the same on every start. */
const sizeFor = (key: string) =>
  64 * 1024 + (Number.parseInt(sha256Hex(Buffer.from(key)).slice(0, 4), 16) % (32 * 1024));

async function seedFirmware(db: Db, idOf: (code: string) => number): Promise<void> {
  const key = await signingKey(db, 'firmware');
  const rows: PgInsertValue<typeof firmwareImages>[] = [];
  const add = (
    code: string,
    kind: FirmwareManifest['kind'],
    version: string,
    hardwareVersions: string[],
    releasedAt: Date,
  ) => {
    const image = demoImageBytes(`${code}/${kind}/${version}`, sizeFor(`${code}/${kind}/${version}`));
    const manifest: FirmwareManifest = {
      part_spec_code: code,
      version,
      size: image.length,
      sha256: sha256Hex(image),
      hardware_versions: hardwareVersions,
      kind,
      signed_at: releasedAt.toISOString(),
    };
    const signed = signManifest(manifest, key);
    // Passed as base64 text and decoded by the database: binary parameters are ~10× slower on PGlite.
    rows.push({
      partSpecId: idOf(code),
      kind,
      version,
      versionRank: versionRank(version),
      hardwareVersions,
      fileType: 'bin',
      size: image.length,
      sha256: manifest.sha256,
      image: sql`decode(${image.toString('base64')}, 'base64')`,
      manifest,
      signature: signed.signature,
      keyId: signed.key_id,
      releaseNote: `${code} ${kind} ${version}`,
      releasedAt,
    });
  };
  for (const spec of DemoPartSpecs) {
    spec.firmwareVersions.forEach((version, i) => {
      const released = new Date(FIXED_DATE.getTime() - (spec.firmwareVersions.length - i) * 30 * 86_400_000);
      // The newest HMI image needs the 1.1 board (more flash): a hardware-version constraint.
      const hw =
        spec.code === 'HMI-D1' && i === spec.firmwareVersions.length - 1 ? ['1.1'] : spec.hardwareVersions;
      add(spec.code, spec.partType === 'dongle' ? 'connector' : 'application', version, hw, released);
    });
    if (spec.partType === 'dongle' || spec.firmwareVersions.length === 0) continue;
    // Rescue image per board: the newest application version that board can run.
    const rescueFor = new Map<string, string[]>();
    for (const hw of spec.hardwareVersions) {
      const newest =
        spec.code === 'HMI-D1' && hw !== '1.1' ? spec.firmwareVersions.at(-2) : spec.firmwareVersions.at(-1);
      if (newest) rescueFor.set(newest, [...(rescueFor.get(newest) ?? []), hw]);
    }
    for (const [version, hw] of rescueFor) add(spec.code, 'rescue', version, hw, FIXED_DATE);
  }
  for (const v of ['2', '3']) add('HMI-D1', 'font', v, ['1.0', '1.1'], FIXED_DATE);
  for (const v of ['4', '5']) add('HMI-D1', 'icon', v, ['1.0', '1.1'], FIXED_DATE);
  for (const row of rows) await db.insert(firmwareImages).values(row);
}
