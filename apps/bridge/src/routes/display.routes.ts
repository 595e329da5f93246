// Control-and-display unit (HMI): assist-level usage, maintenance warning (v2 distance, v3 distance
// and date), speed unit, activation.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ActivationCodec,
  AssistLevel,
  AssistLevelUsageCodec,
  Did,
  MaintenanceWarningCodec,
  Routine,
  RoutineControlType,
  SpeedUnit,
  SpeedUnitCodec,
} from '@dealer/contracts';
import type { MaintenanceWarning } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { StringEnum, replies } from './common.schemas.ts';

const DAY_MS = 86_400_000;
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
const dayToDate = (day: number) => (day === 0 ? null : new Date(day * DAY_MS).toISOString().slice(0, 10));
const dateToDay = (date: string | null) =>
  date === null ? 0 : Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);

export const displayRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tags = ['control and display unit'];
  const node = 'hmi' as const;
  const read = (action: string, did: number) =>
    conn.read({ action, kind: 'read', node }, (net) => net.client(node).readDataByIdentifier(did));
  const write = (action: string, did: number, data: Uint8Array) =>
    conn.operate({ action, kind: 'write', node }, (net) =>
      conn.unlocked(net, node, () => net.client(node).writeDataByIdentifier(did, data)),
    );

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
    async () => ({
      usage: AssistLevelUsageCodec.decode(await read('Read assist level usage', Did.assistLevelUsage)).map(
        (u) => ({
          assist_level: u.assistLevel,
          seconds: u.seconds,
          distance_km: Math.round(u.distanceM / 100) / 10,
        }),
      ),
    }),
  );

  const readWarning = async () =>
    MaintenanceWarningCodec.decode(await read('Read maintenance warning', Did.maintenanceWarning));
  const writeWarning = (m: MaintenanceWarning) =>
    write('Set maintenance warning', Did.maintenanceWarning, MaintenanceWarningCodec.encode(m));
  const v2 = (m: MaintenanceWarning) => ({ enabled: m.enabled, distance_km: m.nextServiceKm });
  const v3 = (m: MaintenanceWarning) => ({ ...v2(m), date: dayToDate(m.nextServiceDay) });
  const path = 'control_and_display_unit/setting/maintenance_warning';
  app.get(
    `/v2/${path}`,
    { schema: { tags, summary: 'Maintenance warning (distance)', response: replies(MaintenanceV2) } },
    async () => v2(await readWarning()),
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
    async (request) => {
      const current = await readWarning();
      await writeWarning({
        ...current,
        enabled: request.body.enabled,
        nextServiceKm: request.body.distance_km,
      });
      return v2(await readWarning());
    },
  );
  app.get(
    `/v3/${path}`,
    {
      schema: { tags, summary: 'Maintenance warning (distance and date)', response: replies(MaintenanceV3) },
    },
    async () => v3(await readWarning()),
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
    async (request) => {
      const day = dateToDay(request.body.date);
      if (Number.isNaN(day)) throw new BridgeError(400004, `Invalid date ${request.body.date}`);
      await writeWarning({
        enabled: request.body.enabled,
        nextServiceKm: request.body.distance_km,
        nextServiceDay: day,
      });
      return v3(await readWarning());
    },
  );

  const SpeedUnitBody = Type.Object({ speed_unit: StringEnum(SpeedUnit) });
  app.get(
    '/v2/control_and_display_unit/setting/speed_unit',
    { schema: { tags, summary: 'Speed unit shown on the display', response: replies(SpeedUnitBody) } },
    async () => {
      const unit = SpeedUnitCodec.decode(await read('Read speed unit', Did.speedUnit));
      if (!unit) throw new BridgeError(600001, 'The display reported an unknown speed unit');
      return { speed_unit: unit };
    },
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
    async (request) => {
      await write('Set speed unit', Did.speedUnit, SpeedUnitCodec.encode(request.query.speed_unit));
      return { speed_unit: request.query.speed_unit };
    },
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
    async (request) => {
      const date = request.body?.activation_date;
      const at = date ? Math.round(Date.parse(`${date}T00:00:00Z`) / 1000) : 0;
      if (Number.isNaN(at)) throw new BridgeError(400004, `Invalid date ${date}`);
      await conn.operate({ action: 'Activate bike', kind: 'operation', node }, (net) =>
        conn.unlocked(net, node, () =>
          net
            .client(node)
            .routineControl(
              RoutineControlType.start,
              Routine.activation,
              Uint8Array.of(at >>> 24, (at >>> 16) & 0xff, (at >>> 8) & 0xff, at & 0xff),
            ),
        ),
      );
      const a = ActivationCodec.decode(await read('Read activation', Did.activation));
      return { activated: a.activated, activated_at: new Date(a.activatedAt * 1000).toISOString() };
    },
  );
};
