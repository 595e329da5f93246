// Bike-wide reads (identification, module ids, odometer, riding statistics, protocol), the error
// codes (error-codes.routes.ts) and the power calls (ship/sleep mode, shutdown).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Did,
  Routine,
  RoutineControlType,
  RidingStatsCodec,
  SupportedProtocolType,
  U32Codec,
} from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import type { ComponentIdentity } from '../services/component-identity.ts';
import { ComponentInfo, PartTypeSchema, StringEnum, replies } from './common.schemas.ts';
import { errorCodeRoutes } from './error-codes.routes.ts';

export function componentInfo(c: ComponentIdentity) {
  return {
    part_type: c.partType,
    component: c.component ?? null,
    part_spec_code: c.partSpecCode,
    barcode: c.barcode,
    module_id: c.moduleId,
    module_id_valid: c.moduleIdValid,
    hardware_version: c.hardwareVersion,
    firmware_version: c.firmwareVersion,
    font_version: c.fontVersion ?? null,
    icon_version: c.iconVersion ?? null,
    in_bootloader: c.bootMode === 'bootloader',
  };
}

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
    async () =>
      conn.read({ action: 'Read bike information', kind: 'read' }, async () => {
        for (const c of conn.components) await conn.refreshIdentity(c.node);
        return {
          vin: conn.vin,
          protocol_type: conn.protocolType ?? null,
          bus_bitrate: conn.detection?.bitrate ?? null,
          components: conn.components.map(componentInfo),
        };
      }),
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
    async () =>
      conn.read({ action: 'Read module id', kind: 'read' }, async () => {
        const ids = [];
        for (const c of conn.components) {
          const id = await conn.refreshIdentity(c.node);
          ids.push({ part_type: id.partType, module_id: id.moduleId, valid: id.moduleIdValid });
        }
        return { module_ids: ids };
      }),
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
    async () =>
      conn.read({ action: 'Read protocol type', kind: 'read' }, async () => ({
        protocol_type: conn.protocolType ?? null,
      })),
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
    async () =>
      conn.read({ action: 'Read odometer', kind: 'read', node: 'controller' }, async (net) => {
        const m = U32Codec.decode(await net.client('controller').readDataByIdentifier(Did.odometer));
        return { odometer_km: Math.round(m / 100) / 10, odometer_m: m };
      }),
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
    async () =>
      conn.read({ action: 'Read riding statistics', kind: 'read', node: 'controller' }, async (net) => {
        const s = RidingStatsCodec.decode(
          await net.client('controller').readDataByIdentifier(Did.ridingStats),
        );
        return {
          total_ride_time_s: s.rideTimeS,
          total_energy_wh: s.energyWh,
          max_speed_kmh: s.maxSpeedKmh,
          avg_speed_kmh: s.avgSpeedKmh,
          trip_count: s.tripCount,
        };
      }),
  );

  const power =
    (routine: number, state: 'ship_mode' | 'off', action: string, node: 'controller' | 'hmi') => async () => {
      await conn.operate({ action, kind: 'operation', node }, async (net) => {
        await conn.unlocked(net, node, () =>
          net.client(node).routineControl(RoutineControlType.start, routine),
        );
      });
      // The bike stops answering once it powers down: the connection ends here.
      await conn.closeAll();
      if (conn.connected) throw new BridgeError(500999);
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
    power(Routine.shipMode, 'ship_mode', 'Enter sleep mode', 'controller'),
  );
  app.post(
    '/v2/bike/shutdown',
    { schema: { tags, summary: 'Switch the drive system off', response: replies(PowerResult) } },
    power(Routine.systemShutdown, 'off', 'Shut down', 'hmi'),
  );
};
