// A driver gives the bridge a CAN transport to the bike: the simulator in-process, an SLCAN adapter
// over a serial port, TCP (Wi-Fi) or Bluetooth LE (adapters/byte-stream), or a candleLight/gs_usb
// adapter over USB (adapters/gs-usb). A vendor protocol would be another driver.
import type { CanFrame, CanTransport } from '../protocol/can-transport.ts';
import type { UdsClientOptions } from '../protocol/uds-client.ts';

/** Every driver kind, as reported by the connector, health and system-bridge calls. */
export const DriverKinds = ['sim', 'serial', 'gs_usb', 'tcp', 'ble'] as const;
export type DriverKind = (typeof DriverKinds)[number];

/** Adapter kinds the bridge tells apart (serial: found on open; gs_usb: candleLight). */
export const AdapterKinds = ['lawicel', 'canable', 'canable25', 'wican', 'candlelight'] as const;

export interface AdapterInfo {
  driver: DriverKind;
  /** Serial device path (serial driver), or the USB bus/address and ids (gs_usb driver). */
  path?: string;
  /**
   * The adapter kind found on open (serial driver): lawicel (Lawicel CANUSB-style slcan), canable
   * (CANable/CANtact stock slcan firmware), canable25 (CANable 2.5 slcan firmware), wican (WiCAN).
   */
  adapterKind?: Exclude<(typeof AdapterKinds)[number], 'candlelight'>;
  /**
   * Adapter hardware.software version (SLCAN "V"; gs_usb DEVICE_CONFIG hw_version.sw_version) and
   * serial number (SLCAN "N"; the USB serial number string), when the adapter tells them.
   */
  adapterVersion?: string;
  adapterSerial?: string;
}

export interface OpenOptions {
  oneShot?: boolean;
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
  /**
   * Opens the connector; throws BridgeError 300001/300002/300008/300013 (300014/300015 for an
   * adapter that is no slcan adapter the bridge knows). `oneShot`: each frame is tried once, not
   * retransmitted until acknowledged (detection's probes; adapters without the mode ignore it).
   */
  open(options?: OpenOptions): Promise<CanTransport>;
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
  /**
   * Asked before a bike that stopped answering is called a lost link: false when the connector is
   * gone (its device path or port), which the driver then reports to its onLost listeners. Drivers
   * whose loss is always seen by other means leave it out.
   */
  attached?(): Promise<boolean>;
  /**
   * Frames handed to the adapter so far and the time spent handing them over (each until the adapter
   * took it: its confirmation, or its queue's room): the link's own rate (decision 2903).
   */
  transmitted?(): TransmitTally;
}

export interface TransmitTally {
  frames: number;
  ms: number;
}
