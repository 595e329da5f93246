// One simulated component on the bus: its port, its ISO-TP endpoint and its UDS server.
import { UDS_FUNCTIONAL_REQUEST_ID, UdsAddress } from '@dealer/contracts';
import type { BusPort, BusSegment, VirtualCanBus } from '../can/virtual-bus.ts';
import { IsoTpEndpoint } from '../isotp/isotp-endpoint.ts';
import type { IsoTpEndpointOptions } from '../isotp/isotp-endpoint.ts';
import type { ComponentState } from '../model/bike-state.ts';
import type { BikeHost } from '../uds/server-context.ts';
import { UdsServer } from '../uds/uds-server.ts';

export class ComponentNode {
  readonly port: BusPort;
  readonly isoTp: IsoTpEndpoint;
  readonly server: UdsServer;

  constructor(
    bus: VirtualCanBus,
    bike: BikeHost,
    readonly state: ComponentState,
    segment: BusSegment,
    isoTpOptions: IsoTpEndpointOptions,
  ) {
    const address = UdsAddress[state.node];
    this.port = bus.attach(state.node, segment);
    this.isoTp = new IsoTpEndpoint(
      this.port,
      { rx: address.request, tx: address.response, functional: UDS_FUNCTIONAL_REQUEST_ID },
      isoTpOptions,
      (payload, functional) => this.server.handle(payload, functional),
    );
    this.server = new UdsServer(
      bike,
      state,
      (response) => this.isoTp.send(response),
      () => this.isoTp.abortReception(),
    );
  }

  get requestId(): number {
    return UdsAddress[this.state.node].request;
  }

  close(): void {
    this.isoTp.close();
    this.port.detach();
  }
}
