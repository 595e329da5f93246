// Bridge GET /v2/device/battery/state: charge and charging of the main battery (pre-flight check).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { BridgeResultOf } from '../../../lib/bridge/bridge-types.ts';

export type BatteryState = BridgeResultOf<'/v2/device/battery/state', 'get'>;
export const batteryStateQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'battery', 'state'],
    queryFn: () => bridgeRequest('get', '/v2/device/battery/state', { action: 'Read battery state' }),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useBatteryState = (enabled: boolean) => useQuery({ ...batteryStateQuery(), enabled });
