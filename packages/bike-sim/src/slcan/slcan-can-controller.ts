// The CAN side of a CANable-family slcan adapter, as its firmware drives the controller: a transmit
// queue in RAM in front of the controller's three hardware transmit slots, drained in order onto the
// bus; received frames go to the firmware only while the channel is open at the bus's bitrate.
// Facts, each from the firmware that the adapter kinds built on this model run:
// - canable-fw src/can.c can_tx: a full queue drops the frame (error_assert ERR_FULLBUF_CANTX) and the
//   host is never told; can_process moves frames into a free bxCAN mailbox (3 on STM32F0).
// - canable2-fw src/can.c: the same queue (TXQUEUE_LEN 64) into the FDCAN Tx FIFO of 3 elements.
// - CANable 2.5 Firmware/Slcan/buffer.c buf_store_tx_packet: a full queue is refused (#7 / BEL).
// - A frame at a bitrate the bus does not run at is an error to every node; with automatic
//   retransmission (the default: canable-fw can_autoretransmit, 2.5 USR_SlcanDefault) it is tried
//   again until the controller goes bus-off (transmit error counter +8 per error, bus-off at 256 —
//   ISO 11898-1); one-shot mode ("A0") tries once. Every such attempt is counted.
import { frameBitLength } from '../can/can-frame.ts';
import type { CanFrame } from '../can/can-frame.ts';
import { CanNoAckError } from '../can/virtual-bus.ts';
import type { BusPort, TimedFrame } from '../can/virtual-bus.ts';

const TX_SLOTS = 3;
const BUS_OFF_TEC = 256;
const PASSIVE_TEC = 128;
/** How soon a failed frame is tried again (a retry follows the error frame at once on a real bus;
 * 1 ms keeps the event loop free while still counting every attempt; an error-passive transmitter
 * alone on the bus is paced at 10 ms, as the gs_usb model does). */
const RETRY_MS = 1;
const PASSIVE_ALONE_RETRY_MS = 10;

export interface SlcanControllerHost {
  attach(): BusPort;
  readonly busBitrate: number;
  /** How long `bits` occupy the bus (VirtualCanBus.frameDurationMs: bitrate and time scale). */
  frameDurationMs(bits: number): number;
}

export interface SlcanControllerStats {
  /** Frames that completed on the bus (acknowledged). */
  framesOnBus: number;
  /** Transmission attempts at a bitrate the bus does not run at (detection must keep this 0). */
  framesAtUnconfirmedBitrate: number;
  /** Frames the adapter dropped or refused because its transmit queue was full. */
  framesDropped: number;
}

export interface QueuedFrame {
  frame: CanFrame;
  /** When the frame reached the adapter (bus timeline, performance.now()); set by enqueue. */
  queuedAt?: number;
  /** CANable 2.5's transmit-echo marker (0: no echo). */
  marker: number;
}

export class SlcanCanController {
  readonly stats: SlcanControllerStats = { framesOnBus: 0, framesAtUnconfirmedBitrate: 0, framesDropped: 0 };
  bitrate: number | undefined;
  retransmit = true;
  /** Transmit error counter (ISO 11898-1 rules, simplified to +8 per failed attempt, −1 per success). */
  tec = 0;
  /** The last protocol error: 'ack' (nobody acknowledged) or 'bit' (the bus runs at another bitrate). */
  lastError: 'none' | 'ack' | 'bit' = 'none';
  private port: BusPort | undefined;
  private unsubscribe: (() => void) | undefined;
  private silent = false;
  private readonly queue: QueuedFrame[] = [];
  private inSlots = 0;
  private generation = 0;
  /** Bus-timeline departure of each frame handed to the bus that has not yet left (projected). */
  private departures: number[] = [];
  /** Frames waiting to be tried again after an error. */
  private retrying = 0;
  private lastDeparture = 0;

  constructor(
    private readonly host: SlcanControllerHost,
    private readonly queueSize: number,
    private readonly events: {
      received(frame: TimedFrame): void;
      sent?(queued: QueuedFrame): void;
    },
  ) {}

  get isOpen(): boolean {
    return this.port !== undefined;
  }

  get onBusBitrate(): boolean {
    return this.bitrate === this.host.busBitrate;
  }

  get busOff(): boolean {
    return this.tec >= BUS_OFF_TEC;
  }

  get errorPassive(): boolean {
    return this.tec >= PASSIVE_TEC;
  }

