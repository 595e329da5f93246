// The seam between the bridge's connection handling and the protocol a bike speaks. The connector,
// session, link monitor and access guard only know this interface; UDS (uds-protocol.ts) is one
// implementation, and a second protocol (another vendor's CAN dialect) is another beside it.
import type { SupportedProtocolType, UdsNodeName } from '@dealer/contracts';
import type { Driver } from '../drivers/driver.ts';
import type { CanTransport } from '../protocol/can-transport.ts';
import type { ComponentIdentity } from './component-identity.ts';

/** A protocol's view of the bus on one connector; closed when the connector closes. */
export interface ProtocolNetwork {
  close(): void;
}

/** What a connect learns about the bike. */
export interface DiscoveredBike {
  /** Every bike component that answered (the connector's own node excluded); empty: no bike. */
  identities: ComponentIdentity[];
  vin: string;
  protocolType: SupportedProtocolType | undefined;
}

export interface BikeProtocol<Net extends ProtocolNetwork> {
  /** The protocol's network on a freshly opened connector transport. */
  openNetwork(transport: CanTransport, driver: Driver): Net;
  /** Finds the bike's components and reads their identification, the VIN and the protocol type. */
  discoverBike(net: Net): Promise<DiscoveredBike>;
  /** Reads one component's identification again (versions change after an update). */
  readIdentity(net: Net, node: UdsNodeName): Promise<ComponentIdentity>;
  /** Runs a write or routine with the component unlocked (session and security), locked again after. */
  unlocked<T>(net: Net, node: UdsNodeName, fn: () => Promise<T>): Promise<T>;
  /** One keep-alive round to the held bike: false when the round saw nothing wrong with the link. */
  keepAliveSuspect(net: Net, components: readonly ComponentIdentity[]): Promise<boolean>;
  /** Whether any bike component still answers (after a transport failure or suspect keep-alives). */
  bikeAnswers(net: Net): Promise<boolean>;
}
