// The connected bike: its components' identification, VIN and protocol type, the workspace
// credential bound at connect time, and the connection fields of the bridge status.
import type { ConnectionType, DisconnectReason, SupportedProtocolType, UdsNodeName } from '@dealer/contracts';
import type { DiscoveredBike } from './bike-protocol.ts';
import type { BridgeStatus } from './bridge-status.ts';
import type { ComponentIdentity } from './component-identity.ts';

export interface SessionBinding {
  /** 'identify': may only connect, read the bike's identity (basic info) and disconnect. */
  scope?: 'identify';
  sid: string;
  wid: number;
  sub: string;
}

export class BikeSession {
  private readonly identities = new Map<UdsNodeName, ComponentIdentity>();
  private bikeVin = '';
  private bikeProtocolType: SupportedProtocolType | undefined;
  private boundTo: SessionBinding | undefined;

  constructor(private readonly status: BridgeStatus) {}

  get connected(): boolean {
    return this.status.snapshot.connection === 'CONNECTED';
  }

  get vin(): string {
    return this.bikeVin;
  }

  get protocolType(): SupportedProtocolType | undefined {
    return this.bikeProtocolType;
  }

  /** The workspace credential the connection was made with. */
  get binding(): SessionBinding | undefined {
    return this.boundTo;
  }

  get components(): ComponentIdentity[] {
    return [...this.identities.values()];
  }

  identity(node: UdsNodeName): ComponentIdentity | undefined {
    return this.identities.get(node);
  }

  starting(type: ConnectionType): void {
    this.status.update({ connection: 'CONNECTING', connection_type: type, disconnect_reason: null });
  }

  established(bike: DiscoveredBike, binding: SessionBinding): void {
    for (const identity of bike.identities) this.identities.set(identity.node, identity);
    this.bikeVin = bike.vin;
    this.bikeProtocolType = bike.protocolType;
    this.boundTo = binding;
    this.status.update({ connection: 'CONNECTED' });
  }

  /** Another session takes over the held bike (the same user confirmed it, or the old one went quiet). */
  rebind(binding: SessionBinding): void {
    this.boundTo = binding;
  }

  /** A component read again (versions and boot mode change with an update). */
  remember(identity: ComponentIdentity): void {
    this.identities.set(identity.node, identity);
  }

  /** The bike went away (sleep, shutdown, cable): report DISCONNECTED with the reason and forget it. */
  end(reason: DisconnectReason): void {
    const held = this.connected;
    this.identities.clear();
    this.bikeVin = '';
    this.bikeProtocolType = undefined;
    this.boundTo = undefined;
    // A failed connect attempt ended no connection: the reason stays as it was.
    this.status.update({
      connection: 'DISCONNECTED',
      connection_type: 'not_connect',
      detection_mode: 'none',
      ...(held ? { disconnect_reason: reason } : {}),
    });
  }
}
