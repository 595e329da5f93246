// GET /v1/system_bridge/version_info: which connection types this bridge can use, so the connect flow
// offers Bluetooth only where it can work (not a 300203 after the VIN was typed). Unknown (no
// bridge yet, or an older bridge without the field): the cable only, the one every bridge has.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { ConnectionKind } from './bridge-connection.ts';

const bridgeConnectionTypesQuery = queryOptions({
  queryKey: ['bridge', 'version_info'],
  queryFn: () => bridgeRequest('get', '/v1/system_bridge/version_info'),
  staleTime: 60_000,
  retry: false,
  // No bridge is the connect flow's own message (status line, installer links), not an alert.
  meta: { silent: true },
});

export function useBridgeConnectionTypes(): { types: readonly ConnectionKind[]; known: boolean } {
  const { data } = useQuery(bridgeConnectionTypesQuery);
  return { types: data?.connection_types ?? ['cable'], known: data !== undefined };
}
