// The catalogue facts every task reload needs (cached per process in catalogue-cache.ts): the
// offered firmware images per part spec, and a bike spec's bundle rules.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bikeSpecBundleRules, firmwareImages, partSpecs } from '../../db/tables/index.ts';

/** Every application, font and icon image not withdrawn, with its part spec's code. */
export function offeredFirmwareImages(db: Db) {
  return (
    db
      .select({
        code: partSpecs.code,
        kind: firmwareImages.kind,
        version: firmwareImages.version,
        hw: firmwareImages.hardwareVersions,
      })
      .from(firmwareImages)
      .innerJoin(partSpecs, eq(partSpecs.id, firmwareImages.partSpecId))
      // A withdrawn image is not offered (firmware.repository.ts), so it is not "newest" here either.
      .where(
        and(
          inArray(firmwareImages.kind, ['application', 'font', 'icon']),
          isNull(firmwareImages.withdrawnAt),
        ),
      )
  );
}

/** The bundle rules of a bike spec with each part spec's code, type and protocol. */
export function bundleRules(db: Db, bikeSpecId: number) {
  return db
    .select({
      code: partSpecs.code,
      partType: partSpecs.partType,
      protocol: partSpecs.protocolType,
      required: bikeSpecBundleRules.required,
    })
    .from(bikeSpecBundleRules)
    .innerJoin(partSpecs, eq(partSpecs.id, bikeSpecBundleRules.partSpecId))
    .where(eq(bikeSpecBundleRules.bikeSpecId, bikeSpecId));
}
