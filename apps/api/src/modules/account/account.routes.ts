// Account calls: the signed-in user's account attributes (GET /account/ drives account setup) and
// their bike shop. Each route's access rule is declared here; see docs/decisions/ for the table.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { BikeShop } from '../bike-shop/bike-shop.schemas.ts';
import {
  AccountInfo,
  CreateDealerBody,
  CreateServiceCenterBody,
  ShopIdParams,
  UpdateBikeShopBody,
  UpdateDealerBody,
  UpdateServiceCenterBody,
} from './account.schemas.ts';
import {
  accountInfo,
  keptAccountInfo,
  createDealer,
  createServiceCenterAccount,
  updateDealer,
  updateServiceCenterAccount,
} from './account.service.ts';
import { updateBikeShop } from './account-shop.service.ts';
import { keptResults } from '../../lib/kept-answer.ts';

const tags = ['account'];
const security = [{ bearer: [] }];
const Account = { 200: ok(AccountInfo) };

export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const accountAnswer = keptResults();

  app.get(
    '/account/',
    {
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary: "The signed-in user's account (detail null → account setup)",
        response: Account,
      },
    },
    (request, reply) => {
      const user = requireUser(request);
      // Answered at once when the account is kept: no promise on the portal's most frequent read.
      const kept = keptAccountInfo(db, user);
      if (kept) {
        accountAnswer(reply, kept);
        return;
      }
      return accountInfo(db, user).then((info) => {
        accountAnswer(reply, info);
      });
    },
  );

  app.post(
    '/account/dealer',
    {
      config: { access: 'register_dealer' },
      schema: {
        tags,
        security,
        summary:
          'Account setup of a dealer: ask to join an existing shop (bike_shop_id) or register a new one (bike_shop)',
        description:
          "Registering answers 200 with the new account. Joining answers 202: the request waits for a dealer of the shop (or a service center of its region) to approve it, and the account's join_request shows it. Attributes already present → 400800; unknown shop, region, country or service center → 400701; malformed phone number → 400702.",
        body: CreateDealerBody,
        response: { ...Account, 202: ok(AccountInfo) },
      },
    },
    async (request, reply) => {
      const { status, info } = await createDealer(db, requireUser(request), request.body);
      return reply.code(status).send({ result: info });
    },
  );

  app.patch(
    '/account/dealer',
    {
      config: { access: 'manage_dealer_account' },
      schema: {
        tags,
        security,
        summary: "Updates the dealer's own attributes",
        description: 'No dealer attributes yet → 404000; malformed phone number → 400702.',
        body: UpdateDealerBody,
        response: Account,
      },
    },
    async (request) => ({ result: await updateDealer(db, requireUser(request), request.body) }),
  );

  app.post(
    '/account/service_center',
    {
      config: { access: 'register_service_center' },
      schema: {
        tags,
        security,
        summary: 'Account setup of a service center user',
        description:
          'The center and regions are those an operator assigned (none yet → 403000; a different one in the body → 403000). Attributes already present → 400800; malformed phone number → 400702.',
        body: CreateServiceCenterBody,
        response: Account,
      },
    },
    async (request) => ({ result: await createServiceCenterAccount(db, requireUser(request), request.body) }),
  );

  app.patch(
    '/account/service_center',
    {
      config: { access: 'register_service_center' },
      schema: {
        tags,
        security,
        summary: "Updates the service center user's own attributes",
        description:
          'No service center attributes yet → 404000; a change of center or regions (an operator assigns them) → 403000; malformed phone number → 400702.',
        body: UpdateServiceCenterBody,
        response: Account,
      },
    },
    async (request) => ({ result: await updateServiceCenterAccount(db, requireUser(request), request.body) }),
  );

  app.patch(
    '/account/bike_shop/:id',
    {
      // Two roles qualify (a dealer of the shop, a service center of its region), so the route is
      // open to signed-in users and the service decides; see updateBikeShop.
      config: { access: 'user' },
      schema: {
        tags,
        security,
        summary:
          'Updates a bike shop: its dealers (manage_dealer_account) or a service center of its region (manage_dealer)',
        description:
          'Others → 403000; unknown shop → 404000. Only a service center may change region_id or service_center_id. Malformed phone number → 400702.',
        params: ShopIdParams,
        body: UpdateBikeShopBody,
        response: { 200: ok(BikeShop) },
      },
    },
    async (request) => ({
      result: await updateBikeShop(db, requireUser(request), request.params.id, request.body),
    }),
  );
};
