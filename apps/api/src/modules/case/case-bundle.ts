// Approving a post_bundle case registers its parts on the bike: that is what the dealer asked the
// service center for. Each barcode must be a catalogue part; a part live on another bike of the same
// shop moves here, and the part of the same type it replaces on this bike is unregistered (kept as
// history). A part live on a bike of another shop is never taken from it (decision 2651): refused
// when the case is filed and again when it is approved (it may have been fitted there meanwhile).
import type { Db } from '../../db/database.ts';
import type { CaseComponent } from '../../db/tables/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { shopOfLivePart } from '../catalogue/catalogue.repository.ts';
import { bikeOfVin, bundlePart, catalogueBarcode } from './case-bundle.repository.ts';

/** 400701 when a barcode is live on a bike of a shop other than `shopId`. */
export async function refuseOtherShopsParts(
  db: Db,
  components: readonly { barcode: string }[],
  shopId: number,
  field = 'body/components',
): Promise<void> {
  for (const [i, c] of components.entries()) {
    const liveShop = await shopOfLivePart(db, c.barcode);
    if (liveShop !== undefined && liveShop !== shopId)
      throw new AppError(400701, [
        {
          field: `${field}/${i}/barcode`,
          problem: `barcode ${c.barcode} is fitted to a bike outside this shop and cannot be bundled here`,
        },
      ]);
  }
}

export async function applyBundle(
  db: Db,
  vin: string,
  components: CaseComponent[],
  installedBy: string,
  reviewerId: string,
): Promise<void> {
  const bike = await bikeOfVin(db, vin);
  if (!bike || bike.shopId === null) throw notFound();
  await refuseOtherShopsParts(db, components, bike.shopId, 'components');
  const now = new Date();
  for (const c of components) {
    const known = await catalogueBarcode(db, c.barcode);
    if (!known) {
      throw new AppError(400701, [
        {
          field: 'components',
          problem: `barcode ${c.barcode} is not a catalogue part; reject or ask for revision`,
        },
      ]);
    }
    await bundlePart(db, bike.id, c, known.partSpecId, { installedBy, reviewerId, now });
  }
}
