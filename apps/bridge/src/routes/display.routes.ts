// Control-and-display unit (HMI): assist-level usage, maintenance warning (v2 distance, v3 distance
// and date), speed unit, activation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AssistLevel, SpeedUnit } from '@dealer/contracts';
import { Type } from 'typebox';
import { StringEnum, replies } from './common.schemas.ts';

const MaintenanceV2 = Type.Object({
  enabled: Type.Boolean(),
  distance_km: Type.Integer({
    minimum: 0,
    maximum: 1_000_000,
    description: 'Odometer reading (km) of the next service; 0 = none',
  }),
});
const MaintenanceV3 = Type.Object({
  enabled: Type.Boolean(),
  distance_km: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  date: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
    description: 'Date of the next service (YYYY-MM-DD); null = none',
  }),
});
export const displayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tags = ['control and display unit'];

  app.get(
    '/v2/control_and_display_unit/assist_level_usage_info',
    {
      schema: {
        tags,
        summary: 'Time and distance ridden in each assist level',
        response: replies(
          Type.Object({
            usage: Type.Array(
              Type.Object({
                assist_level: StringEnum(AssistLevel),
                seconds: Type.Integer(),
                distance_km: Type.Number(),
              }),
            ),
          }),
        ),
      },
    },
    async () => ({ usage: await conn.driveSystem.assistLevelUsage() }),
  );

  const v2 = ({ enabled, distance_km }: { enabled: boolean; distance_km: number }) => ({
    enabled,
    distance_km,
  });
  const path = 'control_and_display_unit/setting/maintenance_warning';
  app.get(
    `/v2/${path}`,
    { schema: { tags, summary: 'Maintenance warning (distance)', response: replies(MaintenanceV2) } },
    async () => v2(await conn.driveSystem.maintenanceWarning()),
  );
  app.put(
    `/v2/${path}`,
    {
      schema: {
        tags,
        summary: 'Set the maintenance warning (distance; a date set through v3 is kept)',
        body: MaintenanceV2,
        response: replies(MaintenanceV2),
      },
    },
    async (request) =>
      v2(
        await conn.driveSystem.setMaintenanceWarning({
          enabled: request.body.enabled,
          distance_km: request.body.distance_km,
        }),
      ),
  );
  app.get(
    `/v3/${path}`,
    {
      schema: { tags, summary: 'Maintenance warning (distance and date)', response: replies(MaintenanceV3) },
    },
    async () => conn.driveSystem.maintenanceWarning(),
  );
  app.put(
    `/v3/${path}`,
    {
      schema: {
        tags,
        summary: 'Set the maintenance warning (distance and date)',
        body: MaintenanceV3,
        response: replies(MaintenanceV3),
      },
    },
    async (request) => conn.driveSystem.setMaintenanceWarning(request.body),
  );

  const SpeedUnitBody = Type.Object({ speed_unit: StringEnum(SpeedUnit) });
  app.get(
    '/v2/control_and_display_unit/setting/speed_unit',
    { schema: { tags, summary: 'Speed unit shown on the display', response: replies(SpeedUnitBody) } },
    async () => ({ speed_unit: await conn.driveSystem.speedUnit() }),
  );
  app.put(
    '/v2/control_and_display_unit/setting/speed_unit',
    {
      schema: {
        tags,
        summary: 'Set the speed unit',
        querystring: SpeedUnitBody,
        response: replies(SpeedUnitBody),
      },
    },
    async (request) => ({ speed_unit: await conn.driveSystem.setSpeedUnit(request.query.speed_unit) }),
  );

  app.post(
    '/v2/control_and_display_unit/activation',
    {
      schema: {
        tags,
        summary: 'Activate the bike (records the activation date in the display)',
        body: Type.Optional(
          Type.Object({
            activation_date: Type.Optional(Type.String({ format: 'date', description: 'Defaults to today' })),
          }),
        ),
        response: replies(Type.Object({ activated: Type.Boolean(), activated_at: Type.String() })),
      },
    },
    async (request) => conn.driveSystem.activate(request.body?.activation_date),
  );
};