  /** Joins the bus; `silent` is bus monitoring (receives, never drives the bus, not even an ACK). */
  start(silent: boolean): void {
    if (this.port) return;
    this.silent = silent;
    this.tec = 0;
    this.port = this.host.attach();
    this.unsubscribe = this.port.onFrame((f) => {
      if (this.onBusBitrate) this.events.received(f);
    });
    this.pump();
  }

  stop(): void {
    this.generation++;
    this.retrying = 0;
    this.departures = [];
    this.unsubscribe?.();
    this.port?.detach();
    this.port = undefined;
    this.unsubscribe = undefined;
    this.inSlots = 0;
  }

  /** Drops every frame waiting (CANable 2.5 clears its buffer on close and after a transmit timeout). */
  clearQueue(): void {
    this.queue.length = 0;
    this.generation++;
    this.inSlots = 0;
    this.retrying = 0;
    this.departures = [];
    this.pump();
  }

  /** The queue and the transmit slots are taken: a frame now would be dropped. */
  get full(): boolean {
    return this.waiting >= this.queueSize + TX_SLOTS;
  }

  /** can_tx: queue a frame; false (and counted) when the queue and the three slots are full. */
  enqueue(item: QueuedFrame): boolean {
    if (this.full) {
      this.stats.framesDropped++;
      return false;
    }
    this.queue.push({ ...item, queuedAt: performance.now() });
    this.pump();
    return true;
  }

  /**
   * Frames in the adapter: queued, retrying, or handed to the bus and not yet gone by the bus's own
   * timeline (each frame's departure projected from its arrival and its bits, corrected by the bus's
   * reports). Node learns of a departure only at its next timer, up to milliseconds late; the
   * firmware knows within microseconds, so its queue is judged on the bus's timeline.
   */
  get waiting(): number {
    const now = performance.now();
    this.departures = this.departures.filter((d) => d > now);
    return this.queue.length + this.retrying + this.departures.length;
  }

  /**
   * can_process: hand the queued frames to the controller. The firmware's main loop refills a free
   * slot within microseconds, far below Node's timer granularity, so the model gives every queued
   * frame to the bus at once with the time it arrived and lets the bus serialise them on its own
   * timeline (frames of one id keep their order, as the firmware's FIFO does); a frame counts as
   * waiting in the adapter until the bus reports it left. Modelling the three slots by waiting for
   * each to be reported free would drain the queue at Node's timer rate, slower than the bus.
   */
  private pump(): void {
    if (!this.port || this.silent) return;
    while (this.queue.length > 0) {
      const item = this.queue.shift()!;
      this.inSlots++;
      if (this.onBusBitrate) {
        const start = Math.max(this.lastDeparture, item.queuedAt ?? 0);
        this.lastDeparture = start + this.host.frameDurationMs(frameBitLength(item.frame));
        this.departures.push(this.lastDeparture);
      }
      this.attempt(item, this.generation);
    }
  }

  private attempt(item: QueuedFrame, generation: number): void {
    if (generation !== this.generation || !this.port) return;
    if (!this.onBusBitrate) {
      this.stats.framesAtUnconfirmedBitrate++;
      return this.failed(item, generation, 'bit');
    }
    this.port.send(item.frame, item.queuedAt).then(
      (timed) => {
        if (generation !== this.generation) return;
        this.lastDeparture = Math.max(this.lastDeparture, timed.completedAt);
        this.stats.framesOnBus++;
        this.tec = Math.max(0, this.tec - 1);
        this.events.sent?.(item);
        this.slotFree();
      },
      (e: unknown) => {
        if (generation !== this.generation) return;
        if (e instanceof CanNoAckError) this.failed(item, generation, 'ack');
        else this.slotFree();
      },
    );
  }

  private failed(item: QueuedFrame, generation: number, kind: 'ack' | 'bit'): void {
    this.lastError = kind;
    // Alone on the bus an error-passive transmitter's ACK errors no longer count (ISO 11898-1).
    if (!(kind === 'ack' && this.errorPassive)) this.tec += 8;
    if (!this.retransmit || this.busOff) return this.slotFree();
    const delay = kind === 'ack' && this.errorPassive ? PASSIVE_ALONE_RETRY_MS : RETRY_MS;
    this.retrying++;
    setTimeout(() => {
      if (generation !== this.generation) return;
      this.retrying--;
      this.attempt(item, generation);
    }, delay);
  }

  private slotFree(): void {
    this.inSlots = Math.max(0, this.inSlots - 1);
    this.pump();
  }
}
