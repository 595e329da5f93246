// The candleLight firmware's USB side (candle-usb/candleLight_fw src/usbd_gs_can.c, src/can_common.c,
// src/main.c), modelled for the candleLight board built without CONFIG_CAN_FILTER. Endpoint 0
// requests are checked in the setup stage as USBD_GS_CAN_Config_Request does (a bad request
// stalls); what EP0_RxReady refuses afterwards (a bit timing outside BT_CONST) is silently not
// applied, because the ST USB core acknowledges the status stage regardless. Frames from the host
// wait in list_from_host; the main loop loads one into a free bxCAN mailbox and queues the echo right
// then — when the frame is written to the controller, not when it is on the bus (README
// "Limitations"). All frame objects come from one pool of 64.
import type { CanFrame } from '../can/can-frame.ts';
import type { BusPort, VirtualCanBus } from '../can/virtual-bus.ts';
import { BxcanChannel } from './bxcan-channel.ts';
import type { ErrorReport } from './bxcan-errors.ts';
import { BT_CONST_REPLY, DEVICE_CONFIG_REPLY, acceptedBitTiming, setupStalls } from './candlelight-ep0.ts';
import type { ControlSetup } from './candlelight-ep0.ts';
import { decodeHostFrame, echoOf, errorFrame, le32, receivedFrame } from './candlelight-frames.ts';
import {
  Breq,
  CANDLELIGHT_CAN_CLOCK,
  CanMode,
  FRAME_POOL_SIZE,
  Feature,
  HOST_FRAME_CLASSIC,
  HOST_FRAME_CLASSIC_TS,
  MAX_PACKET_SIZE,
  RX_FIFO_DEPTH,
} from './candlelight-defs.ts';

export type { ControlSetup } from './candlelight-ep0.ts';

/** What can sit behind the adapter: any simulated system with a bus and a tester side. */
export interface GsUsbBusHost {
  readonly bus: VirtualCanBus;
  attachTester(name?: string): BusPort;
}

/** A stalled request, or the bytes of the data stage the device returns (empty for OUT requests). */
export type ControlResult = { stall: true } | { stall: false; data: Uint8Array };

/** include/usbd_gs_can.h: two OUT buffers stay reserved for USB reception (double buffering). */
const USB_RX_RESERVED = 2;

export class CandleLightDevice {
  readonly channel: BxcanChannel;
  /** Every control request the device saw, as a USB analyser would list them. */
  readonly controlLog: ControlSetup[] = [];
  readonly stats = { rxOverruns: 0, hostFramesIgnored: 0, errorReportsLost: 0 };
  /** The host's frames waiting for a mailbox (list_from_host), raw as they came, and when. */
  private readonly fromHost: { raw: Uint8Array; at: number }[] = [];
  /** Echoes, received frames and error frames waiting for the host (list_to_host). */
  private readonly toHost: Uint8Array[] = [];
  /** bxCAN receive FIFO 0: frames the main loop could not take for lack of a frame object. */
  private readonly rxFifo: CanFrame[] = [];
  private readonly bootMs = performance.now();
  private scheduled = false;
  private running = false;
  private again = false;
  /**
   * How far the bus's timeline trails Node's clock while the controller streams: mailboxes free, and
   * echoes go out, when Node delivers the bus's frames — up to a timer tick late. A frame the host
   * sends meanwhile is placed on the bus's timeline by the same amount, so the host's own reaction
   * time still counts but the simulator's lateness does not slow the stream.
   */
  private lag = 0;
  private readonly wakeListeners = new Set<() => void>();

  constructor(host: GsUsbBusHost, options: { clockHz?: number } = {}) {
    this.channel = new BxcanChannel(
      options.clockHz ?? CANDLELIGHT_CAN_CLOCK,
      {
        get bitrate() {
          return host.bus.bitrate;
        },
        get linkUp() {
          return host.bus.linkUp;
        },
        attach: () => host.attachTester('gs_usb'),
      },
      {
        received: (f) => this.onReceived(f),
        error: (r) => this.onError(r),
        mailboxFree: () => this.runNow(),
      },
    );
  }

  /** Called whenever frames for the host appear or room for the host's frames is made. */
  onWake(listener: () => void): () => void {
    this.wakeListeners.add(listener);
    return () => this.wakeListeners.delete(listener);
  }

  /** USBD_GS_CAN_Setup / Config_Request / EP0_RxReady for the gs_usb interface. */
  control(setup: ControlSetup, data: Uint8Array = new Uint8Array()): ControlResult {
    this.controlLog.push(setup);
    if (setupStalls(setup, data)) return { stall: true };
    if (setup.bmRequestType & 0x80) return { stall: false, data: this.reply(setup.bRequest) };
    this.apply(setup.bRequest, new DataView(data.buffer, data.byteOffset, data.byteLength));
    this.schedule();
    return { stall: false, data: new Uint8Array() };
  }

