// The Bafang-only bridge calls (decisions 1124, 1125) as queries and verified writes. Each write the
// bridge snapshots, writes and reads back; the portal then records it as a parameter_sync activity of
// the drive unit with the digest of its parameter block as now read (what the parameter check compares).
import type { BafangTorqueProfileField } from '@dealer/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import { recordActivity } from '../../../domain/service-tool/index.ts';

const q = <T>(key: string, fn: () => Promise<T>) =>
  queryOptions({
    queryKey: ['bridge', 'bafang', key],
    queryFn: fn,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });

export const protocolQuery = q('protocol', () => bridgeRequest('get', '/v2/bike/protocol_type'));
export const infoQuery = q('info', () => bridgeRequest('get', '/v2/bafang/device_info'));
export const tripQuery = q('trip', () => bridgeRequest('get', '/v2/bafang/trip_statistics'));
export const cellsQuery = q('cells', () => bridgeRequest('get', '/v2/bafang/battery/cells'));
export const speedQuery = q('speed', () => bridgeRequest('get', '/v2/bafang/drive_unit/speed'));
export const parametersQuery = q('parameters', () =>
  bridgeRequest('get', '/v2/bafang/drive_unit/parameters'),
);
export const torqueQuery = q('torque', () => bridgeRequest('get', '/v2/bafang/drive_unit/torque_profiles'));
export const snapshotsQuery = q('snapshots', () => bridgeRequest('get', '/v2/bafang/snapshots'));

export const useBafangQuery = <T>(options: ReturnType<typeof q<T>>, enabled = true) =>
  useQuery({ ...options, enabled });

const putSpeed = (body: { speed_limit_kmh?: number; wheel?: string; circumference_mm?: number }) =>
  bridgeRequest('put', '/v2/bafang/drive_unit/speed', { body, action: 'Write speed and wheel' });
const putParameters = (body: Record<string, number | boolean>) =>
  bridgeRequest('put', '/v2/bafang/drive_unit/parameters', { body, action: 'Write drive unit parameters' });
type TorquePatch = Partial<Record<BafangTorqueProfileField, number>>;
const putTorque = (profiles: TorquePatch[]) =>
  bridgeRequest('put', '/v2/bafang/drive_unit/torque_profiles', {
    body: { profiles },
    action: 'Write torque profiles',
  });
const putTime = (body: { hours: number; minutes: number; seconds: number }) =>
  bridgeRequest('put', '/v2/bafang/display/time', { body, action: 'Set the display clock' });
const putMileage = (body: { total_km?: number; trip_km?: number }) =>
  bridgeRequest('put', '/v2/bafang/display/mileage', { body, action: 'Write mileage' });
const resetService = () =>
  bridgeRequest('delete', '/v2/bafang/display/service_mileage', { action: 'Reset service mileage' });
const calibrate = () =>
  bridgeRequest('post', '/v2/bafang/drive_unit/calibrate_position_sensor', {
    action: 'Calibrate the position sensor',
  });
const restore = (id: number) =>
  bridgeRequest('post', '/v2/bafang/snapshots/{id}/restore', { params: { id }, action: 'Restore snapshot' });

/** SHA-256 of the bytes, hex, as the parameter check digests a block (the task engine compares it). */
async function digestOf(array: readonly number[]): Promise<string> {
  const hash = await crypto.subtle.digest('SHA-256', Uint8Array.from(array));
  return [...new Uint8Array(hash)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The activity of a verified write: the drive unit's block digest as read now, and what changed. */
async function record(comment: string) {
  const block = await bridgeRequest('get', '/v2/parameter/{partType}/data_array', {
    params: { partType: 'controller' },
  });
  await recordActivity(
    'parameter_sync',
    { part_type: 'mid_motor', digest: await digestOf(block.data_array), comment },
    { dialog: false, reload: false },
  );
}

/** `alsoShownAs`: another screen's query of the same value (the odometer card shows the total). */
function useVerifiedWrite<A>(
  fn: (a: A) => Promise<unknown>,
  describe: (a: A) => string,
  alsoShownAs?: string,
) {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: async (a: A) => {
      const result = await fn(a);
      await qc.invalidateQueries({ queryKey: ['bridge', 'bafang'] });
      if (alsoShownAs) await qc.invalidateQueries({ queryKey: ['bridge', alsoShownAs] });
      await record(describe(a));
      return result;
    },
  });
}

export const useWriteSpeed = () =>
  useVerifiedWrite(putSpeed, (b) => `bafang speed/wheel ${JSON.stringify(b)}`);
export const useWriteParameters = () =>
  useVerifiedWrite(putParameters, (b) => `bafang parameter block 1 ${JSON.stringify(b)}`);
export const useWriteTorque = () =>
  useVerifiedWrite(putTorque, (p) => `bafang torque profiles ${JSON.stringify(p)}`);
export const useSetDisplayTime = () =>
  useVerifiedWrite(putTime, (b) => `bafang display clock set to ${b.hours}:${b.minutes}:${b.seconds}`);
export const useWriteMileage = () =>
  useVerifiedWrite(putMileage, (b) => `bafang mileage ${JSON.stringify(b)}`, 'odometer');
export const useResetServiceMileage = () =>
  useVerifiedWrite(resetService, () => 'bafang service mileage reset');
export const useCalibratePositionSensor = () =>
  useVerifiedWrite(calibrate, () => 'bafang position sensor calibrated');
export const useRestoreSnapshot = () => useVerifiedWrite(restore, (id) => `bafang snapshot ${id} restored`);
