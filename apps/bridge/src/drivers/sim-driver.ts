// Default driver: the bridge joins the in-process bike simulator's virtual CAN bus as the tester.
import type { BusPort, SimulatedBike } from '@dealer/bike-sim';
import { BridgeError } from '../lib/bridge-error.ts';
import type { CanTransport } from '../protocol/can-transport.ts';
import { busPortTransport } from './bus-port-transport.ts';
import type { AdapterInfo, Driver } from './driver.ts';

export class SimDriver implements Driver {
  readonly kind = 'sim' as const;
  private port: BusPort | undefined;

  constructor(readonly bike: SimulatedBike) {}

  get isOpen(): boolean {
    return this.port !== undefined;
  }

  async open(): Promise<CanTransport> {
    if (!this.bike.connectorPresent)
      throw new BridgeError(300001, 'No connector detected: plug the service connector into the computer');
    // Opening the connector means the technician has (re)plugged the cable to the bike.
    this.bike.plugCable();
    this.port ??= this.bike.attachTester('bridge');
    return busPortTransport(this.port);
  }

  async close(): Promise<void> {
    this.port?.detach();
    this.port = undefined;
  }

  info(): AdapterInfo {
    return { driver: 'sim' };
  }

  onLost(): void {
    // The virtual connector cannot be unplugged from under the bridge.
  }
}
