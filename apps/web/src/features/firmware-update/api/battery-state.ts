// Bridge GET /v2/device/battery/state: charge and charging of the main battery (pre-flight check).
// While the check fails it is read again every few seconds, so plugging the charger in shows on the
// screen without leaving it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import { batteryTooLow } from '../preflight.ts';

const RECHECK_LOW_BATTERY_MS = 3000;

const batteryStateQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'battery', 'state'],
    queryFn: () => bridgeRequest('get', '/v2/device/battery/state', { action: 'Read battery state' }),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useBatteryState = (enabled: boolean) =>
  useQuery({
    ...batteryStateQuery(),
    enabled,
    refetchInterval: (query) => (batteryTooLow(query.state.data) ? RECHECK_LOW_BATTERY_MS : false),
  });
