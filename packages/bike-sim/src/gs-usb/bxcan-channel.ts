// The CAN side of a candleLight adapter: the STM32's bxCAN as candleLight_fw drives it
// (src/can/bxcan.c, src/can_common.c). Three transmit mailboxes, automatic retransmission unless
// one-shot, transmit/receive error counters with the ISO 11898-1 states, error reports the
// firmware turns into error frames, and its own bus-off restart after 100 ms. A channel whose bit
// timing gives another bitrate than the bus's hears only errors and never gets a frame acknowledged;
// every frame it puts on the wire then is counted (detection must leave that count at 0).
import type { CanFrame } from '../can/can-frame.ts';
import { frameBitLength } from '../can/can-frame.ts';
import { CanNoAckError } from '../can/virtual-bus.ts';
import type { BusPort } from '../can/virtual-bus.ts';
import { counterReport, stateOf, stateReport } from './bxcan-errors.ts';
import type { ErrorReport, LastError } from './bxcan-errors.ts';
import {
  BUS_OFF_RESTART_DELAY_MS,
  CanErr,
  CanState,
  ERROR_PASSIVE_THRESHOLD,
  Feature,
  TX_MAILBOXES,
} from './candlelight-defs.ts';
import type { BitTiming } from './candlelight-defs.ts';

export interface ChannelListener {
  received(frame: CanFrame): void;
  error(report: ErrorReport): void;
  /** A mailbox became free (or the controller restarted): the main loop may load the next frame. */
  mailboxFree(): void;
}

/** The bus as the adapter's connector sees it. */
export interface CanBusSide {
  readonly bitrate: number;
  /** False while the cable to the bike is pulled: nobody else is on the adapter's segment. */
  readonly linkUp: boolean;
  attach(): BusPort;
}

/** Retransmissions nobody acknowledges while error passive are modelled every 10 ms, not back to back. */
const PASSIVE_RETRY_MS = 10;

export class BxcanChannel {
  timing: BitTiming | undefined;
  feature = 0;
  state: number = CanState.stopped;
  tec = 0;
  rec = 0;
  readonly stats = { framesOnBus: 0, framesAtUnconfirmedBitrate: 0, framesNeverSent: 0 };
  private busy = 0;
  private generation = 0;
  private port: BusPort | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly timers = new Set<NodeJS.Timeout>();
  private lastError: LastError = 'ack';
  /** Bus time the last frame of this controller left the wire (its mailbox was free from then). */
  lastFreedAt = 0;
  private lastReadyAt = 0;

  constructor(
    private readonly clockHz: number,
    private readonly bus: CanBusSide,
    private readonly listener: ChannelListener,
  ) {}

  /** No frame in any mailbox. */
  get idle(): boolean {
    return this.busy === 0;
  }

  get enabled(): boolean {
    return this.state < CanState.stopped;
  }

  /** fclk / (brp × (sync + prop + phase1 + phase2)), undefined before a bit timing was set. */
  get bitrate(): number | undefined {
    const t = this.timing;
    return t ? this.clockHz / (t.brp * (1 + t.propSeg + t.phaseSeg1 + t.phaseSeg2)) : undefined;
  }

  private get onBusBitrate(): boolean {
    return this.bitrate === this.bus.bitrate;
  }

  /** can_enable → can_drv_enable: the peripheral is reset (mailboxes, counters) and joins the bus. */
  enable(feature: number): void {
    this.resetController();
    this.feature = feature;
    this.state = CanState.errorActive;
    if (!this.port) {
      this.port = this.bus.attach();
      this.unsubscribe = this.port.onFrame((f) => this.onBusFrame(f));
    }
  }

  /** can_disable: initialisation mode, off the bus. */
  disable(): void {
    this.resetController();
    this.unsubscribe?.();
    this.port?.detach();
    this.port = this.unsubscribe = undefined;
    this.state = CanState.stopped;
    this.feature = 0;
  }

  /**
   * can_send: the frame goes into a free mailbox (false when all three are busy). `availableAt` is
   * when the frame reached the adapter; the firmware's main loop loads it within microseconds of
   * that or of a mailbox freeing, so on the bus's timeline it is ready at the later of the two.
   */
  load(frame: CanFrame, availableAt: number = performance.now()): boolean {
    if (this.busy >= TX_MAILBOXES) return false;
    this.busy++;
    const generation = this.generation;
    const silent = (this.feature & Feature.listenOnly) !== 0;
    if (this.feature & Feature.loopBack) {
      // Loop back: the controller receives its own frame and the bus sees nothing (RM0091 bxCAN).
      setImmediate(() => {
        if (generation !== this.generation) return;
        this.listener.received(frame);
        this.free(generation);
      });
    } else if (!this.enabled || silent) {
      // In initialisation mode, and in silent mode, the controller cannot start a transmission: the
      // mailbox keeps the frame until the next reset.
      this.stats.framesNeverSent++;
    } else {
      // In order: with TXFP set the mailboxes go out in the order they were loaded.
      this.lastReadyAt = Math.max(availableAt, this.lastFreedAt, this.lastReadyAt);
      this.attempt(frame, generation, this.lastReadyAt);
    }
    return true;
  }

