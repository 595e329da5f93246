// The bridge status stream into the client store: busy/idle, which flips twice for every read of the
// bike, goes to a store of its own and renders nothing that reads the client store (issue 31: each
// flip rendered the whole service-tool screen again); every other change of the status still does.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BridgeStatusAll } from '@dealer/contracts';
import { bridgeCommunicationStore, serviceToolClientStore } from './client-state.ts';
import { useBridgeStatus } from './use-bridge-status.ts';

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.closed = true;
  }
  fail() {
    act(() => this.onerror?.());
  }
  open() {
    act(() => this.onopen?.());
  }
  emit(data: BridgeStatusAll) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
}

const connected: BridgeStatusAll = {
  connection: 'CONNECTED',
  connector: 'CONNECTED',
  communication: 'IDLE',
  connection_type: 'cable',
  detection_mode: 'none',
  disconnect_reason: null,
};

const initialClient = serviceToolClientStore.get();
afterEach(() => {
  serviceToolClientStore.set(initialClient);
  bridgeCommunicationStore.set(null);
  FakeEventSource.opened = [];
});

/** A component following the status stream, the stream it opened and how often it rendered. */
function follow() {
  vi.stubGlobal('EventSource', FakeEventSource);
  let count = 0;
  function Follower() {
    count++;
    useBridgeStatus();
    return null;
  }
  const view = render(<Follower />);
  return { view, stream: FakeEventSource.opened.at(-1)!, renders: () => count };
}

describe('the bridge status in the client store', () => {
  it('keeps busy/idle out of the client state, and renders again for every other change', () => {
    const { view, stream, renders } = follow();
    expect(stream.url).toContain('/v1/status/all');

    stream.emit(connected);
    const afterFirst = renders();
    expect(serviceToolClientStore.get().bridge).toEqual({ ...connected, communication: undefined });
    expect(serviceToolClientStore.get().bridgeReachable).toBe(true);
    expect(bridgeCommunicationStore.get()).toBe('IDLE');

    const state = serviceToolClientStore.get();
    stream.emit({ ...connected, communication: 'BUSY' });
    expect(bridgeCommunicationStore.get()).toBe('BUSY');
    stream.emit({ ...connected, communication: 'IDLE' });
    expect(bridgeCommunicationStore.get()).toBe('IDLE');
    expect(serviceToolClientStore.get()).toBe(state);
    expect(renders()).toBe(afterFirst);

    stream.emit({ ...connected, connection: 'DISCONNECTED', disconnect_reason: 'link_lost' });
    expect(serviceToolClientStore.get().bridge?.disconnect_reason).toBe('link_lost');
    expect(renders()).toBe(afterFirst + 1);

    view.unmount();
    expect(stream.closed).toBe(true);
  });

  it('renders once when the bridge goes away, not again for every retry that fails', () => {
    const { stream, renders } = follow();
    stream.open();
    const reachable = renders();
    stream.open();
    expect(renders()).toBe(reachable);

    stream.fail();
    expect(serviceToolClientStore.get().bridgeReachable).toBe(false);
    const away = renders();
    stream.fail();
    stream.fail();
    expect(renders()).toBe(away);
    stream.open();
    expect(serviceToolClientStore.get().bridgeReachable).toBe(true);
    expect(renders()).toBe(away + 1);
  });
});
