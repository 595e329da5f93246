// GET /v2/device/battery/state and /v2/device/range_extender_battery/state (bridge): charge, health,
// cycles, temperature, voltage and current now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { BatteryPart } from './battery-information.ts';

const getBatteryState = (partType: BatteryPart) =>
  partType === 'battery'
    ? bridgeRequest('get', '/v2/device/battery/state', { action: 'Read battery state' })
    : bridgeRequest('get', '/v2/device/range_extender_battery/state', { action: 'Read battery state' });
const batteryStateQuery = (partType: BatteryPart) =>
  queryOptions({
    queryKey: ['bridge', 'battery_state', partType],
    queryFn: () => getBatteryState(partType),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useBatteryState = (partType: BatteryPart, enabled = true) =>
  useQuery({ ...batteryStateQuery(partType), enabled });
