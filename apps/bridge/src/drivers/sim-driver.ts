// Default driver: the bridge joins the in-process simulator's virtual CAN bus as the tester. The
// simulator is a UDS bike or a Bafang CAN system; opened at another bitrate than its bus runs at,
// the connector hears nothing and its frames are never acknowledged, as on a real bus.
import { CanNoAckError } from '@dealer/bike-sim';
import type { BusPort, VirtualCanBus } from '@dealer/bike-sim';
import { BridgeError } from '../lib/bridge-error.ts';
import type { CanFrame, CanTransport } from '../protocol/can-transport.ts';
import { busPortTransport } from './bus-port-transport.ts';
import type { AdapterInfo, Driver } from './driver.ts';

/** What the driver needs of a simulated system: its bus, the cable and the tester side. */
export interface SimHost {
  readonly bus: VirtualCanBus;
  readonly connectorPresent: boolean;
  plugCable(): void;
  attachTester(name?: string): BusPort;
}

export class SimDriver implements Driver {
  readonly kind = 'sim' as const;
  private port: BusPort | undefined;
  bitrate: number;

  constructor(
    readonly bike: SimHost,
    bitrate?: number,
  ) {
    this.bitrate = bitrate ?? bike.bus.bitrate;
  }

  get isOpen(): boolean {
    return this.port !== undefined;
  }

  setBitrate(bitrate: number): void {
    this.bitrate = bitrate;
  }

  private requireConnector(): void {
    if (!this.bike.connectorPresent)
      throw new BridgeError(300001, 'No connector detected: plug the service connector into the computer');
  }

  async open(): Promise<CanTransport> {
    this.requireConnector();
    // Opening the connector means the technician has (re)plugged the cable to the bike.
    this.bike.plugCable();
    this.port ??= this.bike.attachTester('bridge');
    if (this.bitrate === this.bike.bus.bitrate) return busPortTransport(this.port);
    return {
      send: () => Promise.reject(new CanNoAckError()),
      onFrame: () => () => undefined,
    };
  }

  async listen(bitrate: number, ms: number): Promise<CanFrame[]> {
    this.requireConnector();
    await this.close();
    this.bike.plugCable();
    const heard: CanFrame[] = [];
    const port = this.bike.attachTester('bridge-listen');
    const off = bitrate === this.bike.bus.bitrate ? port.onFrame((f) => heard.push(f)) : () => undefined;
    await new Promise((r) => setTimeout(r, ms));
    off();
    port.detach();
    return heard;
  }

  async close(): Promise<void> {
    this.port?.detach();
    this.port = undefined;
  }

  info(): AdapterInfo {
    return { driver: 'sim' };
  }

  onLost(_listener: () => void): void {
    // The virtual connector cannot be unplugged from under the bridge.
  }
}
