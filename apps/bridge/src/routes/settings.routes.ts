// Bike settings held by the drive unit: light start-up state, assist-level performance (tuning),
// wheel diameter.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AssistLevelPerformanceCodec,
  Did,
  LightStartupCodec,
  StartupLightState,
  U16Codec,
} from '@dealer/contracts';
import type { AssistLevelPerformance } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { StringEnum, replies } from './common.schemas.ts';

const node = 'controller' as const;
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

const toApi = (l: AssistLevelPerformance) => ({
  assist_level: l.assistLevel as '1',
  support_percent: l.supportPercent,
  max_torque_nm: l.maxTorqueNm,
  max_speed_kmh: l.maxSpeedKmh,
});

export const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const read = (action: string, did: number) =>
    conn.read({ action, kind: 'read', node }, (net) => net.client(node).readDataByIdentifier(did));
  const write = (action: string, did: number, data: Uint8Array) =>
    conn.operate({ action, kind: 'write', node }, (net) =>
      conn.unlocked(net, node, () => net.client(node).writeDataByIdentifier(did, data)),
    );

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
    async () => {
      const state = LightStartupCodec.decode(await read('Read light setting', Did.lightStartupState));
      if (!state) throw new BridgeError(600001, 'The drive unit reported an unknown light setting');
      return { light_startup_state: state };
    },
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
    async (request) => {
      await write(
        'Set light setting',
        Did.lightStartupState,
        LightStartupCodec.encode(request.query.light_startup_state),
      );
      return { light_startup_state: request.query.light_startup_state };
    },
  );

  const perfPath = '/v2/drive_unit/setting/assist_level_performance';
  const readLevels = async () =>
    AssistLevelPerformanceCodec.decode(
      await read('Read assist level performance', Did.assistLevelPerformance),
    );
  app.get(
    perfPath,
    {
      schema: {
        tags: ['drive unit'],
        summary: 'Support, torque and speed limit of each assist level',
        response: replies(Levels),
      },
    },
    async () => ({ levels: (await readLevels()).map(toApi) }),
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
    async (request) => {
      const levels = await readLevels();
      for (const p of request.body.levels) {
        const l = levels.find((x) => x.assistLevel === p.assist_level);
        if (!l) throw new BridgeError(400004, `Unknown assist level ${p.assist_level}`);
        if (p.support_percent !== undefined) l.supportPercent = p.support_percent;
        if (p.max_torque_nm !== undefined) l.maxTorqueNm = p.max_torque_nm;
        if (p.max_speed_kmh !== undefined) l.maxSpeedKmh = p.max_speed_kmh;
      }
      await write('Tune performance', Did.assistLevelPerformance, AssistLevelPerformanceCodec.encode(levels));
      return { levels: (await readLevels()).map(toApi) };
    },
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
    async () => ({
      wheel_diameter_mm: U16Codec.decode(await read('Read wheel diameter', Did.wheelDiameter)),
    }),
  );
};
