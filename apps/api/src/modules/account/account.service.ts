// Account set-up and updates. A dealer joins an existing shop or registers a new one (the shop's
// own checks live in account-shop.service.ts); a service center user names their center and the
// regions they serve. Phone numbers are validated and stored in E.164 everywhere (400702 when
// malformed); unknown regions, countries, shops or centers → 400701.
import type { Static } from 'typebox';
import type { Db } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { forgetUsers, userMemo } from '../../identity/auth-cache.ts';
import {
  regionsExist,
  serviceCenterById,
  shopById,
  toBikeShop,
  toServiceCenter,
} from '../bike-shop/bike-shop.repository.ts';
import { requirePhoneNumber } from '../bike-shop/phone-number.ts';
import { accountOf, insertAccount, updateAccount } from './account.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type {
  CreateDealerBody,
  CreateServiceCenterBody,
  UpdateDealerBody,
  UpdateServiceCenterBody,
} from './account.schemas.ts';
import { missing, newShop } from './account-shop.service.ts';

type AccountInfo = Awaited<ReturnType<typeof loadAccountInfo>>;

/**
 * GET /account/ is asked on every portal start and navigation guard: the answer is kept for
 * USER_TTL_MS (changes through this process clear it at once; other processes' within that time).
 * A user without attributes is not kept: account setup must be seen at once wherever it happened.
 */
export async function accountInfo(db: Db, user: CurrentUser): Promise<AccountInfo> {
  const info = await userMemo<AccountInfo>(db, 'account-info').get(
    user.id,
    () => loadAccountInfo(db, user),
    (loaded) => loaded.detail !== null,
  );
  return info!;
}

async function loadAccountInfo(db: Db, user: CurrentUser) {
  const account = await accountOf(db, user.id);
  if (!account) return { username: user.email, email: user.email, detail: null };
  const shop = account.bikeShopId ? await shopById(db, account.bikeShopId) : undefined;
  const centerId =
    account.role === 'service_center' ? account.serviceCenterId : (shop?.serviceCenterId ?? null);
  const center = centerId ? await serviceCenterById(db, centerId) : undefined;
  return {
    username: user.email,
    email: user.email,
    detail: {
      role: account.role,
      first_name: account.firstName,
      last_name: account.lastName,
      phone_number: account.phoneNumber,
      job_title: account.jobTitle,
      service_region_ids: account.serviceRegionIds,
      bike_shop: shop ? toBikeShop(shop) : null,
      service_center: center ? toServiceCenter(center) : null,
    },
  };
}

async function requireNoAccount(db: Db, userId: string) {
  if (await accountOf(db, userId))
    throw new AppError(400800, [{ field: 'account', problem: 'already has account attributes; use PATCH' }]);
}

export async function createDealer(db: Db, user: CurrentUser, body: Static<typeof CreateDealerBody>) {
  await requireNoAccount(db, user.id);
  const joins = body.bike_shop_id !== undefined && body.bike_shop_id !== null;
  const registers = body.bike_shop !== undefined && body.bike_shop !== null;
  if (joins === registers)
    throw new AppError(400700, [
      { field: 'body', problem: 'give exactly one of bike_shop_id and bike_shop' },
    ]);
  await db.transaction(async (tx) => {
    const shop = joins ? await shopById(tx, body.bike_shop_id!) : await newShop(tx, body.bike_shop!);
    if (!shop) throw missing('body/bike_shop_id');
    if (registers) {
      const entry = { subject: 'shop', subjectId: shop.id, regionId: shop.regionId } as const;
      await recordAudit(tx, { ...entry, actor: user, action: 'create', after: shop });
    }
    await insertAccount(tx, {
      userId: user.id,
      role: 'dealer',
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      phoneNumber: requirePhoneNumber(body.phone_number, shop.countryCode, 'body/phone_number'),
      jobTitle: body.job_title.trim(),
      bikeShopId: shop.id,
      serviceRegionIds: [shop.regionId],
    });
  });
  forgetUsers(db); // the signed-in user's account context changed
  return accountInfo(db, user);
}

async function requireAccount(db: Db, userId: string, role: 'dealer' | 'service_center') {
  const account = await accountOf(db, userId);
  if (!account || account.role !== role) throw notFound();
  return account;
}

function personChanges(body: { first_name?: string; last_name?: string; job_title?: string }) {
  return {
    ...(body.first_name !== undefined ? { firstName: body.first_name.trim() } : {}),
    ...(body.last_name !== undefined ? { lastName: body.last_name.trim() } : {}),
    ...(body.job_title !== undefined ? { jobTitle: body.job_title.trim() } : {}),
  };
}

export async function updateDealer(db: Db, user: CurrentUser, body: Static<typeof UpdateDealerBody>) {
  const account = await requireAccount(db, user.id, 'dealer');
  const shop = account.bikeShopId ? await shopById(db, account.bikeShopId) : undefined;
  const phone =
    body.phone_number !== undefined
      ? { phoneNumber: requirePhoneNumber(body.phone_number, shop?.countryCode, 'body/phone_number') }
      : {};
  await updateAccount(db, user.id, { ...personChanges(body), ...phone });
  forgetUsers(db); // the signed-in user's account context changed
  return accountInfo(db, user);
}

async function checkCenterAndRegions(
  db: Db,
  serviceCenterId: number | undefined,
  regionIds: number[] | undefined,
) {
  const center = serviceCenterId !== undefined ? await serviceCenterById(db, serviceCenterId) : undefined;
  if (serviceCenterId !== undefined && !center) throw missing('body/service_center_id');
  if (regionIds && !(await regionsExist(db, regionIds))) throw missing('body/service_region_ids');
  return center;
}

export async function createServiceCenterAccount(
  db: Db,
  user: CurrentUser,
  body: Static<typeof CreateServiceCenterBody>,
) {
  await requireNoAccount(db, user.id);
  const center = await checkCenterAndRegions(db, body.service_center_id, body.service_region_ids);
  await insertAccount(db, {
    userId: user.id,
    role: 'service_center',
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    phoneNumber: requirePhoneNumber(body.phone_number, center!.countryCode, 'body/phone_number'),
    jobTitle: body.job_title.trim(),
    serviceCenterId: center!.id,
    serviceRegionIds: body.service_region_ids,
  });
  forgetUsers(db); // the signed-in user's account context changed
  return accountInfo(db, user);
}

export async function updateServiceCenterAccount(
  db: Db,
  user: CurrentUser,
  body: Static<typeof UpdateServiceCenterBody>,
) {
  const account = await requireAccount(db, user.id, 'service_center');
  const newCenter = await checkCenterAndRegions(db, body.service_center_id, body.service_region_ids);
  const center =
    newCenter ?? (account.serviceCenterId ? await serviceCenterById(db, account.serviceCenterId) : undefined);
  await updateAccount(db, user.id, {
    ...personChanges(body),
    ...(body.phone_number !== undefined
      ? { phoneNumber: requirePhoneNumber(body.phone_number, center?.countryCode, 'body/phone_number') }
      : {}),
    ...(newCenter ? { serviceCenterId: newCenter.id } : {}),
    ...(body.service_region_ids ? { serviceRegionIds: body.service_region_ids } : {}),
  });
  forgetUsers(db); // the signed-in user's account context changed
  return accountInfo(db, user);
}
