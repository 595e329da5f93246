// GET /bike/{vin}, GET /bike/{vin}/service_history, PUT /bike/{vin}/hmi/error_code, PATCH /bike/{vin}/image.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok } from '../../lib/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/access.ts';
import { bikeForUser, ownShopId } from '../workspace/workspace-access.ts';
import {
  BikeSchema,
  HmiErrorBody,
  HmiErrorLogSchema,
  HmiErrorQuery,
  ImageBody,
  ServiceHistoryQuery,
  ServiceHistorySchema,
  VinParam,
} from './bike.schemas.ts';
import { bikeDetailForUser, logHmiErrorCode, serviceHistory, setImage } from './bike.service.ts';

export const bikeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app.ctx;
  const common = { tags: ['bike'], security: [{ bearer: [] }] };

  app.get(
    '/bike/:vin',
    {
      config: { access: 'get_bike_info' },
      schema: {
        ...common,
        summary: 'A bike: model, brand, registered components, activation, image',
        params: VinParam,
        response: { 200: ok(BikeSchema) },
      },
    },
    async (request) => ({
      result: await bikeDetailForUser(db, requireUser(request), request.params.vin),
    }),
  );

  app.get(
    '/bike/:vin/service_history',
    {
      config: { access: 'get_bike_info' },
      schema: {
        ...common,
        summary: 'Tasks (by status) and activities of the bike across workspaces',
        params: VinParam,
        querystring: ServiceHistoryQuery,
        response: { 200: ok(ServiceHistorySchema) },
      },
    },
    async (request) => ({
      result: await serviceHistory(
        db,
        await bikeForUser(db, requireUser(request), request.params.vin),
        request.query,
      ),
    }),
  );

  app.put(
    '/bike/:vin/hmi/error_code',
    {
      config: { access: 'manage_bike_info' },
      schema: {
        ...common,
        summary: 'Log an HMI error code seen on the bike',
        params: VinParam,
        querystring: HmiErrorQuery,
        body: HmiErrorBody,
        response: { 200: ok(HmiErrorLogSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (ownShopId(user) !== request.query.bike_shop_id) throw new AppError(403000);
      const bike = await bikeForUser(db, user, request.params.vin);
      return { result: await logHmiErrorCode(db, bike, request.query.bike_shop_id, user.id, request.body) };
    },
  );

  app.patch(
    '/bike/:vin/image',
    {
      config: { access: 'manage_bike_info' },
      schema: {
        ...common,
        summary: "Set the bike's picture",
        params: VinParam,
        body: ImageBody,
        response: { 200: ok(BikeSchema) },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const bike = await bikeForUser(db, user, request.params.vin);
      if (ownShopId(user) !== bike.bikeShopId) throw new AppError(403000);
      return { result: await setImage(db, bike, request.body.image_url) };
    },
  );
};