  close(): void {
    this.disable();
  }

  private attempt(frame: CanFrame, generation: number, readyAt?: number): void {
    if (generation !== this.generation || this.state === CanState.busOff) return;
    if (!this.onBusBitrate) {
      this.stats.framesAtUnconfirmedBitrate++;
      // The bike's nodes flag every bit of it as an error; with the cable out nobody acknowledges.
      this.transmitError(this.bus.linkUp ? 'bit0' : 'ack');
      this.retry(frame, generation);
      return;
    }
    this.port!.send(frame, readyAt).then(
      (timed) => {
        if (generation !== this.generation) return;
        this.lastFreedAt = timed.completedAt;
        this.stats.framesOnBus++;
        this.tec = Math.max(0, this.tec - 1);
        this.afterCounterChange();
        this.free(generation);
      },
      (e: unknown) => {
        if (generation !== this.generation) return;
        if (!(e instanceof CanNoAckError)) return this.free(generation);
        this.transmitError('ack');
        this.retry(frame, generation);
      },
    );
  }

  private retry(frame: CanFrame, generation: number): void {
    if (this.feature & Feature.oneShot) return this.free(generation);
    const bitTimeMs = (frameBitLength(frame) / (this.bitrate ?? this.bus.bitrate)) * 1000;
    const passiveAlone = this.tec >= ERROR_PASSIVE_THRESHOLD && !this.bus.linkUp;
    this.after(passiveAlone ? PASSIVE_RETRY_MS : Math.max(1, bitTimeMs), () =>
      this.attempt(frame, generation),
    );
  }

  private free(generation: number): void {
    if (generation !== this.generation) return;
    this.busy--;
    this.listener.mailboxFree();
  }

  private onBusFrame(frame: CanFrame): void {
    if (!this.onBusBitrate) {
      // Another bitrate's frames are stuff and form errors to this controller.
      this.rec = Math.min(this.rec + 1, ERROR_PASSIVE_THRESHOLD);
      this.lastError = 'stuff';
      this.afterCounterChange(true);
      return;
    }
    if (this.rec > 0) {
      this.rec--;
      this.afterCounterChange();
    }
    this.listener.received(frame);
  }

  /**
   * ISO 11898-1: a transmit error adds 8, except an unacknowledged frame from an error-passive
   * transmitter (alone on the bus it stays error passive instead of going bus-off).
   */
  private transmitError(kind: LastError): void {
    this.lastError = kind;
    if (!(kind === 'ack' && this.tec >= ERROR_PASSIVE_THRESHOLD)) this.tec += 8;
    this.afterCounterChange(true);
  }

  /** src/can_common.c CAN_HandleError: a state change is reported; else a bus error when asked for. */
  private afterCounterChange(busError = false): void {
    const state = stateOf(this.tec, this.rec);
    if (state !== this.state) {
      this.state = state;
      if (state === CanState.busOff) return this.enterBusOff();
      return this.listener.error(stateReport(this.tec, this.rec, this.lastError));
    }
    if (busError && this.feature & Feature.berrReporting && (this.tec || this.rec))
      this.listener.error(
        counterReport(CanErr.prot | CanErr.busError | CanErr.cnt, this.tec, this.rec, this.lastError),
      );
  }

  /** Bus-off is reported; without GS_CAN_FEATURE_BUS_OFF_RECOVERY the firmware restarts after 100 ms. */
  private enterBusOff(): void {
    this.listener.error({ classes: CanErr.busOff, data: new Uint8Array(8) });
    if (!(this.feature & Feature.busOffRecovery)) this.after(BUS_OFF_RESTART_DELAY_MS, () => this.restart());
  }

  /** can_handle_bus_off_recovery (also GS_USB_BREQ_BUS_OFF_RECOVERY): disable + enable the controller. */
  restart(): void {
    if (this.state !== CanState.busOff) return;
    this.resetController();
    this.state = CanState.errorActive;
    this.listener.error({ classes: CanErr.restarted, data: new Uint8Array(8) });
    this.listener.error(stateReport(this.tec, this.rec, this.lastError));
    this.listener.mailboxFree();
  }

  private resetController(): void {
    this.generation++;
    this.busy = 0;
    this.tec = this.rec = 0;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
  }

  private after(ms: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }
}
