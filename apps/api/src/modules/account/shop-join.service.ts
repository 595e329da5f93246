// Joining an existing bike shop (decision 2650): a dealer asks, and the shop's own dealers (or a
// service center of its region) approve or turn the request down. Until then the requester has no
// account attributes and sees nothing of the shop. Knowing a shop's id is not enough to join it.
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import type { CurrentUser } from '../../plugins/access.ts';
import { forgetUsers } from '../../identity/auth-cache.ts';
import { shopById } from '../bike-shop/bike-shop.repository.ts';
import { requirePhoneNumber } from '../bike-shop/phone-number.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { accountOf, insertAccount } from './account.repository.ts';
import { missing, shopManagerRole } from './account-shop.service.ts';
import {
  decideRequest,
  fileJoinRequest,
  latestJoinRequest,
  openRequest,
  openRequestsOfShop,
  type JoinRequestRow,
} from './shop-join.repository.ts';

interface Person {
  first_name: string;
  last_name: string;
  phone_number: string;
  job_title: string;
}

const toRequest = (row: JoinRequestRow, email?: string) => ({
  id: row.id,
  bike_shop_id: row.bikeShopId,
  status: row.status,
  first_name: row.firstName,
  last_name: row.lastName,
  phone_number: row.phoneNumber,
  job_title: row.jobTitle,
  created_at: row.createdAt.toISOString(),
  ...(email !== undefined ? { email } : {}),
});

/** Files the signed-in user's request to join shop `shopId` (400701 when there is no such shop). */
export async function requestToJoin(db: Db, user: CurrentUser, shopId: number, person: Person) {
  const shop = await shopById(db, shopId);
  if (!shop) throw missing('body/bike_shop_id');
  await db.transaction(async (tx) => {
    const request = await fileJoinRequest(tx, {
      userId: user.id,
      bikeShopId: shop.id,
      firstName: person.first_name.trim(),
      lastName: person.last_name.trim(),
      phoneNumber: requirePhoneNumber(person.phone_number, shop.countryCode, 'body/phone_number'),
      jobTitle: person.job_title.trim(),
    });
    const entry = { subject: 'shop', subjectId: shop.id, regionId: shop.regionId } as const;
    await recordAudit(tx, { ...entry, actor: user, action: 'join_request', after: toRequest(request) });
  });
}

/** What the requester sees of their latest open or turned-down request (null: none). */
export async function joinRequestOf(db: Db, userId: string) {
  const row = await latestJoinRequest(db, userId);
  if (!row) return null;
  return { ...toRequest(row.request), bike_shop_name: row.shopName, bike_shop_city: row.shopCity };
}

async function managedShop(db: Db, user: CurrentUser, shopId: number) {
  const shop = await shopById(db, shopId);
  if (!shop) throw notFound();
  if (!shopManagerRole(user, shop)) throw forbidden();
  return shop;
}

/** The open requests to join a shop, for those who manage it (others → 403000, decision 0062). */
export async function openJoinRequests(db: Db, user: CurrentUser, shopId: number) {
  await managedShop(db, user, shopId);
  return (await openRequestsOfShop(db, shopId)).map((r) => toRequest(r.request, r.email));
}

/** Approves (the requester becomes a dealer of the shop) or turns down an open request. */
export async function decideJoinRequest(
  db: Db,
  user: CurrentUser,
  shopId: number,
  requestId: number,
  decision: 'approve' | 'reject',
) {
  const shop = await managedShop(db, user, shopId);
  const decided = await db.transaction(async (tx) => {
    const request = await openRequest(tx, shop.id, requestId);
    if (!request) throw notFound();
    if (decision === 'approve') {
      if (await accountOf(tx, request.userId))
        throw new AppError(400800, [{ field: 'account', problem: 'the requester has an account already' }]);
      await insertAccount(
        tx,
        {
          userId: request.userId,
          role: 'dealer',
          firstName: request.firstName,
          lastName: request.lastName,
          phoneNumber: request.phoneNumber,
          jobTitle: request.jobTitle,
          bikeShopId: shop.id,
          serviceRegionIds: [shop.regionId],
        },
        user.address,
      );
    }
    const after = await decideRequest(
      tx,
      request.id,
      decision === 'approve' ? 'approved' : 'rejected',
      user.id,
    );
    const entry = { subject: 'shop', subjectId: shop.id, regionId: shop.regionId } as const;
    await recordAudit(tx, { ...entry, actor: user, action: `join_${decision}`, before: request, after });
    return after;
  });
  forgetUsers(db); // the requester's account context changed
  return toRequest(decided);
}
