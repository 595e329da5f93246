// GET /v1/system_bridge/adapters: the USB-CAN adapters attached to the technician's computer, named
// by their USB ids ("CANable 2.0 (slcan)"), so the connect flow names the adapter instead of a
// device path. An older bridge without the call, or none at all: nothing to show.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const bridgeAdaptersQuery = queryOptions({
  queryKey: ['bridge', 'adapters'],
  queryFn: () => bridgeRequest('get', '/v1/system_bridge/adapters'),
  staleTime: 5_000,
  retry: false,
  meta: { silent: true },
});

/**
 * Names of the attached adapters the bridge can use; undefined while the bridge is being asked, null
 * when it cannot tell (no bridge, or an older one without the call).
 */
export function useAttachedAdapterNames(): string[] | null | undefined {
  const { data, isPending } = useQuery(bridgeAdaptersQuery);
  if (data) return data.adapters.filter((a) => a.driver !== null).map((a) => a.name);
  return isPending ? undefined : null;
}
