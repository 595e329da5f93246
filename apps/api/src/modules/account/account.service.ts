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
  serviceCenterById,
  shopById,
  toBikeShop,
  toServiceCenter,
} from '../bike-shop/bike-shop.repository.ts';
import { requirePhoneNumber } from '../bike-shop/phone-number.ts';
import { accountOf, assignmentOf, insertAccount, updateAccount } from './account.repository.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type {
  CreateDealerBody,
  CreateServiceCenterBody,
  UpdateDealerBody,
  UpdateServiceCenterBody,
} from './account.schemas.ts';
import { newShop } from './account-shop.service.ts';
import { joinRequestOf, requestToJoin } from './shop-join.service.ts';
import { withdrawOpenRequests } from './shop-join.repository.ts';

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

/** The account kept for this user, without loading or waiting; undefined when it must be loaded. */
export function keptAccountInfo(db: Db, user: CurrentUser): AccountInfo | undefined {
  return userMemo<AccountInfo>(db, 'account-info').peek(user.id);
}

async function loadAccountInfo(db: Db, user: CurrentUser) {
  const account = await accountOf(db, user.id);
  if (!account)
    return { username: user.email, email: user.email, detail: null, ...(await setupState(db, user)) };
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
    join_request: null,
    service_center_assignment: null,
  };
}

/** Before setup: a dealer's request to join a shop, a service center user's assignment. */
async function setupState(db: Db, user: CurrentUser) {
  const assignment = await assignmentOf(db, user.id);
  const center = assignment ? await serviceCenterById(db, assignment.serviceCenterId) : undefined;
  return {
    join_request: await joinRequestOf(db, user.id),
    service_center_assignment:
      assignment && center
        ? { service_center: toServiceCenter(center), service_region_ids: assignment.serviceRegionIds }
        : null,
  };
}

async function requireNoAccount(db: Db, userId: string) {
  if (await accountOf(db, userId))
    throw new AppError(400800, [{ field: 'account', problem: 'already has account attributes; use PATCH' }]);
}

/**
 * Dealer setup: registering a new shop makes the user its dealer at once; asking to join an existing
 * one files a request its dealers decide on (decision 2650), answered 202 with the request.
 */
export async function createDealer(db: Db, user: CurrentUser, body: Static<typeof CreateDealerBody>) {
  await requireNoAccount(db, user.id);
  const joins = body.bike_shop_id !== undefined && body.bike_shop_id !== null;
  const registers = body.bike_shop !== undefined && body.bike_shop !== null;
  if (joins === registers)
    throw new AppError(400700, [
      { field: 'body', problem: 'give exactly one of bike_shop_id and bike_shop' },
    ]);
  if (joins) {
    await requestToJoin(db, user, body.bike_shop_id!, body);
    return { status: 202 as const, info: await accountInfo(db, user) };
  }
  await db.transaction(async (tx) => {
    const shop = await newShop(tx, body.bike_shop!);
    await withdrawOpenRequests(tx, user.id);
    const entry = { subject: 'shop', subjectId: shop.id, regionId: shop.regionId } as const;
    await recordAudit(tx, { ...entry, actor: user, action: 'create', after: shop });
    await insertAccount(
      tx,
      {
        userId: user.id,
        role: 'dealer',
        firstName: body.first_name.trim(),
        lastName: body.last_name.trim(),
        phoneNumber: requirePhoneNumber(body.phone_number, shop.countryCode, 'body/phone_number'),
        jobTitle: body.job_title.trim(),
        bikeShopId: shop.id,
        serviceRegionIds: [shop.regionId],
      },
      user.address,
    );
  });
  forgetUsers(db); // the signed-in user's account context changed
  return { status: 200 as const, info: await accountInfo(db, user) };
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
  await updateAccount(db, user.id, { ...personChanges(body), ...phone }, user.address);
  forgetUsers(db); // the signed-in user's account context changed
  return accountInfo(db, user);
}

/**
 * The center and regions of a service center user are an operator's assignment (decision 2650): a
 * body may repeat them (the portal shows them), never change them → 403000 naming the field.
 */
function refuseReassignment(
  body: { service_center_id?: number; service_region_ids?: number[] },
  current: { serviceCenterId: number | null; serviceRegionIds: number[] },
) {
  const problem = 'is assigned by an operator; ask your operator to change it';
  const details = [];
  if (body.service_center_id !== undefined && body.service_center_id !== current.serviceCenterId)
    details.push({ field: 'body/service_center_id', problem });
  const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b).join(',');
  if (body.service_region_ids && sorted(body.service_region_ids) !== sorted(current.serviceRegionIds))
    details.push({ field: 'body/service_region_ids', problem });
  if (details.length) throw new AppError(403000, details);
}

export async function createServiceCenterAccount(
  db: Db,
  user: CurrentUser,
  body: Static<typeof CreateServiceCenterBody>,
) {
  await requireNoAccount(db, user.id);
  const assignment = await assignmentOf(db, user.id);
  if (!assignment)
    throw new AppError(403000, [
      { field: 'account', problem: 'no service center is assigned to this user yet; ask your operator' },
    ]);
  refuseReassignment(body, assignment);
  const center = await serviceCenterById(db, assignment.serviceCenterId);
  await insertAccount(
    db,
    {
      userId: user.id,
      role: 'service_center',
      firstName: body.first_name.trim(),
      lastName: body.last_name.trim(),
      phoneNumber: requirePhoneNumber(body.phone_number, center?.countryCode, 'body/phone_number'),
      jobTitle: body.job_title.trim(),
      serviceCenterId: assignment.serviceCenterId,
      serviceRegionIds: assignment.serviceRegionIds,
    },
    user.address,
  );
  forgetUsers(db); // the signed-in user's account context changed
  return accountInfo(db, user);
}

export async function updateServiceCenterAccount(
  db: Db,
  user: CurrentUser,
  body: Static<typeof UpdateServiceCenterBody>,
) {
  const account = await requireAccount(db, user.id, 'service_center');
  refuseReassignment(body, account);
  const center = account.serviceCenterId ? await serviceCenterById(db, account.serviceCenterId) : undefined;
  await updateAccount(
    db,
    user.id,
    {
      ...personChanges(body),
      ...(body.phone_number !== undefined
        ? { phoneNumber: requirePhoneNumber(body.phone_number, center?.countryCode, 'body/phone_number') }
        : {}),
    },
    user.address,
  );
  forgetUsers(db); // the signed-in user's account context changed
  return accountInfo(db, user);
}
