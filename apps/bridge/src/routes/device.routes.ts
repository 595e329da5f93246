// Per-device calls: battery information and state, real-time clocks, HMI panel frames, controller reboot.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FrameKind } from '@dealer/contracts';
import { Type } from 'typebox';
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

export const deviceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  const tags = ['device'];

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
    async (request) => conn.driveSystem.batteryInformation(request.params.partType),
  );

  for (const node of ['battery', 'range_extender_battery'] as const) {
    app.get(
      `/v2/device/${node}/state`,
      {
        schema: { tags, summary: `State of the ${node.replace(/_/g, ' ')}`, response: replies(BatteryState) },
      },
      async () => conn.driveSystem.batteryState(node),
    );
  }

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
    async (request) => ({
      part_type: request.params.partType,
      time: await conn.driveSystem.readClock(request.params.partType),
    }),
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
    async (request) => ({
      part_type: request.params.partType,
      time: await conn.driveSystem.setClock(request.params.partType, request.body.time),
    }),
  );

  const Frames = Type.Object({
    font_version: Type.Union([Type.String(), Type.Null()]),
    icon_version: Type.Union([Type.String(), Type.Null()]),
  });
  app.get(
    '/v2/device/hmi/panel_frame',
    { schema: { tags, summary: 'Font and icon frame versions of the display', response: replies(Frames) } },
    async () => conn.driveSystem.panelFrameVersions(),
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
    async (request) => conn.driveSystem.updatePanelFrame(request.body.frame_type, request.body),
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
    async () => conn.driveSystem.rebootController(),
  );
};
