// The open workspace's signs of life to the bridge (decision 2800): while a workspace is open, on any
// page of the portal, its session keeps the presence stream open (/v1/session/presence, with a ticket
// from POST /v2/session/presence_ticket, since an EventSource carries no credential) and calls POST
// /v2/session/heartbeat every few seconds. A browser that is closed (or crashes) does neither, and the
// bridge lets the bike go to the next connect after its grace period instead of holding it for a
// window that no longer exists. The stream also covers a background tab, whose timers the browser
// slows to once a minute. Failures are not the user's concern here: no bridge, no bike or a lost
// binding each show where the technician works.
import { useEffect } from 'react';
import { useServiceToolClient } from './client-state.ts';

export function useSessionHeartbeat(): void {
  const token = useServiceToolClient().workspace?.sessionToken;
  useEffect(() => {
    if (!token) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('./session-presence.ts')
      .then(({ startSessionPresence }) => {
        if (!stopped) stop = startSessionPresence(token);
      })
      .catch(() => undefined); // the chunk could not be fetched: the page says so where the bike is used
    return () => {
      stopped = true;
      stop?.();
    };
  }, [token]);
}
