// One opened gs_usb adapter with its CAN channel 0 started, driven the way the kernel's gs_usb
// driver does it (gs_usb_probe, gs_make_candev, gs_can_open, gs_can_start_xmit,
// gs_usb_receive_bulk_callback, gs_can_close): host format, device config, BT_CONST, bit timing
// computed from it, mode start; reception through bulk IN transfers kept pending all the time; each
// frame sent with an echo id and confirmed by its echo. Any failure of the USB link ends the channel
// as lost (the adapter was unplugged).
import { BridgeError } from '../../lib/bridge-error.ts';
import type { CanFrame } from '../../protocol/can-transport.ts';
import { TransportClosedError } from '../../protocol/can-transport.ts';
import { calcBitTiming } from './can-bit-timing.ts';
import type { CalculatedBitTiming } from './can-bit-timing.ts';
import { EchoIds } from './echo-ids.ts';
import { claimInterface, endpoints, releaseDevice, serialNumber } from './gs-usb-claim.ts';
import { controlIn, controlOut } from './gs-usb-control.ts';
import * as wire from './gs-usb-wire.ts';
import { isUnplugged } from './usb-library.ts';
import type {
  UsbDeviceLike,
  UsbInEndpointLike,
  UsbInterfaceLike,
  UsbOutEndpointLike,
} from './usb-library.ts';

/** Bulk IN transfers kept pending (the kernel keeps GS_MAX_RX_URBS = 30 for all channels). */
const RX_TRANSFERS = 8;
/** One classic host frame is a short packet of a 32-byte transfer (20, or 24 with timestamps). */
const RX_TRANSFER_SIZE = 32;

export interface GsUsbChannelOptions {
  bitrate: number;
  listenOnly: boolean;
  /** How long a frame may wait for its echo before its send fails with 300013. */
  echoTimeoutMs: number;
}

export interface GsUsbChannelEvents {
  frame(frame: CanFrame): void;
  /** The adapter went away underneath (a USB transfer failed); the channel is closed already. */
  lost(): void;
}

export interface AdapterIdentity {
  swVersion: number;
  hwVersion: number;
  serial: string | undefined;
  timing: CalculatedBitTiming;
  /** The adapter has no listen-only mode: listening runs in normal mode without sending. */
  listenOnlyEmulated: boolean;
}

export class GsUsbChannel {
  /** Controller state from the last error frame (enum gs_can_state). */
  state: number = wire.GsState.errorActive;
  private closed = false;
  private readonly echoes = new EchoIds(wire.MAX_TX_IN_FLIGHT);

  private constructor(
    private readonly device: UsbDeviceLike,
    private readonly iface: UsbInterfaceLike,
    private readonly rx: UsbInEndpointLike,
    private readonly tx: UsbOutEndpointLike,
    private readonly btConst: wire.BitTimingConst,
    readonly identity: AdapterIdentity,
    private readonly options: GsUsbChannelOptions,
    private readonly events: GsUsbChannelEvents,
  ) {}

  static async open(
    device: UsbDeviceLike,
    options: GsUsbChannelOptions,
    events: GsUsbChannelEvents,
  ): Promise<GsUsbChannel> {
    const iface = claimInterface(device);
    try {
      await controlOut(device, wire.GsRequest.hostFormat, 1, wire.encodeHostFormat());
      const config = wire.decodeDeviceConfig(await controlIn(device, wire.GsRequest.deviceConfig, 1, 12));
      const btConst = wire.decodeBitTimingConst(await controlIn(device, wire.GsRequest.btConst, 0, 40));
      const timing = bitTiming(btConst, options.bitrate);
      // A channel a previous run left started is reset first (gs_can_close does this on close).
      await controlOut(device, wire.GsRequest.mode, 0, wire.encodeMode(wire.GsMode.reset, 0));
      await controlOut(device, wire.GsRequest.bitTiming, 0, wire.encodeBitTiming(timing));
      const listenOnlyEmulated = options.listenOnly && !(btConst.feature & wire.GsFlag.listenOnly);
      const identity: AdapterIdentity = {
        swVersion: config.swVersion,
        hwVersion: config.hwVersion,
        serial: await serialNumber(device),
        timing,
        listenOnlyEmulated,
      };
      const { rx, tx } = endpoints(iface);
      const channel = new GsUsbChannel(device, iface, rx, tx, btConst, identity, options, events);
      channel.startReceiving();
      const flags = options.listenOnly && !listenOnlyEmulated ? wire.GsFlag.listenOnly : 0;
      await controlOut(device, wire.GsRequest.mode, 0, wire.encodeMode(wire.GsMode.start, flags)).catch(
        async (e: unknown) => {
          await channel.close();
          throw e;
        },
      );
      return channel;
    } catch (e) {
      await releaseDevice(device, iface);
      throw e;
    }
  }

