// Bike settings held by the drive unit: light start-up state, assist-level performance (tuning),
// wheel diameter.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { StartupLightState } from '@dealer/contracts';
import { Type } from 'typebox';
import { StringEnum, replies } from './common.schemas.ts';

const Level = Type.Object({
  assist_level: StringEnum(['1', '2', '3', '4', '5'] as const),
  support_percent: Type.Integer({ minimum: 0, maximum: 1000 }),
  max_torque_nm: Type.Integer({ minimum: 0, maximum: 255 }),
  max_speed_kmh: Type.Number({ minimum: 0, maximum: 100 }),
});
const LevelPatch = Type.Object({
  assist_level: StringEnum(['1', '2', '3', '4', '5'] as const),
  support_percent: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  max_torque_nm: Type.Optional(Type.Integer({ minimum: 0, maximum: 255 })),
  max_speed_kmh: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
});
const Levels = Type.Object({ levels: Type.Array(Level) });
const LightState = Type.Object({ light_startup_state: StringEnum(StartupLightState) });

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const lightPath = '/v2/accessory/light/setting/startup_state';
  app.get(
    lightPath,
    {
      schema: {
        tags: ['accessory'],
        summary: 'Whether the lights are on when the bike starts',
        response: replies(LightState),
      },
    },
    async () => ({ light_startup_state: await conn.driveSystem.lightStartup() }),
  );
  app.put(
    lightPath,
    {
      schema: {
        tags: ['accessory'],
        summary: 'Set the light start-up state',
        querystring: LightState,
        response: replies(LightState),
      },
    },
    async (request) => ({
      light_startup_state: await conn.driveSystem.setLightStartup(request.query.light_startup_state),
    }),
  );

  const perfPath = '/v2/drive_unit/setting/assist_level_performance';
  app.get(
    perfPath,
    {
      schema: {
        tags: ['drive unit'],
        summary: 'Support, torque and speed limit of each assist level',
        response: replies(Levels),
      },
    },
    async () => ({ levels: await conn.driveSystem.assistLevels() }),
  );
  app.patch(
    perfPath,
    {
      schema: {
        tags: ['drive unit'],
        summary: 'Tune assist levels (the drive unit refuses values beyond its model limits: 400004)',
        body: Type.Object({ levels: Type.Array(LevelPatch, { minItems: 1, maxItems: 5 }) }),
        response: replies(Levels),
      },
    },
    async (request) => ({ levels: await conn.driveSystem.tuneAssistLevels(request.body.levels) }),
  );

  app.get(
    '/v2/drive_unit/setting/wheel_diameter',
    {
      schema: {
        tags: ['drive unit'],
        summary: 'Wheel diameter the speed is computed with',
        response: replies(Type.Object({ wheel_diameter_mm: Type.Integer() })),
      },
    },
    async () => ({ wheel_diameter_mm: await conn.driveSystem.wheelDiameterMm() }),
  );
};
