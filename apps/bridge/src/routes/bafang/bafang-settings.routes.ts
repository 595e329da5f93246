// The Bafang-only calls (decisions 1124, 1125): typed settings with guard rails, snapshots and their
// restore, display tools, and what a Bafang system says about itself. While a Bafang bike is connected
// the drive system answers them (drive-systems/bafang/bafang-brand-calls.ts); others say why not.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { TSchema } from 'typebox';
import { replies } from '../common.schemas.ts';
import * as S from './bafang-settings.schemas.ts';

type Method = 'get' | 'put' | 'post' | 'delete';
interface BafangRoute {
  method: Method;
  path: string;
  summary: string;
  response: TSchema;
  body?: TSchema;
  params?: TSchema;
}

const Done = Type.Object({ calibrated: Type.Boolean(), read_back: Type.Literal('not_readable') });

/** Every Bafang-only call: its path, what it does, its shapes. */
export const BafangRoutes: BafangRoute[] = [
  {
    method: 'get',
    path: '/v2/bafang/device_info',
    summary: 'Manufacturer, customer number and bootloader version per device',
    response: S.DeviceInfo,
  },
  {
    method: 'get',
    path: '/v2/bafang/trip_statistics',
    summary: 'Total and trip mileage, max and average speed, service mileage (display)',
    response: S.TripStatistics,
  },
  {
    method: 'get',
    path: '/v2/bafang/battery/cells',
    summary: 'Cell voltages of the pack',
    response: S.CellVoltages,
  },
  {
    method: 'get',
    path: '/v2/bafang/live_sources',
    summary: 'Each live value with the device and message it came from',
    response: S.LiveSources,
  },
  {
    method: 'get',
    path: '/v2/bafang/voltages',
    summary: "The pack's voltage and the drive unit's reading of it",
    response: S.Voltages,
  },
  {
    method: 'get',
    path: '/v2/bafang/drive_unit/speed',
    summary: 'Speed limit, wheel size and circumference, with the wheel table',
    response: S.SpeedSettingsWithWheels,
  },
  {
    method: 'put',
    path: '/v2/bafang/drive_unit/speed',
    summary:
      'Write speed limit (at most the legal limit), wheel and circumference: snapshot, write, read back',
    body: S.SpeedChange,
    response: S.WriteResult(S.SpeedSettings),
  },
  {
    method: 'get',
    path: '/v2/bafang/drive_unit/parameters',
    summary: 'Parameter block 1, typed: units, ranges, writable',
    response: S.Parameters,
  },
  {
    method: 'put',
    path: '/v2/bafang/drive_unit/parameters',
    summary: 'Write typed fields of parameter block 1: snapshot, write, read back',
    body: S.ParametersChange,
    response: S.WriteResult(S.Parameter1Value),
  },
  {
    method: 'get',
    path: '/v2/bafang/drive_unit/torque_profiles',
    summary: 'The six torque profiles (parameter block 2)',
    response: S.TorqueProfiles,
  },
  {
    method: 'put',
    path: '/v2/bafang/drive_unit/torque_profiles',
    summary: 'Write torque profile fields: snapshot, write, read back',
    body: S.TorqueProfilesChange,
    response: S.WriteResult(Type.Array(S.TorqueProfile)),
  },
  {
    method: 'post',
    path: '/v2/bafang/drive_unit/calibrate_position_sensor',
    summary: 'Start the position-sensor calibration (the motor turns: rear wheel free)',
    response: Done,
  },
  {
    method: 'put',
    path: '/v2/bafang/display/time',
    summary: 'Set the display clock (the display answers no read of it)',
    body: S.DisplayTime,
    response: S.WriteResult(S.DisplayTime),
  },
  {
    method: 'put',
    path: '/v2/bafang/display/mileage',
    summary: 'Write total and/or trip mileage: snapshot, write, read back',
    body: S.MileageChange,
    response: S.WriteResult(S.Mileage),
  },
  {
    method: 'delete',
    path: '/v2/bafang/display/service_mileage',
    summary: 'Reset the service mileage (the value before is kept as a record)',
    response: S.WriteResult(S.ServiceMileage),
  },
  {
    method: 'get',
    path: '/v2/bafang/snapshots',
    summary: 'Snapshots taken before each write on this connection, newest first',
    response: S.Snapshots,
  },
  {
    method: 'post',
    path: '/v2/bafang/snapshots/:id/restore',
    summary: 'Write a snapshot back and read it back',
    params: S.SnapshotParam,
    response: S.RestoreResult,
  },
];

export const bafangSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const conn = app.bridge.connection;
  for (const r of BafangRoutes)
    app.route({
      method: r.method.toUpperCase(),
      url: r.path,
      schema: {
        tags: ['bafang'],
        summary: r.summary,
        ...(r.body ? { body: r.body } : {}),
        ...(r.params ? { params: r.params } : {}),
        response: replies(r.response),
      },
      handler: (request) =>
        conn.driveSystem.brandCall({
          key: `${r.method.toUpperCase()} ${r.path}`,
          action: r.summary,
          write: r.method !== 'get',
          body: request.body,
          params: request.params as Record<string, string>,
        }),
    });
};
