// The connector the bike connection uses, switched per connect (decision 2902): the cable driver the
// bridge started with (BRIDGE_DRIVER), or the slcan driver over the wireless adapter chosen through
// /v1/system_bridge/wireless_adapter (Bluetooth LE or Wi-Fi). Only one is ever open; the switch
// happens with both closed, before a connect. Loss of the active one is reported as the connector's.
import type { SlcanLink } from '../adapters/byte-stream/byte-stream.ts';
import { BridgeError } from '../lib/bridge-error.ts';
import type { CanFrame, CanTransport } from '../protocol/can-transport.ts';
import type { AdapterInfo, Driver, DriverKind, OpenOptions, TransmitTally } from './driver.ts';
import { SlcanDriver } from './slcan-driver.ts';

/**
 * How this bridge reaches a bike (GET /v1/system_bridge/version_info): the cable connector, or `ble`:
 * the wireless CAN adapter chosen through /v1/system_bridge/wireless_adapter (decision 2902).
 */
export const SUPPORTED_CONNECTION_TYPES = ['cable', 'ble'] as const;
export type LinkChoice = (typeof SUPPORTED_CONNECTION_TYPES)[number];

/** A bike connection without a link switch (tests of the protocol alone): the cable only. */
export async function cableOnly(type: LinkChoice): Promise<void> {
  if (type === 'ble') throw new BridgeError(300012, 'No wireless adapter in this bridge: use the cable');
}

export class LinkSwitchDriver implements Driver {
  private wireless: SlcanDriver | undefined;
  private active: Driver;
  private readonly lostListeners: (() => void)[] = [];

  constructor(private readonly cable: Driver) {
    this.active = cable;
    cable.onLost(() => this.lost(cable));
  }

  /** The wireless adapter the next `ble` connect goes through; its previous driver is closed. */
  async useWireless(link: SlcanLink): Promise<void> {
    const previous = this.wireless;
    const driver = new SlcanDriver({ link, bitrate: this.cable.bitrate });
    driver.onLost(() => this.lost(driver));
    this.wireless = driver;
    if (previous) {
      if (this.active === previous) this.active = this.cable;
      await previous.close();
    }
  }

  get wirelessLink(): SlcanLink['kind'] | undefined {
    return this.wireless?.kind;
  }

  /**
   * Makes `choice` the active connector (call with the connector closed): 300012 for `ble` while no
   * wireless adapter has been chosen.
   */
  async select(choice: LinkChoice): Promise<void> {
    const next = choice === 'cable' ? this.cable : this.wireless;
    if (!next)
      throw new BridgeError(
        300012,
        'No wireless adapter chosen: scan for one and choose it, or use the cable',
        {
          action: 'Connect bike',
        },
      );
    if (next === this.active) return;
    await this.active.close();
    this.active = next;
  }

  private lost(driver: Driver): void {
    if (driver !== this.active) return;
    for (const l of this.lostListeners) l();
  }

  get kind(): DriverKind {
    return this.active.kind;
  }
  get isOpen(): boolean {
    return this.active.isOpen;
  }
  get udsTiming() {
    return this.active.udsTiming;
  }
  get bitrate(): number {
    return this.active.bitrate;
  }
  setBitrate(bitrate: number): void {
    this.active.setBitrate(bitrate);
  }
  open(options?: OpenOptions): Promise<CanTransport> {
    return this.active.open(options);
  }
  listen(bitrate: number, ms: number): Promise<CanFrame[]> {
    return this.active.listen(bitrate, ms);
  }
  close(): Promise<void> {
    return this.active.close();
  }
  info(): AdapterInfo {
    return this.active.info();
  }
  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }
  async busDown(): Promise<boolean> {
    return (await this.active.busDown?.()) === true;
  }
  async attached(): Promise<boolean> {
    return (await this.active.attached?.()) ?? true;
  }
  transmitted(): TransmitTally {
    return this.active.transmitted?.() ?? { frames: 0, ms: 0 };
  }
}
