// The wireless CAN adapter of a Bluetooth connect (decision 2902): GET/PUT
// /v1/system_bridge/wireless_adapter (the one chosen, remembered by the bridge, and the Wi-Fi adapters
// known by address) and POST /v1/system_bridge/wireless_adapters/scan (Bluetooth LE and Wi-Fi adapters
// announced by mDNS, ~4 s; decision 2904).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { BridgeResultOf } from '../../../lib/bridge/bridge-types.ts';

export type WirelessState = BridgeResultOf<'/v1/system_bridge/wireless_adapter', 'get'>;
export type WirelessChoice = NonNullable<WirelessState['chosen']>;
export type ScanResult = BridgeResultOf<'/v1/system_bridge/wireless_adapters/scan', 'post'>;

const wirelessQuery = queryOptions({
  queryKey: ['bridge', 'wireless_adapter'],
  queryFn: () => bridgeRequest('get', '/v1/system_bridge/wireless_adapter'),
  retry: false,
  // An older bridge without the call, or none at all: the step says what to do, no alert.
  meta: { silent: true },
});

export function useWirelessAdapter(): {
  state: WirelessState | undefined;
  scan: () => Promise<ScanResult>;
  choose: (choice: { link: 'ble' | 'tcp'; address: string; name?: string }) => Promise<void>;
} {
  const client = useQueryClient();
  const { data } = useQuery(wirelessQuery);
  return {
    state: data,
    scan: () => bridgeRequest('post', '/v1/system_bridge/wireless_adapters/scan', { body: {} }),
    choose: async (body) => {
      const next = await bridgeRequest('put', '/v1/system_bridge/wireless_adapter', { body });
      client.setQueryData(wirelessQuery.queryKey, next);
    },
  };
}
