// Bafang's own calls (decisions 1124, 1125; routes in routes/bafang/bafang-settings.routes.ts): typed
// settings with guard rails, snapshots and their restore, display tools, and what a Bafang system says
// about itself. One line each: the call's key ("METHOD path"), its activity and its service function.
import type { BafangSystem } from './bafang-system.ts';
import type { BridgeActivity } from '../capabilities.ts';
import type { BrandCallRequest } from '../drive-system.ts';
import { readBafangLiveSources, readBafangVoltages } from './bafang-live.ts';
import * as settings from './bafang-settings.ts';
import * as display from './bafang-display-tools.ts';
import * as info from './bafang-info.ts';
import { listSnapshots } from './bafang-snapshots.ts';

interface BafangBrandCall {
  activity: BridgeActivity;
  handle: (system: BafangSystem, request: BrandCallRequest) => Promise<unknown>;
}
const call = (activity: BridgeActivity, handle: BafangBrandCall['handle']): BafangBrandCall => ({
  activity,
  handle,
});
type Body<F extends (s: BafangSystem, b: never) => unknown> = Parameters<F>[1];

export const bafangBrandCalls: Record<string, BafangBrandCall> = {
  'GET /v2/bafang/device_info': call('identification', (system) => info.readBafangDeviceInfo(system)),
  'GET /v2/bafang/trip_statistics': call('odometer', (system) => info.readBafangTripStatistics(system)),
  'GET /v2/bafang/battery/cells': call('battery_information', (system) =>
    info.readBafangCellVoltages(system),
  ),
  'GET /v2/bafang/live_sources': call('live_data', (system) => readBafangLiveSources(system)),
  'GET /v2/bafang/voltages': call('live_data', (system) => readBafangVoltages(system)),
  'GET /v2/bafang/drive_unit/speed': call('speed_limit', (system) => settings.readBafangSpeed(system)),
  'PUT /v2/bafang/drive_unit/speed': call('speed_limit', (system, { body }) =>
    settings.writeBafangSpeed(system, body as Body<typeof settings.writeBafangSpeed>),
  ),
  'GET /v2/bafang/drive_unit/parameters': call('parameters', (system) =>
    settings.readBafangParameters(system),
  ),
  'PUT /v2/bafang/drive_unit/parameters': call('parameters', (system, { body }) =>
    settings.writeBafangParameters(system, body as Body<typeof settings.writeBafangParameters>),
  ),
  'GET /v2/bafang/drive_unit/torque_profiles': call('parameters', (system) =>
    settings.readBafangTorqueProfiles(system),
  ),
  'PUT /v2/bafang/drive_unit/torque_profiles': call('parameters', (system, { body }) =>
    settings.writeBafangTorqueProfiles(
      system,
      (body as { profiles: Body<typeof settings.writeBafangTorqueProfiles> }).profiles,
    ),
  ),
  'POST /v2/bafang/drive_unit/calibrate_position_sensor': call('parameters', (system) =>
    display.calibrateBafangPositionSensor(system),
  ),
  'PUT /v2/bafang/display/time': call('parameters', (system, { body }) =>
    display.setBafangDisplayTime(system, body as Body<typeof display.setBafangDisplayTime>),
  ),
  'PUT /v2/bafang/display/mileage': call('odometer', (system, { body }) =>
    display.writeBafangMileage(system, body as Body<typeof display.writeBafangMileage>),
  ),
  'DELETE /v2/bafang/display/service_mileage': call('odometer', (system) =>
    display.resetBafangServiceMileage(system),
  ),
  'GET /v2/bafang/snapshots': call('parameters', async (system) => ({ snapshots: listSnapshots(system) })),
  'POST /v2/bafang/snapshots/:id/restore': call('parameters', (system, { params }) =>
    settings.restoreBafangSnapshot(system, Number(params.id)),
  ),
};
