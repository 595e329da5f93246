// The connector (USB-CAN adapter or the simulator's cable): opening it, the protocol network on its
// transport, re-opening after a lost link, and the connector field of the bridge status.
import { BridgeError } from '../lib/bridge-error.ts';
import type { Driver } from '../drivers/driver.ts';
import type { BikeProtocol, ProtocolNetwork } from './bike-protocol.ts';
import type { BridgeStatus } from './bridge-status.ts';

export class Connector<Net extends ProtocolNetwork> {
  private network: Net | undefined;
  /** The last connection ended with the link lost: the connector is re-opened before the next one. */
  private reopenBeforeConnect = false;

  constructor(
    readonly driver: Driver,
    private readonly protocol: BikeProtocol<Net>,
    private readonly status: BridgeStatus,
  ) {}

  /** `listener` runs first when the connector disappears without close() (USB unplugged). */
  onLost(listener: () => void): void {
    this.driver.onLost(() => {
      listener();
      this.forgetNetwork();
      this.status.update({ connector: 'DISCONNECTED' });
    });
  }

  /** The network of the connector as last opened (undefined after close or loss). */
  get current(): Net | undefined {
    return this.network;
  }

  /** The connector's own network (connector calls work without a bike). */
  require(): Net {
    if (!this.network || !this.driver.isOpen)
      throw new BridgeError(400002, 'Connector connection required: connect first');
    return this.network;
  }

  async open(): Promise<Net> {
    if (this.network && this.driver.isOpen) return this.network;
    const transport = await this.driver.open();
    this.network = this.protocol.openNetwork(transport, this.driver);
    this.status.update({ connector: 'CONNECTED' });
    return this.network;
  }

  /**
   * Opens the connector for a bike connect. After a lost link the adapter's CAN channel is started
   * afresh first (an SLCAN channel that saw the bus go away may stay error-passive until closed and
   * opened; the simulator's cable is plugged back). The connector stays plugged in, so its status
   * does not change.
   */
  async openForConnect(): Promise<Net> {
    if (this.reopenBeforeConnect) {
      this.forgetNetwork();
      await this.driver.close();
      this.reopenBeforeConnect = false;
    }
    return this.open();
  }

  markLinkLost(): void {
    this.reopenBeforeConnect = true;
  }

  async close(): Promise<void> {
    this.reopenBeforeConnect = false;
    this.forgetNetwork();
    await this.driver.close();
    this.status.update({ connector: 'DISCONNECTED' });
  }

  /** The connector's CAN controller reports the bus in trouble (drivers that cannot tell: false). */
  async busDown(): Promise<boolean> {
    return (await this.driver.busDown?.().catch(() => false)) === true;
  }

  /** False when the driver finds the connector gone (and reports it as lost); true if it cannot tell. */
  async attached(): Promise<boolean> {
    return (await this.driver.attached?.().catch(() => true)) ?? true;
  }

  private forgetNetwork(): void {
    this.network?.close();
    this.network = undefined;
  }
}
