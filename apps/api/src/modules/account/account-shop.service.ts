// A dealer's bike shop: registering a new one during account set-up and changing one later. Where a
// shop sits (region, country, service center) is checked the same way for both; unknown ones → 400701.
import type { Static } from 'typebox';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { forgetUsers } from '../../identity/auth-cache.ts';
import {
  countryExists,
  defaultServiceCenter,
  insertShop,
  regionsExist,
  serviceCenterById,
  shopById,
  toBikeShop,
  updateShop,
  type BikeShopRow,
  type NewBikeShop,
} from '../bike-shop/bike-shop.repository.ts';
import { requirePhoneNumber } from '../bike-shop/phone-number.ts';
import { setShopDealersRegion } from './account.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { NewBikeShopBody, UpdateBikeShopBody } from './account.schemas.ts';

export const missing = (field: string) => new AppError(400701, [{ field, problem: 'does not exist' }]);

/** Checks a shop's region, country and service center; returns the center to store. */
async function checkShopPlacement(
  db: Db,
  regionId: number,
  countryCode: string,
  serviceCenterId: number | null,
  prefix: string,
) {
  if (!(await regionsExist(db, [regionId]))) throw missing(`${prefix}/region_id`);
  if (!(await countryExists(db, countryCode))) throw missing(`${prefix}/country_code`);
  if (serviceCenterId === null) return null;
  const center = await serviceCenterById(db, serviceCenterId);
  if (!center) throw missing(`${prefix}/service_center_id`);
  if (center.regionId !== regionId)
    throw new AppError(400700, [
      { field: `${prefix}/service_center_id`, problem: "is not a service center of the shop's region" },
    ]);
  return center.id;
}

export async function newShop(db: Db, body: Static<typeof NewBikeShopBody>) {
  const prefix = 'body/bike_shop';
  const countryCode = body.country_code.toUpperCase();
  const chosen = body.service_center_id ?? (await defaultServiceCenter(db, body.region_id))?.id ?? null;
  const serviceCenterId = await checkShopPlacement(db, body.region_id, countryCode, chosen, prefix);
  const shop: NewBikeShop = {
    name: body.name.trim(),
    postalCode: body.postal_code.trim(),
    phoneNumber: requirePhoneNumber(body.phone_number, countryCode, `${prefix}/phone_number`),
    address: body.address.trim(),
    city: body.city.trim(),
    countryCode,
    regionId: body.region_id,
    serviceCenterId,
    email: body.email.trim(),
  };
  return insertShop(db, shop);
}

/**
 * Who manages a shop (its details, who joins it): its own dealers holding manage_dealer_account,
 * and service center users holding manage_dealer whose service regions include the shop's region.
 */
export function shopManagerRole(user: CurrentUser, shop: BikeShopRow): 'own_dealer' | 'region_center' | null {
  const account = user.account;
  if (
    account?.role === 'dealer' &&
    account.bikeShopId === shop.id &&
    user.permissions.has('manage_dealer_account')
  )
    return 'own_dealer';
  if (
    account?.role === 'service_center' &&
    user.permissions.has('manage_dealer') &&
    account.serviceRegionIds.includes(shop.regionId)
  )
    return 'region_center';
  return null;
}

/**
 * Who may change a shop: its own dealers (manage_dealer_account; not its region or service center),
 * and service center users serving its region (manage_dealer; may move it only between their
 * regions). Anyone else → 403000; an unknown shop → 404000.
 */
export async function updateBikeShop(
  db: Db,
  user: CurrentUser,
  shopId: number,
  body: Static<typeof UpdateBikeShopBody>,
) {
  const shop = await shopById(db, shopId);
  if (!shop) throw notFound();
  const role = shopManagerRole(user, shop);
  if (!role) throw forbidden();
  const placementChange = body.region_id !== undefined || body.service_center_id !== undefined;
  if (role === 'own_dealer' && placementChange) throw forbidden();
  if (
    role === 'region_center' &&
    body.region_id !== undefined &&
    !user.account!.serviceRegionIds.includes(body.region_id)
  )
    throw forbidden();

  const countryCode = (body.country_code ?? shop.countryCode).toUpperCase();
  const regionId = body.region_id ?? shop.regionId;
  const serviceCenterId =
    body.service_center_id !== undefined ? body.service_center_id : shop.serviceCenterId;
  if (placementChange || body.country_code !== undefined) {
    await checkShopPlacement(db, regionId, countryCode, serviceCenterId, 'body');
  }
  const changes: Partial<NewBikeShop> = {
    ...(body.name !== undefined ? { name: body.name.trim() } : {}),
    ...(body.postal_code !== undefined ? { postalCode: body.postal_code.trim() } : {}),
    ...(body.address !== undefined ? { address: body.address.trim() } : {}),
    ...(body.city !== undefined ? { city: body.city.trim() } : {}),
    ...(body.email !== undefined ? { email: body.email.trim() } : {}),
    ...(body.country_code !== undefined ? { countryCode } : {}),
    ...(body.region_id !== undefined ? { regionId } : {}),
    ...(body.service_center_id !== undefined ? { serviceCenterId } : {}),
    ...(body.phone_number !== undefined
      ? { phoneNumber: requirePhoneNumber(body.phone_number, countryCode, 'body/phone_number') }
      : {}),
  };
  const updated = await db.transaction(async (tx) => {
    if (regionId !== shop.regionId) await setShopDealersRegion(tx, shop.id, regionId);
    const after = await updateShop(tx, shop.id, changes);
    const entry = { subject: 'shop', subjectId: shop.id, regionId: after.regionId } as const;
    await recordAudit(tx, { ...entry, actor: user, action: 'update', before: shop, after });
    return after;
  });
  forgetUsers(db); // dealers of the shop may have moved region
  return toBikeShop(updated);
}
