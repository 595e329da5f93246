// All diagnostic nodes reachable through one connector: an ISO-TP channel and UDS client per node,
// and discovery by a functionally addressed TesterPresent that every present node answers.
import { UDS_FUNCTIONAL_REQUEST_ID, UdsAddress, UdsNodeNames, UdsService } from '@dealer/contracts';
import type { UdsNodeName } from '@dealer/contracts';
import type { CanTransport } from '../protocol/can-transport.ts';
import { IsoTpChannel } from '../protocol/iso-tp.ts';
import type { IsoTpOptions } from '../protocol/iso-tp-options.ts';
import { UdsClient } from '../protocol/uds-client.ts';
import type { UdsClientOptions } from '../protocol/uds-client.ts';

export interface NetworkTiming {
  isoTp?: Partial<IsoTpOptions>;
  uds?: UdsClientOptions;
  /** Keep-alive (TesterPresent) period of a held connection while the bus is otherwise idle; 0: none. */
  keepAliveMs?: number;
}

export class UdsNetwork {
  private readonly channels = new Map<UdsNodeName, IsoTpChannel>();
  private readonly clients = new Map<UdsNodeName, UdsClient>();

  constructor(
    readonly transport: CanTransport,
    private readonly timing: NetworkTiming = {},
  ) {
    for (const node of UdsNodeNames) {
      const a = UdsAddress[node];
      const channel = new IsoTpChannel(transport, {
        ...timing.isoTp,
        txId: a.request,
        rxId: a.response,
        functionalId: UDS_FUNCTIONAL_REQUEST_ID,
      });
      this.channels.set(node, channel);
      this.clients.set(node, new UdsClient(channel, timing.uds));
    }
  }

  /** How long a node may take to answer (UDS P2). */
  get p2Ms(): number {
    return this.timing.uds?.p2Ms ?? 150;
  }

  client(node: UdsNodeName): UdsClient {
    return this.clients.get(node)!;
  }

  /**
   * Nodes answering a functional TesterPresent within P2 (bike nodes and the connector's own).
   * `windowMs`: how long to wait for answers (default P2).
   */
  discover(windowMs?: number): Promise<UdsNodeName[]> {
    // Every node's client waits meanwhile: an answer to a request of theirs would land in the
    // discovery's wait (and theirs would miss it), and the reverse. Taken in one order, so two
    // discoveries queue rather than deadlock.
    const clients = [...this.clients.values()];
    const held = clients.reduceRight<() => Promise<UdsNodeName[]>>(
      (inner, client) => () => client.exclusive(inner),
      () => this.listenForNodes(windowMs ?? this.p2Ms),
    );
    return held();
  }

  private async listenForNodes(p2: number): Promise<UdsNodeName[]> {
    for (const ch of this.channels.values()) ch.drain();
    const any = this.channels.get('hmi')!;
    await any.send(Uint8Array.of(UdsService.testerPresent, 0x00), { functional: true });
    const answers = await Promise.all(
      UdsNodeNames.map(async (node) => {
        const msg = await this.channels
          .get(node)!
          .receive(p2)
          .catch(() => undefined);
        return msg?.[0] === UdsService.testerPresent + 0x40 ? node : undefined;
      }),
    );
    return answers.filter((n): n is UdsNodeName => n !== undefined);
  }

  close(): void {
    for (const ch of this.channels.values()) ch.close();
  }
}
