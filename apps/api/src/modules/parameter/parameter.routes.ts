// v1/v2 parameter calls (v2 = with a workspace session) and the v2 wheel-diameter setting.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type TSchema } from 'typebox';
import { OperationType, PartParameterType, PartType, SpecParameterType } from '@dealer/contracts';
import { IdParam, ok } from '../../lib/schema.ts';
import { requireUser } from '../../plugins/access.ts';
import { PartBarcodeParams } from '../catalogue/catalogue.routes.ts';
import { SessionHeaders, bikeForUser, requireSession } from '../workspace/workspace-access.ts';
import {
  barcodePartParameter,
  partParameter,
  partReplacementParameter,
  specParameter,
  wheelDiameterSetting,
} from './parameter.service.ts';

const Values = Type.Record(Type.String(), Type.Unknown());
const PartParam = Type.Object({
  param_type: Type.String(),
  protocol_part_id: Type.Integer(),
  values: Values,
});
const SpecParam = Type.Object({
  param_type: Type.String(),
  bike_spec_id: Type.Integer(),
  limits: Type.Object({
    max_support_percent: Type.Integer(),
    max_torque_nm: Type.Integer(),
    max_speed_kmh: Type.Number(),
  }),
  assist_levels: Type.Array(
    Type.Object({
      level: Type.Integer(),
      default_support_percent: Type.Integer(),
      max_support_percent: Type.Integer(),
      default_torque_nm: Type.Integer(),
      max_torque_nm: Type.Integer(),
    }),
  ),
});
const BarcodeParam = Type.Object({
  barcode_part_id: Type.Integer(),
  barcode: Type.String(),
  part_type: Type.String(),
  part_spec_code: Type.String(),
  bike_spec_id: Type.Integer(),
  allowed_by_bundle_rule: Type.Boolean(),
  values: Values,
});
const ReplacementParam = Type.Object({
  vin: Type.String(),
  operation: Type.Enum(OperationType),
  part_type: Type.String(),
  current_parts: Type.Array(
    Type.Object({
      barcode: Type.String(),
      module_id: Type.String(),
      part_spec_code: Type.String(),
      firmware_version: Type.String(),
    }),
  ),
  allowed_part_spec_codes: Type.Array(Type.String()),
  required_by_bundle_rule: Type.Boolean(),
  leaves_bike_incomplete: Type.Boolean(),
  steps: Type.Array(Type.String()),
});
const WheelSetting = Type.Object({
  bike_spec_id: Type.Integer(),
  setting: Type.Literal('wheel_diameter'),
  wheel_diameter_mm: Type.Integer(),
  circumference_mm: Type.Integer(),
  allowed_mm: Type.Array(Type.Integer()),
});

export const parameterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['parameter'], security: [{ bearer: [] }] };
  const both = (
    path: string,
    schema: { summary: string; params: TSchema; querystring: TSchema; response: TSchema },
    handler: (req: { params: never; query: never; user: ReturnType<typeof requireUser> }) => Promise<unknown>,
  ) => {
    for (const v of ['v1', 'v2'] as const) {
      app.get(
        `/${v}${path}`,
        {
          config: { access: 'get_parameter' },
          ...(v === 'v2' ? { preHandler: requireSession(app) } : {}),
          schema: {
            ...common,
            summary: schema.summary,
            params: schema.params,
            querystring: schema.querystring,
            ...(v === 'v2' ? { headers: SessionHeaders } : {}),
            response: { 200: ok(schema.response) },
          },
        },
        async (request) => ({
          result: await handler({
            params: request.params as never,
            query: request.query as never,
            user: requireUser(request),
          }),
        }),
      );
    }
  };

  both(
    '/bike_spec/:id/parameter',
    {
      summary: 'Spec parameters (performance_tuning limits and defaults)',
      params: IdParam,
      querystring: Type.Object({ param_type: Type.Enum(SpecParameterType) }),
      response: SpecParam,
    },
    ({ params }) => specParameter(db, (params as { id: number }).id),
  );

  both(
    '/protocol_part/:id/parameter',
    {
      summary: 'Part parameters of a bus part',
      params: IdParam,
      querystring: Type.Object({ param_type: Type.Enum(PartParameterType) }),
      response: PartParam,
    },
    ({ params, query, user }) =>
      partParameter(
        db,
        user,
        { id: (params as { id: number }).id },
        (query as { param_type: 'auto_ship_time' | 'mid_data' }).param_type,
      ),
  );

  both(
    '/protocol_part/:part_type/barcode/:barcode/parameter',
    {
      summary: 'Part parameters of a bus part by part type and serial',
      params: PartBarcodeParams,
      querystring: Type.Object({ param_type: Type.Enum(PartParameterType) }),
      response: PartParam,
    },
    ({ params, query, user }) => {
      const p = params as { part_type: string; barcode: string };
      return partParameter(
        db,
        user,
        { partType: p.part_type, barcode: p.barcode },
        (query as { param_type: 'auto_ship_time' | 'mid_data' }).param_type,
      );
    },
  );

  both(
    '/barcode_part/:id/parameter',
    {
      summary: 'Parameters a part needs on a bike of this model',
      params: IdParam,
      querystring: Type.Object({
        part_type: Type.Enum(PartType),
        bike_spec_id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
      }),
      response: BarcodeParam,
    },
    ({ params, query }) => {
      const q = query as { part_type: string; bike_spec_id: number };
      return barcodePartParameter(db, (params as { id: number }).id, q.part_type, q.bike_spec_id);
    },
  );

  both(
    '/bike/:vin/parameter/part_replacement',
    {
      summary: 'What replacing a part type on this bike involves',
      params: Type.Object({ vin: Type.String({ minLength: 1, maxLength: 32 }) }),
      querystring: Type.Object({ operation: Type.Enum(OperationType), part_type: Type.Enum(PartType) }),
      response: ReplacementParam,
    },
    async ({ params, query, user }) => {
      const bike = await bikeForUser(db, user, (params as { vin: string }).vin);
      const q = query as { operation: OperationType; part_type: string };
      return partReplacementParameter(db, bike, q.operation, q.part_type);
    },
  );

  app.get(
    '/v2/bike_spec/:id/setting_parameter/wheel_diameter',
    {
      config: { access: 'get_parameter' },
      preHandler: requireSession(app),
      schema: {
        ...common,
        summary: 'Wheel-diameter setting for this model',
        params: IdParam,
        querystring: Type.Object({ wheel_diameter: Type.Integer({ minimum: 100, maximum: 1000 }) }),
        headers: SessionHeaders,
        response: { 200: ok(WheelSetting) },
      },
    },
    async (request) => ({
      result: await wheelDiameterSetting(db, request.params.id, request.query.wheel_diameter),
    }),
  );
};
