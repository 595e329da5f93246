// The bridge status (/v1/status/all) in the client store while the component following it is mounted.
// The service-tool layout is that component: it stays mounted across the service-tool screens, which
// read the status with useServiceTool().
import { useEffect } from 'react';
import { openStatusStream } from '../../lib/bridge/bridge-streams.ts';
import { bridgeCommunicationStore, serviceToolClientStore, useServiceToolClient } from './client-state.ts';
import type { BridgeStatus, ServiceToolClientState } from './client-state.ts';

const sameStatus = (a: BridgeStatus | null, b: BridgeStatus) =>
  a !== null && (Object.keys(b) as (keyof BridgeStatus)[]).every((key) => a[key] === b[key]);

/** Sets whether the bridge answers; an event that changes nothing (a retry that fails again) renders nothing. */
const setReachable = (reachable: boolean) =>
  serviceToolClientStore.set((s) =>
    s.bridgeReachable === reachable ? s : { ...s, bridgeReachable: reachable },
  );

export function useBridgeStatus(): Pick<ServiceToolClientState, 'bridge' | 'bridgeReachable'> {
  useEffect(
    () =>
      openStatusStream('all', {
        onData: ({ communication, ...bridge }) => {
          bridgeCommunicationStore.set(communication);
          // Busy/idle alone leaves the client state as it is: nothing renders again for it.
          serviceToolClientStore.set((s) =>
            s.bridgeReachable === true && sameStatus(s.bridge, bridge)
              ? s
              : { ...s, bridge, bridgeReachable: true },
          );
        },
        onOpen: () => setReachable(true),
        onError: () => setReachable(false),
      }),
    [],
  );
  const { bridge, bridgeReachable } = useServiceToolClient();
  return { bridge, bridgeReachable };
}

/** The bike is connected to this workspace: the bridge says connected, and not to another session. */
export const isBikeConnected = (s: Pick<ServiceToolClientState, 'bridge'> & { sessionEnded?: boolean }) =>
  s.bridge?.connection === 'CONNECTED' && s.sessionEnded !== true;
