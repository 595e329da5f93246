// The open workspace's signs of life to the bridge (decision 2800): while a workspace is open, on any
// page of the portal, its session keeps the presence stream open (/v1/session/presence, with a ticket
// from POST /v2/session/presence_ticket, since an EventSource carries no credential) and calls POST
// /v2/session/heartbeat every few seconds. A browser that is closed (or crashes) does neither, and the
// bridge lets the bike go to the next connect after its grace period instead of holding it for a
// window that no longer exists. The stream also covers a background tab, whose timers the browser
// slows to once a minute. Failures are not the user's concern here: no bridge, no bike or a lost
// binding each show where the technician works.
import { useEffect } from 'react';
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import { openBridgeStream } from '../../lib/bridge/bridge-streams.ts';
import { useServiceToolClient } from './client-state.ts';

/** Well inside the bridge's 20 s grace: three beats may be lost to a busy machine. */
const HEARTBEAT_MS = 5_000;

export function useSessionHeartbeat(): void {
  const token = useServiceToolClient().workspace?.sessionToken;
  useEffect(() => {
    if (!token) return;
    const beat = () =>
      void bridgeRequest('post', '/v2/session/heartbeat', { credential: token }).catch(() => undefined);
    beat();
    const timer = setInterval(beat, HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [token]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    let close: (() => void) | undefined;
    bridgeRequest('post', '/v2/session/presence_ticket', { credential: token })
      .then(({ ticket }) => {
        if (live)
          close = openBridgeStream(`/v1/session/presence?ticket=${encodeURIComponent(ticket)}`, {
            onData: () => undefined,
          });
      })
      .catch(() => undefined);
    return () => {
      live = false;
      close?.();
    };
  }, [token]);
}
