// The candleLight / gs_usb adapter as a bridge driver (BRIDGE_DRIVER=gs_usb): the adapter is found by
// its USB ids (or BRIDGE_USB_DEVICE) and driven over USB through the `usb` library, as the Linux
// kernel's gs_usb driver drives it — so it works the same on Linux, macOS and Windows. listen() starts
// the channel in the adapter's real listen-only mode; busDown() asks the controller's state. The
// library is injected: production loads the real one on first open, tests hand in the device model.
import type { CanFrame, CanTransport } from '../../protocol/can-transport.ts';
import { TransportClosedError } from '../../protocol/can-transport.ts';
import type { AdapterInfo, Driver } from '../../drivers/driver.ts';
import { GsUsbChannel } from './gs-usb-channel.ts';
import { describeUsbDevice, findGsUsbDevice, isSameDevice } from './gs-usb-device-finder.ts';
import type { UsbDeviceSelector } from './gs-usb-device-finder.ts';
import { GsState } from './gs-usb-wire.ts';
import { loadUsbLibrary } from './usb-library.ts';
import type { UsbDeviceLike, UsbLibrary } from './usb-library.ts';

export interface GsUsbDriverOptions {
  bitrate?: number;
  /** BRIDGE_USB_DEVICE: which adapter when several gs_usb devices are plugged in. */
  device?: UsbDeviceSelector;
  /** The `usb` library or a loader of it (default: the real library, loaded on first open). */
  library?: UsbLibrary | (() => Promise<UsbLibrary>);
  /** How long a frame may wait for the adapter's echo (default 2 s, like the serial driver's ack). */
  echoTimeoutMs?: number;
}

export class GsUsbDriver implements Driver {
  readonly kind = 'gs_usb' as const;
  bitrate: number;
  private library: UsbLibrary | undefined;
  private channel: GsUsbChannel | undefined;
  private device: UsbDeviceLike | undefined;
  private readonly listeners = new Set<(f: CanFrame) => void>();
  private readonly lostListeners: (() => void)[] = [];
  private readonly onDetach = (device: UsbDeviceLike) => {
    if (this.device && isSameDevice(device, this.device)) this.channel?.markLost();
  };

  constructor(private readonly options: GsUsbDriverOptions = {}) {
    this.bitrate = options.bitrate ?? 500_000;
  }

  get isOpen(): boolean {
    return this.channel?.isOpen === true;
  }

  setBitrate(bitrate: number): void {
    this.bitrate = bitrate;
  }

  async open(): Promise<CanTransport> {
    if (!this.isOpen) await this.openChannel(this.bitrate, false);
    return {
      send: (frame) =>
        this.channel?.isOpen
          ? this.channel.send(frame)
          : Promise.reject(new TransportClosedError('USB adapter closed')),
      onFrame: (l) => (this.listeners.add(l), () => this.listeners.delete(l)),
    };
  }

  /** The channel in the adapter's listen-only mode at `bitrate` for `ms`: it never drives the bus. */
  async listen(bitrate: number, ms: number): Promise<CanFrame[]> {
    await this.close();
    const heard: CanFrame[] = [];
    const collect = (f: CanFrame) => heard.push(f);
    this.listeners.add(collect);
    try {
      await this.openChannel(bitrate, true);
      await new Promise((r) => setTimeout(r, ms));
    } finally {
      this.listeners.delete(collect);
      await this.close();
    }
    return heard;
  }

  async close(): Promise<void> {
    const channel = this.channel;
    this.channel = undefined;
    this.library?.usb.removeListener('detach', this.onDetach);
    await channel?.close();
  }

  info(): AdapterInfo {
    const identity = this.channel?.identity;
    return {
      driver: 'gs_usb',
      ...(this.device ? { path: `usb ${describeUsbDevice(this.device)}` } : {}),
      ...(identity ? { adapterVersion: `${identity.hwVersion}.${identity.swVersion}` } : {}),
      ...(identity?.serial ? { adapterSerial: identity.serial } : {}),
    };
  }

  onLost(listener: () => void): void {
    this.lostListeners.push(listener);
  }

  /** GS_USB_BREQ_GET_STATE: error passive or bus-off (frames unacknowledged, as with the cable out). */
  async busDown(): Promise<boolean> {
    if (!this.channel?.isOpen) return false;
    return (await this.channel.controllerState()) >= GsState.errorPassive;
  }

  private async openChannel(bitrate: number, listenOnly: boolean): Promise<void> {
    const library = await this.usbLibrary();
    const device = findGsUsbDevice(library, this.options.device);
    this.device = device;
    const channel = await GsUsbChannel.open(
      device,
      { bitrate, listenOnly, echoTimeoutMs: this.options.echoTimeoutMs ?? 2000 },
      {
        frame: (f) => {
          for (const l of this.listeners) l(f);
        },
        lost: () => this.onChannelLost(channel),
      },
    );
    this.channel = channel;
    library.usb.on('detach', this.onDetach);
  }

  private onChannelLost(channel: GsUsbChannel): void {
    if (this.channel !== channel) return;
    this.library?.usb.removeListener('detach', this.onDetach);
    for (const l of this.lostListeners) l();
  }

  private async usbLibrary(): Promise<UsbLibrary> {
    if (this.library) return this.library;
    const source = this.options.library ?? loadUsbLibrary;
    this.library = typeof source === 'function' ? await source() : source;
    return this.library;
  }
}
