// Bike-wide reads (identification, module ids, odometer, riding statistics, protocol), the error
// codes (error-codes.routes.ts) and the power calls (ship/sleep mode, shutdown).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SupportedProtocolType } from '@dealer/contracts';
import { Type } from 'typebox';
import { ComponentInfo, PartTypeSchema, StringEnum, replies } from './common.schemas.ts';
import { errorCodeRoutes } from './error-codes.routes.ts';

const PowerResult = Type.Object({
  power_state: StringEnum(['ship_mode', 'off'] as const),
  connection_status: StringEnum(['DISCONNECTED'] as const),
});

export const bikeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tags = ['bike'];

  app.get(
    '/v2/bike/basic_info',
    {
      schema: {
        tags,
        summary: 'Identification of every component (full read)',
        response: replies(
          Type.Object({
            vin: Type.String(),
            protocol_type: Type.Union([StringEnum(SupportedProtocolType), Type.Null()]),
            bus_bitrate: Type.Union([Type.Integer(), Type.Null()], {
              description: 'Bus bitrate found by detection on connect',
            }),
            components: Type.Array(ComponentInfo),
          }),
        ),
      },
    },
    async () => conn.driveSystem.identify(),
  );

  app.get(
    '/v2/bike/module_id',
    {
      schema: {
        tags,
        summary: 'Module id (MID) of every component',
        response: replies(
          Type.Object({
            module_ids: Type.Array(
              Type.Object({ part_type: PartTypeSchema, module_id: Type.String(), valid: Type.Boolean() }),
            ),
          }),
        ),
      },
    },
    async () => ({ module_ids: await conn.driveSystem.moduleIds() }),
  );

  // Registered here, between the identity reads and the rest, so the OpenAPI document keeps its order.
  await app.register(errorCodeRoutes);

  app.get(
    '/v2/bike/protocol_type',
    {
      schema: {
        tags,
        summary: 'Drive-system protocol family',
        response: replies(
          Type.Object({ protocol_type: Type.Union([StringEnum(SupportedProtocolType), Type.Null()]) }),
        ),
      },
    },
    async () => ({ protocol_type: await conn.driveSystem.protocolType() }),
  );

  app.get(
    '/v2/bike/odometer',
    {
      schema: {
        tags,
        summary: 'Odometer',
        response: replies(Type.Object({ odometer_km: Type.Number(), odometer_m: Type.Integer() })),
      },
    },
    async () => conn.driveSystem.odometer(),
  );

  app.get(
    '/v2/bike/riding_stats',
    {
      schema: {
        tags,
        summary: 'Riding statistics',
        response: replies(
          Type.Object({
            total_ride_time_s: Type.Integer(),
            total_energy_wh: Type.Integer(),
            max_speed_kmh: Type.Number(),
            avg_speed_kmh: Type.Number(),
            trip_count: Type.Integer(),
          }),
        ),
      },
    },
    async () => conn.driveSystem.ridingStats(),
  );

  const power = (state: 'ship_mode' | 'off') => async () => {
    await conn.driveSystem.powerOff(state);
    return { power_state: state, connection_status: 'DISCONNECTED' as const };
  };
  app.post(
    '/v2/bike/sleep_mode',
    {
      schema: {
        tags,
        summary: 'Ship (sleep) mode: the bike powers down until a charger wakes it',
        response: replies(PowerResult),
      },
    },
    power('ship_mode'),
  );
  app.post(
    '/v2/bike/shutdown',
    { schema: { tags, summary: 'Switch the drive system off', response: replies(PowerResult) } },
    power('off'),
  );
};