  /** USBD_GS_CAN_DataOut: false while no frame object is free (the OUT endpoint NAKs). */
  acceptFromHost(packet: Uint8Array): boolean {
    if (this.freeObjects() < 1) return false;
    // Shorter than a classic host frame, or for a channel that does not exist: dropped.
    if (packet.length < HOST_FRAME_CLASSIC || packet[9] !== 0) this.stats.hostFramesIgnored++;
    else
      this.fromHost.push({
        raw: Uint8Array.from(packet),
        at: performance.now() - (this.channel.idle ? 0 : this.lag),
      });
    this.runNow();
    return true;
  }

  /** USBD_GS_CAN_SendToHost: the next frame for a pending IN transfer, if any. */
  takeToHost(): Uint8Array | undefined {
    const next = this.toHost.shift();
    if (next) this.schedule(); // an object went back to the pool: the FIFO or the host may go on
    return next;
  }

  get pendingToHost(): number {
    return this.toHost.length;
  }

  /** USB suspend / unplug: the firmware shuts the channel down. */
  powerOff(): void {
    this.channel.close();
    this.fromHost.length = this.toHost.length = this.rxFifo.length = 0;
  }

  private reply(request: number): Uint8Array {
    if (request === Breq.btConst) return BT_CONST_REPLY;
    if (request === Breq.deviceConfig) return DEVICE_CONFIG_REPLY;
    if (request === Breq.timestamp) return le32(this.timestampUs());
    return le32(this.channel.state, this.channel.rec, this.channel.tec); // GET_STATE
  }

  /** EP0_RxReady: what it refuses is not applied, but the host's transfer has succeeded. */
  private apply(request: number, d: DataView): void {
    if (request === Breq.bitTiming) {
      const timing = acceptedBitTiming(d);
      if (timing) this.channel.timing = timing;
    } else if (request === Breq.mode) {
      const mode = d.getUint32(0, true);
      if (mode === CanMode.reset) this.resetChannel();
      else if (mode === CanMode.start) this.channel.enable(d.getUint32(4, true));
    } else if (request === Breq.busOffRecovery) {
      if (this.channel.enabled && this.channel.feature & Feature.busOffRecovery) this.channel.restart();
    }
    // HOST_FORMAT: candleLight always speaks little endian and ignores the byte order sent.
    // IDENTIFY: blinks the LEDs.
  }

  /** can_disable: off the bus, and both queues of the channel purged. */
  private resetChannel(): void {
    this.channel.disable();
    this.fromHost.length = this.toHost.length = this.rxFifo.length = 0;
  }

  private freeObjects(): number {
    return FRAME_POOL_SIZE - USB_RX_RESERVED - this.fromHost.length - this.toHost.length;
  }

  /**
   * The firmware's main loop turns in microseconds: a freed mailbox or a frame from the host is
   * handled at once, not on a later turn of Node's event loop (which would slow the bus down).
   */
  private runNow(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    try {
      do {
        this.again = false;
        this.mainLoop();
      } while (this.again);
    } finally {
      this.running = false;
    }
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.mainLoop();
    });
  }

  /** src/main.c: CAN_SendFrame, then CAN_ReceiveFrame, until nothing moves. */
  private mainLoop(): void {
    for (;;) {
      const next = this.fromHost[0];
      if (next && this.channel.load(decodeHostFrame(next.raw), next.at)) {
        this.lag = Math.max(0, performance.now() - Math.max(next.at, this.channel.lastFreedAt));
        this.fromHost.shift();
        this.queueToHost(echoOf(next.raw, this.timestampUs()));
        continue;
      }
      if (this.rxFifo.length > 0 && this.freeObjects() > 0) {
        this.queueToHost(receivedFrame(this.rxFifo.shift()!, this.timestampUs()));
        continue;
      }
      break;
    }
    for (const l of this.wakeListeners) l();
  }

  private onReceived(frame: CanFrame): void {
    if (this.freeObjects() > 0) this.queueToHost(receivedFrame(frame, this.timestampUs()));
    else if (this.rxFifo.length < RX_FIFO_DEPTH) this.rxFifo.push(frame);
    else this.stats.rxOverruns++;
    this.schedule();
  }

  private onError(report: ErrorReport): void {
    if (this.freeObjects() < 1) {
      this.stats.errorReportsLost++;
      return;
    }
    this.queueToHost(errorFrame(report, this.timestampUs()));
    this.schedule();
  }

  /** USBD_GS_CAN_SendFrame: 20 bytes, 24 with hardware timestamps, padded to 32 when asked. */
  private queueToHost(frame: Uint8Array): void {
    const feature = this.channel.feature;
    const length = feature & Feature.hwTimestamp ? HOST_FRAME_CLASSIC_TS : HOST_FRAME_CLASSIC;
    const out = new Uint8Array(feature & Feature.padPktsToMaxPktSize ? MAX_PACKET_SIZE : length);
    out.set(frame.subarray(0, length));
    this.toHost.push(out);
  }

  private timestampUs(): number {
    return Math.floor((performance.now() - this.bootMs) * 1000) >>> 0;
  }
}
