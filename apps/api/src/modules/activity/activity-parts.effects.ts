// The catalogue rows of one part on a bike, for the activities that change a part: finding the live
// part, writing its firmware version or module id (bike record and bus record together), and
// replacing it (checks first, so a refused replacement leaves no trace).
import type { Db } from '../../db/database.ts';
import { AppError, badInput } from '../../lib/app-error.ts';
import type { ActivityBody } from './activity.schemas.ts';
import * as repo from './activity-effects.repository.ts';

export async function livePart(
  db: Db,
  bikeId: number,
  by: { barcode?: string | undefined; partType: string },
) {
  const p = await repo.findLivePart(db, bikeId, by);
  if (!p)
    throw new AppError(404000, [
      { field: by.barcode ? 'barcode' : 'part_type', problem: 'is not registered on this bike' },
    ]);
  return p;
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
  let install: repo.NewBikePart | undefined;
  if (installing) {
    const part = await repo.knownPartByBarcode(db, b.new_barcode!);
    if (!part) throw new AppError(404000, [{ field: 'new_barcode', problem: 'is not a known part' }]);
    if (part.partType !== b.part_type) throw badInput('new_barcode', `is a ${part.partType}`);
    // A serial bundled to another bike moves only through a post_bundle case, never silently.
    const takenBy = await repo.bikeHoldingBarcode(db, b.new_barcode!, old?.id);
    if (takenBy !== undefined)
      throw new AppError(400900, [
        {
          field: 'new_barcode',
          problem: takenBy === bikeId ? 'is already on this bike' : 'is registered to another bike',
        },
      ]);
    const bus = await repo.busRecordOf(db, b.new_barcode!);
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
      if (old) await repo.removeBikePart(tx, old.id, userId);
      if (install) await repo.installBikePart(tx, install);
    },
  };
}
