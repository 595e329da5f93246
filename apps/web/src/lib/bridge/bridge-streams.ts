// EventSource wrappers for the bridge's v1 streams (browsers cannot put a credential on an
// EventSource, which is why the streams are v1). Each stream sends the current state first, then
// every change; EventSource reconnects by itself after a drop (the bridge asks for 2 s).
import { useEffect, useState } from 'react';
import { bridgeUrl } from './bridge-client.ts';
import type { BridgeProgressEvent, BridgeStatusStreams, ProgressKind } from '@dealer/contracts';

export interface StreamHandlers<T> {
  onData: (data: T) => void;
  /** The stream is (again) open. */
  onOpen?: () => void;
  /** The stream dropped or could not be opened (no bridge); EventSource keeps retrying. */
  onError?: () => void;
}

/** Opens a bridge event stream; returns the function that closes it. */
export function openBridgeStream<T>(path: string, handlers: StreamHandlers<T>): () => void {
  const source = new EventSource(bridgeUrl(path));
  source.onopen = () => handlers.onOpen?.();
  source.onerror = () => handlers.onError?.();
  source.onmessage = (event: MessageEvent<string>) => {
    try {
      handlers.onData(JSON.parse(event.data) as T);
    } catch {
      // A line that is not JSON is not an event of ours.
    }
  };
  return () => source.close();
}

export const openStatusStream = <K extends keyof BridgeStatusStreams>(
  kind: K,
  handlers: StreamHandlers<BridgeStatusStreams[K]>,
) => openBridgeStream(`/v1/status/${kind}`, handlers);

const openProgressStream = (kind: ProgressKind, handlers: StreamHandlers<BridgeProgressEvent>) =>
  openBridgeStream(`/v1/progress/${kind}`, handlers);

/**
 * Progress of one kind of operation while the screen is open. The stream starts with the last event
 * of a previous operation, so call `reset()` when starting an operation: events before it are dropped.
 */
export function useProgressStream(kind: ProgressKind): {
  event: BridgeProgressEvent | null;
  reset: () => void;
} {
  const [state, setState] = useState<{ listening: boolean; event: BridgeProgressEvent | null }>({
    listening: false,
    event: null,
  });
  useEffect(
    () =>
      openProgressStream(kind, {
        onData: (event) => setState((s) => (s.listening ? { ...s, event } : s)),
      }),
    [kind],
  );
  return { event: state.event, reset: () => setState({ listening: true, event: null }) };
}
