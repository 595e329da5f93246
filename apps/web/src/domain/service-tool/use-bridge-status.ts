// The bridge status (/v1/status/all) in the client store while the component following it is mounted.
// The service-tool layout is that component: it stays mounted across the service-tool screens, which
// read the status with useServiceTool().
import { useEffect } from 'react';
import { openStatusStream } from '../../lib/bridge/bridge-streams.ts';
import { serviceToolClientStore, useServiceToolClient } from './client-state.ts';
import type { ServiceToolClientState } from './client-state.ts';

export function useBridgeStatus(): Pick<ServiceToolClientState, 'bridge' | 'bridgeReachable'> {
  useEffect(
    () =>
      openStatusStream('all', {
        onData: (bridge) => serviceToolClientStore.set((s) => ({ ...s, bridge, bridgeReachable: true })),
        onOpen: () => serviceToolClientStore.set((s) => ({ ...s, bridgeReachable: true })),
        onError: () => serviceToolClientStore.set((s) => ({ ...s, bridgeReachable: false })),
      }),
    [],
  );
  const { bridge, bridgeReachable } = useServiceToolClient();
  return { bridge, bridgeReachable };
}

/** The bike is connected to this workspace: the bridge says connected, and not to another session. */
export const isBikeConnected = (s: Pick<ServiceToolClientState, 'bridge'> & { sessionEnded?: boolean }) =>
  s.bridge?.connection === 'CONNECTED' && s.sessionEnded !== true;
