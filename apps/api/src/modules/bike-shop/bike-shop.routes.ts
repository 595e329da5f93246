// GET /bike_shop/{postal_code}: the account-setup lookup behind "Matched bike shop found!".
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { BikeShop, PostalCodeParams, ShopLookupQuery } from './bike-shop.schemas.ts';
import { findShop } from './bike-shop.service.ts';

export const bikeShopRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/bike_shop/:postal_code',
    {
      config: { access: 'register_dealer' },
      schema: {
        tags: ['bike shop'],
        security: [{ bearer: [] }],
        summary: 'The existing shop with this postal code (and phone number, when given), or null',
        description:
          "Postal codes compare without spaces and case; phone numbers in E.164 (a number without + is read in the shop's country). A malformed phone number → 400702.",
        params: PostalCodeParams,
        querystring: ShopLookupQuery,
        response: { 200: ok(Type.Union([BikeShop, Type.Null()])) },
      },
    },
    async (request) => ({
      result: await findShop(app.ctx.db, request.params.postal_code, request.query.phone_number),
    }),
  );
};
