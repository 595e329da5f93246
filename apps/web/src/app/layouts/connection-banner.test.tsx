// The banner above an activity screen tells why the bike is not connected, from the bridge's status
// stream: no bridge answering, the link lost (cable pulled, bike off) or simply disconnected.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BridgeStatusAll, DisconnectReason } from '@dealer/contracts';
import { serviceToolClientStore as serviceToolStore } from '../../domain/service-tool/client-state.ts';
import { ConnectionBanner } from './ConnectionBanner.tsx';

const disconnected = (reason: DisconnectReason | null): BridgeStatusAll => ({
  connection: 'DISCONNECTED',
  connector: 'CONNECTED',
  communication: 'IDLE',
  connection_type: 'not_connect',
  detection_mode: 'none',
  disconnect_reason: reason,
});

const initial = serviceToolStore.get();
afterEach(() => serviceToolStore.set(initial));

describe('connection banner', () => {
  it('says the link was lost when the bridge reports link_lost', () => {
    serviceToolStore.set({ ...initial, bridge: disconnected('link_lost'), bridgeReachable: true });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status').textContent).toContain('The connection to the bike was lost');
    expect(screen.getByRole('button', { name: 'Reconnect Bike' })).toBeTruthy();
  });

  it('says disconnected after a requested end', () => {
    serviceToolStore.set({ ...initial, bridge: disconnected('requested'), bridgeReachable: true });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status').textContent).toContain('The bike is disconnected.');
  });

  it('says the bridge is not answering before anything else', () => {
    serviceToolStore.set({ ...initial, bridge: disconnected('link_lost'), bridgeReachable: false });
    render(<ConnectionBanner />);
    expect(screen.getByRole('status').textContent).toContain('The System Bridge is not answering');
  });
});
