// Catalogue reads: bike specs (models) with bundle rules, part specs, barcode parts, protocol parts.
// Catalogue data is the manufacturer's, not a shop's: every dealer may read it (tenancy applies to
// bikes and workspaces, not to what a part or model is). An individual part on the bus, though, is
// answered only when it is on no bike or on a bike the caller sees (part-reach.ts).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { PartType } from '@dealer/contracts';
import { IdParam, ok, PageOf, Paging } from '../../lib/schema.ts';
import {
  BarcodePartSchema,
  BikeSpecSchema,
  BundleRuleSchema,
  PartSpecSchema,
  ProtocolPartSchema,
} from './catalogue.schemas.ts';
import {
  barcodePart,
  bikeSpec,
  bundleRule,
  listBikeSpecs,
  partSpec,
  searchPartSpecs,
  toPartSpec,
} from './catalogue.repository.ts';
import { protocolPartInReach } from './part-reach.ts';
import { requireUser } from '../../plugins/access.ts';

export const PartBarcodeParams = Type.Object({
  part_type: Type.Enum(PartType),
  barcode: Type.String({ minLength: 1, maxLength: 64 }),
});

export const catalogueRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['catalogue'], security: [{ bearer: [] }] };
  const access = { access: 'get_bike_info' as const };
  // Bike and part specs are reference data: ETag and 304 (plugins/reference-etag.ts).
  const specs = { ...access, referenceData: true };

  app.get(
    '/bike_spec/',
    {
      config: specs,
      schema: {
        ...common,
        summary: 'Bike specs (models)',
        querystring: Type.Object({
          brand_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
        }),
        response: { 200: ok(Type.Array(BikeSpecSchema)) },
      },
    },
    async (request) => ({
      result: await listBikeSpecs(db, request.query.brand_id),
    }),
  );
  app.get(
    '/bike_spec/:id',
    {
      config: specs,
      schema: { ...common, summary: 'A bike spec', params: IdParam, response: { 200: ok(BikeSpecSchema) } },
    },
    async (request) => ({
      result: await bikeSpec(db, request.params.id),
    }),
  );
  app.get(
    '/bike_spec/:id/bundle_rule',
    {
      config: access,
      schema: {
        ...common,
        summary: 'Which part types and part specs a bike of this model must or may carry',
        params: IdParam,
        response: { 200: ok(BundleRuleSchema) },
      },
    },
    async (request) => ({
      result: await bundleRule(db, request.params.id),
    }),
  );
  // The order form's part picker (docs/decisions/1420): the catalogue's part specs by code or name.
  app.get(
    '/part_spec/',
    {
      config: access,
      schema: {
        ...common,
        summary: 'Part specs by code or name (what a dealer can order)',
        querystring: Type.Object(
          {
            q: Type.Optional(Type.String({ maxLength: 64, description: 'part of the code or the name' })),
            part_type: Type.Optional(Type.Enum(PartType)),
            ...Paging,
          },
          { additionalProperties: false },
        ),
        response: { 200: ok(PageOf(PartSpecSchema)) },
      },
    },
    async (request) => ({ result: await searchPartSpecs(db, request.query) }),
  );
  app.get(
    '/part_spec/:id',
    {
      config: specs,
      schema: { ...common, summary: 'A part spec', params: IdParam, response: { 200: ok(PartSpecSchema) } },
    },
    async (request) => ({
      result: toPartSpec(await partSpec(db, request.params.id)),
    }),
  );
  app.get(
    '/barcode_part/:id',
    {
      config: access,
      schema: {
        ...common,
        summary: 'A part by its printed serial record',
        params: IdParam,
        response: { 200: ok(BarcodePartSchema) },
      },
    },
    async (request) => ({
      result: await barcodePart(db, request.params.id),
    }),
  );
  app.get(
    '/protocol_part/:id',
    {
      config: access,
      schema: {
        ...common,
        summary: 'A part as identified on the bus',
        params: IdParam,
        response: { 200: ok(ProtocolPartSchema) },
      },
    },
    async (request) => ({
      result: await protocolPartInReach(db, requireUser(request), { id: request.params.id }),
    }),
  );
  app.get(
    '/protocol_part/:part_type/barcode/:barcode',
    {
      config: access,
      schema: {
        ...common,
        summary: 'A bus part by part type and serial',
        params: PartBarcodeParams,
        response: { 200: ok(ProtocolPartSchema) },
      },
    },
    async (request) => ({
      result: await protocolPartInReach(db, requireUser(request), {
        partType: request.params.part_type,
        barcode: request.params.barcode,
      }),
    }),
  );
};
