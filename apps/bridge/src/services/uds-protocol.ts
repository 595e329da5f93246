// The UDS dialect of our bikes behind the protocol seam: discovery by a functional TesterPresent,
// identification by ReadDataByIdentifier, unlock by extended session + SecurityAccess level 1, and
// TesterPresent as the keep-alive.
import {
  Did,
  ProtocolTypeCodec,
  SecurityLevel,
  UdsSession,
  decodeAscii,
  securityKey,
} from '@dealer/contracts';
import type { UdsNodeName } from '@dealer/contracts';
import type { Driver } from '../drivers/driver.ts';
import { isLinkFailure } from '../lib/protocol-errors.ts';
import type { CanTransport } from '../protocol/can-transport.ts';
import type { BikeProtocol, DiscoveredBike } from './bike-protocol.ts';
import { readIdentity } from './component-identity.ts';
import type { ComponentIdentity } from './component-identity.ts';
import { UdsNetwork } from './uds-network.ts';
import type { NetworkTiming } from './uds-network.ts';

export class UdsProtocol implements BikeProtocol<UdsNetwork> {
  constructor(private readonly timing: NetworkTiming = {}) {}

  openNetwork(transport: CanTransport, driver: Driver): UdsNetwork {
    return new UdsNetwork(transport, { ...this.timing, uds: { ...driver.udsTiming, ...this.timing.uds } });
  }

  async discoverBike(net: UdsNetwork): Promise<DiscoveredBike> {
    const nodes = (await net.discover()).filter((n) => n !== 'dongle');
    const identities: ComponentIdentity[] = [];
    for (const node of nodes) identities.push(await readIdentity(net.client(node), node));
    if (identities.length === 0) return { identities, vin: '', protocolType: undefined };
    const inApp = (node: UdsNodeName) => identities.some((i) => i.node === node && i.bootMode === 'app');
    const vinNode = (['hmi', 'controller'] as const).find(inApp);
    const vin = vinNode ? decodeAscii(await net.client(vinNode).readDataByIdentifier(Did.vin)) : '';
    const protocolType = inApp('hmi')
      ? ProtocolTypeCodec.decode(await net.client('hmi').readDataByIdentifier(Did.protocolType))
      : undefined;
    return { identities, vin, protocolType };
  }

  readIdentity(net: UdsNetwork, node: UdsNodeName): Promise<ComponentIdentity> {
    return readIdentity(net.client(node), node);
  }

  async unlocked<T>(net: UdsNetwork, node: UdsNodeName, fn: () => Promise<T>): Promise<T> {
    const client = net.client(node);
    await client.diagnosticSessionControl(UdsSession.extended);
    await client.securityAccess(SecurityLevel.extended, (seed) => securityKey(SecurityLevel.extended, seed));
    try {
      return await fn();
    } finally {
      await client.diagnosticSessionControl(UdsSession.default).catch(() => undefined);
    }
  }

  async keepAliveSuspect(net: UdsNetwork, components: readonly ComponentIdentity[]): Promise<boolean> {
    const node = components.find((c) => c.node === 'hmi')?.node ?? components[0]?.node;
    if (!node) return false;
    return net
      .client(node)
      .testerPresent()
      .then(
        () => false,
        (e: unknown) => isLinkFailure(e),
      );
  }

  /**
   * A broadcast TesterPresent, waited for four times P2 (at least 600 ms, so a late answer on a loaded
   * machine is not taken for a pulled cable).
   */
  async bikeAnswers(net: UdsNetwork): Promise<boolean> {
    const nodes = await net.discover(Math.max(4 * net.p2Ms, 600)).catch(() => []);
    return nodes.some((n) => n !== 'dongle');
  }
}
