// A driver gives the bridge a CAN transport to the bike: the simulator in-process, or an SLCAN
// adapter on a serial port. A vendor protocol or BLE would be another driver (docs/decisions/, "System bridge").
import type { CanFrame, CanTransport } from '../protocol/can-transport.ts';
import type { UdsClientOptions } from '../protocol/uds-client.ts';

export type DriverKind = 'sim' | 'serial';

export interface AdapterInfo {
  driver: DriverKind;
  /** Serial device path (serial driver). */
  path?: string;
  /** Adapter firmware/hardware from SLCAN "V", serial from "N", when the adapter answers them. */
  adapterVersion?: string;
  adapterSerial?: string;
}

export interface Driver {
  readonly kind: DriverKind;
  readonly isOpen: boolean;
  /** Timing that suits the path to the bus (a serial adapter adds latency a virtual bus does not). */
  readonly udsTiming?: UdsClientOptions;
  /** The bus bitrate the connector opens at (changed by detection on connect). */
  readonly bitrate: number;
  /** Takes effect at the next open(). */
  setBitrate(bitrate: number): void;
  /** Opens the connector; throws BridgeError 300001/300002/300008/300013. */
  open(): Promise<CanTransport>;
  /**
   * Opens the connector listen-only at `bitrate` for `ms` and returns the frames heard; nothing is
   * sent (not even an acknowledge). The connector is closed afterwards.
   */
  listen(bitrate: number, ms: number): Promise<CanFrame[]>;
  close(): Promise<void>;
  info(): AdapterInfo;
  /** Called when the connector disappears without close() (USB unplugged). */
  onLost(listener: () => void): void;
  /**
   * True when the connector's CAN controller reports the bus in trouble (error passive or bus error:
   * its frames go unacknowledged, as with the cable pulled). Drivers that cannot tell leave it out.
   */
  busDown?(): Promise<boolean>;
}