  get isOpen(): boolean {
    return !this.closed;
  }

  /** gs_can_start_xmit: resolves on the frame's echo (the adapter's controller has taken it). */
  send(frame: CanFrame): Promise<void> {
    if (this.closed) return Promise.reject(new TransportClosedError('USB adapter closed'));
    if (this.options.listenOnly) return Promise.reject(new Error('the channel is listening only'));
    return this.echoes.send(
      (id, failed) =>
        this.tx.transfer(wire.encodeHostFrame(frame, id), (error) => {
          if (!error) return;
          if (isUnplugged(error)) this.markLost();
          failed(new TransportClosedError(`USB transfer failed: ${error.message}`));
        }),
      this.options.echoTimeoutMs,
      () => new BridgeError(300013, 'Connector no response: the USB adapter did not confirm a frame'),
    );
  }

  /** GS_USB_BREQ_GET_STATE where the adapter has it, else the state of its last error frame. */
  async controllerState(): Promise<number> {
    if (this.closed || !(this.btConst.feature & wire.FEATURE_GET_STATE)) return this.state;
    const answer = await controlIn(this.device, wire.GsRequest.getState, 0, 12);
    return answer.readUInt32LE(0);
  }

  /** gs_can_close: stop receiving, reset the channel, give the interface back. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.echoes.reset();
    await controlOut(this.device, wire.GsRequest.mode, 0, wire.encodeMode(wire.GsMode.reset, 0)).catch(
      () => undefined,
    );
    await new Promise<void>((resolve) => {
      const guard = setTimeout(resolve, 500);
      try {
        this.rx.stopPoll(() => (clearTimeout(guard), resolve()));
      } catch {
        clearTimeout(guard);
        resolve();
      }
    });
    this.rx.removeAllListeners('data');
    await releaseDevice(this.device, this.iface);
  }

  /** The adapter is gone (transfer failure or the library's detach event): fail everything once. */
  markLost(): void {
    if (this.closed) return;
    this.closed = true;
    this.echoes.reset(new TransportClosedError('USB adapter unplugged'));
    void releaseDevice(this.device, this.iface);
    this.events.lost();
  }

  private startReceiving(): void {
    this.rx.on('data', (data) => this.onData(data));
    // node-usb stops polling after a failed transfer: the channel cannot receive any more.
    this.rx.on('error', () => this.markLost());
    this.rx.startPoll(RX_TRANSFERS, RX_TRANSFER_SIZE);
  }

  private onData(data: Buffer): void {
    const message = wire.decodeDeviceMessage(data);
    if (!message || this.closed) return;
    if (message.kind === 'echo') this.echoes.echoed(message.echoId);
    else if (message.kind === 'frame') this.events.frame(message.frame);
    else this.state = wire.stateFromErrorFrame(message.classes, message.data) ?? this.state;
  }
}

function bitTiming(btConst: wire.BitTimingConst, bitrate: number): CalculatedBitTiming {
  try {
    return calcBitTiming(btConst, bitrate);
  } catch (e) {
    throw new BridgeError(300008, `Connector initialise fail: ${(e as Error).message}`, { cause: e });
  }
}
