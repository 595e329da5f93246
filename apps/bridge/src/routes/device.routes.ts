// Per-device calls: battery information and state, real-time clocks, HMI panel frames, controller reboot.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BatteryInformationCodec,
  BatteryStateCodec,
  Did,
  FrameKind,
  U32Codec,
  UdsResetType,
  nodeOfComponent,
} from '@dealer/contracts';
import type { UdsNodeName } from '@dealer/contracts';
import { Type } from 'typebox';
import { BridgeError } from '../lib/bridge-error.ts';
import { updatePanelFrame } from '../operations/panel-frame-update.operation.ts';
import { ComponentParam, FrameUpdateConfig, StringEnum, replies } from './common.schemas.ts';

const BatteryState = Type.Object({
  part_type: StringEnum(['battery', 'range_extender_battery'] as const),
  charge_percent: Type.Integer(),
  health_percent: Type.Integer(),
  cycle_count: Type.Union([Type.Integer(), Type.Null()], {
    description: 'null when the battery does not report it (Bafang CAN)',
  }),
  temperature_c: Type.Number(),
  voltage_v: Type.Number(),
  current_a: Type.Number(),
  charging: Type.Boolean(),
});
const BatteryInformation = Type.Object({
  part_type: StringEnum(['battery', 'range_extender_battery'] as const),
  design_capacity_wh: Type.Union([Type.Integer(), Type.Null()]),
  nominal_voltage_v: Type.Union([Type.Number(), Type.Null()]),
  capacity_mah: Type.Integer(),
  cells_series: Type.Integer(),
  cells_parallel: Type.Union([Type.Integer(), Type.Null()], {
    description: 'null when not reported (Bafang CAN)',
  }),
  manufacture_date: Type.Union([Type.String({ format: 'date' }), Type.Null()]),
});
const Clock = Type.Object({ part_type: Type.String(), time: Type.String({ format: 'date-time' }) });
const CLOCK_NODES: readonly UdsNodeName[] = ['hmi', 'battery', 'range_extender_battery'];

export const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tags = ['device'];
  const batteryNode = (partType: string) => {
    if (partType !== 'battery' && partType !== 'range_extender_battery')
      throw new BridgeError(300202, `${partType} has no battery information`, { component: partType });
    return partType;
  };

  app.get(
    '/v2/device/:partType/battery_information',
    {
      schema: {
        tags,
        summary: 'Battery pack information (battery or range_extender_battery)',
        params: ComponentParam,
        response: replies(BatteryInformation),
      },
    },
    async (request) => {
      const node = batteryNode(request.params.partType);
      const i = await conn.read({ action: 'Read battery information', kind: 'read', node }, async (net) =>
        BatteryInformationCodec.decode(await net.client(node).readDataByIdentifier(Did.batteryInformation)),
      );
      return {
        part_type: node,
        design_capacity_wh: i.designCapacityWh,
        nominal_voltage_v: i.nominalVoltageV,
        capacity_mah: i.capacityMah,
        cells_series: i.cellsSeries,
        cells_parallel: i.cellsParallel,
        manufacture_date: i.manufactureDate,
      };
    },
  );

  for (const node of ['battery', 'range_extender_battery'] as const) {
    app.get(
      `/v2/device/${node}/state`,
      {
        schema: { tags, summary: `State of the ${node.replace(/_/g, ' ')}`, response: replies(BatteryState) },
      },
      async () => {
        const s = await conn.read({ action: 'Read battery state', kind: 'read', node }, async (net) =>
          BatteryStateCodec.decode(await net.client(node).readDataByIdentifier(Did.batteryState)),
        );
        return {
          part_type: node,
          charge_percent: s.chargePercent,
          health_percent: s.healthPercent,
          cycle_count: s.cycleCount,
          temperature_c: s.temperatureC,
          voltage_v: s.voltageV,
          current_a: s.currentA,
          charging: s.charging,
        };
      },
    );
  }

  const clockNode = (partType: Parameters<typeof nodeOfComponent>[0]) => {
    const node = nodeOfComponent(partType);
    if (!CLOCK_NODES.includes(node))
      throw new BridgeError(300202, `${partType} has no real-time clock`, { component: partType });
    return node;
  };
  app.get(
    '/v2/device/:partType/real_time_clock',
    {
      schema: {
        tags,
        summary: 'Real-time clock (hmi, battery, range_extender_battery)',
        params: ComponentParam,
        response: replies(Clock),
      },
    },
    async (request) => {
      const node = clockNode(request.params.partType);
      const t = await conn.read({ action: 'Read clock', kind: 'read', node }, async (net) =>
        U32Codec.decode(await net.client(node).readDataByIdentifier(Did.realTimeClock)),
      );
      return { part_type: request.params.partType, time: new Date(t * 1000).toISOString() };
    },
  );
  app.put(
    '/v2/device/:partType/real_time_clock',
    {
      schema: {
        tags,
        summary: 'Set a real-time clock',
        params: ComponentParam,
        body: Type.Object({ time: Type.String({ format: 'date-time' }) }),
        response: replies(Clock),
      },
    },
    async (request) => {
      const node = clockNode(request.params.partType);
      const ms = Date.parse(request.body.time);
      if (Number.isNaN(ms)) throw new BridgeError(400004, 'time must be an ISO date-time');
      const seconds = Math.round(ms / 1000);
      await conn.operate({ action: 'Set clock', kind: 'write', node }, (net) =>
        conn.unlocked(net, node, () =>
          net.client(node).writeDataByIdentifier(Did.realTimeClock, U32Codec.encode(seconds)),
        ),
      );
      return { part_type: request.params.partType, time: new Date(seconds * 1000).toISOString() };
    },
  );

  const Frames = Type.Object({
    font_version: Type.Union([Type.String(), Type.Null()]),
    icon_version: Type.Union([Type.String(), Type.Null()]),
  });
  app.get(
    '/v2/device/hmi/panel_frame',
    { schema: { tags, summary: 'Font and icon frame versions of the display', response: replies(Frames) } },
    async () =>
      conn.read({ action: 'Read panel frame', kind: 'read', node: 'hmi' }, async () => {
        const id = await conn.refreshIdentity('hmi');
        return { font_version: id.fontVersion ?? null, icon_version: id.iconVersion ?? null };
      }),
  );
  app.put(
    '/v2/device/hmi/panel_frame',
    {
      schema: {
        tags,
        summary: 'Update a display frame (font or icon); progress on /v1/progress/panel_frame_update',
        body: FrameUpdateConfig,
        response: replies(Type.Object({ frame_type: StringEnum(FrameKind), version: Type.String() })),
      },
    },
    async (request) => updatePanelFrame(app.bridge, request.body.frame_type, request.body),
  );

  app.post(
    '/v2/device/controller/reboot',
    {
      schema: {
        tags,
        summary: 'Reboot the controller',
        response: replies(Type.Object({ rebooted: Type.Boolean(), in_bootloader: Type.Boolean() })),
      },
    },
    async () =>
      conn.operate({ action: 'Reboot controller', kind: 'operation', node: 'controller' }, async (net) => {
        await net.client('controller').ecuReset(UdsResetType.hard);
        const deadline = performance.now() + 10_000;
        for (;;) {
          try {
            const id = await conn.refreshIdentity('controller');
            return { rebooted: true, in_bootloader: id.bootMode === 'bootloader' };
          } catch (e) {
            if (performance.now() > deadline) throw e;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      }),
  );
};
