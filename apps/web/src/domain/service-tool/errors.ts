// One reaction for whatever a service-tool action threw: a bridge failure (bridgeErrorReaction of
// contracts → the spec's alerts), an API failure ("Request error {code}"; 401701 is handled by the
// client), or anything else.
import { isApiError } from '../../lib/api/api-error.ts';
import { reactToApiError } from '../../lib/api/error-reactions.ts';
import { isBridgeError, isBridgeUnreachable } from '../../lib/bridge/bridge-error.ts';
import { reactToBridgeError, type BridgeReactionOptions } from '../../lib/bridge/bridge-error-reactions.ts';
import { serviceToolClientStore } from './client-state.ts';

export function reactToServiceToolError(error: unknown, options: BridgeReactionOptions = {}): void {
  if (isApiError(error)) {
    reactToApiError(error, undefined);
    return;
  }
  if (isBridgeError(error) || isBridgeUnreachable(error)) {
    // The session ended (another window took the bike over, …): "Reconnect Bike" must lead to the
    // reconnect step, even though the bridge still reports the bike connected (to that other session).
    if (isBridgeError(error) && error.reaction === 'disconnect')
      serviceToolClientStore.set((s) => (s.workspace ? { ...s, sessionEnded: true } : s));
    reactToBridgeError(error, options);
    return;
  }
  if (error instanceof DOMException && error.name === 'AbortError') return;
  console.error(error);
  reactToBridgeError(error, options);
}
