// GET /search/bike?q=: bikes of the caller's shops whose VIN or frame number contains the term.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { searchBikes } from './search.service.ts';
import { DealerSchema, searchDealers } from './dealer-search.ts';

const BikeHitSchema = Type.Object({
  vin: Type.String(),
  frame_number: Type.String(),
  model: Type.String(),
  brand: Type.String(),
  brand_id: Type.Integer(),
  matched: Type.Union([Type.Literal('vin'), Type.Literal('frame_number')]),
});

export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  app.get(
    '/search/bike',
    {
      config: { access: 'get_bike_info' },
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary: 'Bikes of the caller’s shops by VIN or frame number (case-insensitive, exact matches first)',
        querystring: Type.Object(
          { q: Type.String({ minLength: 3, maxLength: 32 }) },
          { additionalProperties: false },
        ),
        response: { 200: ok(Type.Array(BikeHitSchema)) },
      },
    },
    async (request) => ({ result: await searchBikes(db, requireUser(request), request.query.q) }),
  );

  app.get(
    '/search/bike_shop',
    {
      config: { access: 'manage_dealer' },
      schema: {
        tags: ['search'],
        security: [{ bearer: [] }],
        summary: 'Dealers (bike shops) of the caller’s service regions, optionally by name or city',
        querystring: Type.Object(
          { q: Type.Optional(Type.String({ maxLength: 100 })) },
          { additionalProperties: false },
        ),
        response: { 200: ok(Type.Array(DealerSchema)) },
      },
    },
    async (request) => ({ result: await searchDealers(db, requireUser(request), request.query.q) }),
  );
};
