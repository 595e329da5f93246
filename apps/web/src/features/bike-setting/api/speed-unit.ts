// GET/PUT /v2/control_and_display_unit/setting/speed_unit (bridge): km/h or mph on the display.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import { reactToServiceToolError } from '../../../domain/service-tool/index.ts';
import type { BridgeQueryOf } from '../../../lib/bridge/bridge-types.ts';

export type SpeedUnit = BridgeQueryOf<'/v2/control_and_display_unit/setting/speed_unit', 'put'>['speed_unit'];

const path = '/v2/control_and_display_unit/setting/speed_unit';
const getSpeedUnit = () => bridgeRequest('get', path, { action: 'Read speed unit' });
const putSpeedUnit = (unit: SpeedUnit) =>
  bridgeRequest('put', path, { query: { speed_unit: unit }, action: 'Set speed unit' });

const speedUnitQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'speed_unit'],
    queryFn: getSpeedUnit,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useSpeedUnit = (enabled = true) => useQuery({ ...speedUnitQuery(), enabled });
export function useSetSpeedUnit() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    onError: (e) => reactToServiceToolError(e, { action: 'Set speed unit' }),
    mutationFn: putSpeedUnit,
    onSuccess: (data) => qc.setQueryData(speedUnitQuery().queryKey, data),
  });
}
