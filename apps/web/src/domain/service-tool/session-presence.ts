// The signs of life themselves (decision 2800), kept apart from the hook so that the bridge's client
// is fetched only once a workspace is open: the sign-in pages never load it.
import { bridgeRequest } from '../../lib/bridge/bridge-client.ts';
import { openBridgeStream } from '../../lib/bridge/bridge-streams.ts';

/** Well inside the bridge's 20 s grace: three beats may be lost to a busy machine. */
const HEARTBEAT_MS = 5_000;

/** Beats and the presence stream for the workspace session `token`; the returned function ends both. */
export function startSessionPresence(token: string): () => void {
  const beat = () =>
    void bridgeRequest('post', '/v2/session/heartbeat', { credential: token }).catch(() => undefined);
  beat();
  const timer = setInterval(beat, HEARTBEAT_MS);
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
    clearInterval(timer);
    close?.();
  };
}
