// Pacing for an slcan adapter that never says a frame was sent (a CANable on its stock firmware): a
// full queue drops the frame without a word (canable-fw / canable2-fw src/can.c can_tx), so the host
// keeps its own count and never lets the queue overflow — whatever USB and scheduling delays do
// (decision 2502). The one thing the firmware answers is "V", and it parses the host's bytes in
// order (src/usbd_cdc_if.c cdc_process): so a "V" after a batch of frames is answered only once every
// frame before it is in the queue. A frame counts as waiting in the adapter from its write until
// such an answer, and from then until its projected departure: the answer's arrival (no earlier
// than the frame's) plus the bus time of every frame ahead of it, including other nodes' frames the
// adapter passed on. An answer lost on the way (canable-fw drops a reply while its USB endpoint is
// busy) only delays confirmation: a later "V" is sent after a while, and every answer confirms the
// oldest batch still waiting, which is never more than what it proves.
import { frameBitLength } from '@dealer/bike-sim';
import type { CanFrame } from '../../protocol/can-transport.ts';

/** Frames written between two "V" requests. */
const BATCH = 8;
/** A "V" unanswered this long is asked again (its answer may be lost). */
const SYNC_RETRY_MS = 50;
/**
 * The controller's transmit slots behind the queue, which hold frames too: bxCAN's 3 mailboxes
 * (canable-fw src/can.c can_process), FDCAN's 3-element Tx FIFO (canable2-fw).
 */
const TRANSMIT_SLOTS = 3;
/** Room kept free for what the projection cannot see in time (another node's frame heard late). */
const SPARE = 4;

export class TransmitPacer {
  /** Frames written and not yet confirmed, in batches each closed by a "V" (the last may be open). */
  private readonly batches: CanFrame[][] = [[]];
  private readonly syncSentAt: number[] = [];
  /** Projected departures (performance.now() ms) of confirmed frames still in the adapter. */
  private departures: number[] = [];
  private lastDeparture = 0;
  private wakers = new Set<() => void>();
  private tail: Promise<void> = Promise.resolve();

  constructor(
    private readonly queueSize: number,
    private readonly bitrate: () => number,
    private readonly requestSync: () => void,
  ) {}

  /** How many frames the host lets be in the adapter (queue and transmit slots) at most. */
  get limit(): number {
    return Math.max(1, this.queueSize + TRANSMIT_SLOTS - SPARE);
  }

  /** Frames that may be in the adapter now, as far as the host can prove they are not. */
  get waiting(): number {
    const now = performance.now();
    this.departures = this.departures.filter((d) => d > now);
    return this.batches.reduce((n, b) => n + b.length, 0) + this.departures.length;
  }

  /**
   * Resolves when `frame` may be written without overflowing the adapter's queue. Frames get their
   * slots in the order they asked (ISO-TP's consecutive frames must not overtake each other).
   */
  slot(frame: CanFrame): Promise<void> {
    const granted = this.tail.then(() => this.acquire(frame));
    this.tail = granted.catch(() => undefined);
    return granted;
  }

  private async acquire(frame: CanFrame): Promise<void> {
    for (;;) {
      if (this.waiting < this.limit) {
        this.batches.at(-1)!.push(frame);
        if (this.batches.at(-1)!.length >= BATCH) this.sync();
        return;
      }
      if (this.batches.at(-1)!.length > 0) this.sync();
      else if (performance.now() - (this.syncSentAt[0] ?? Infinity) > SYNC_RETRY_MS) this.sync();
      const nextDeparture = this.departures[0];
      const waitMs = nextDeparture !== undefined ? nextDeparture - performance.now() : SYNC_RETRY_MS;
      await new Promise<void>((resolve) => {
        const done = () => (clearTimeout(timer), this.wakers.delete(done), resolve());
        const timer = setTimeout(done, Math.max(0, Math.min(waitMs, SYNC_RETRY_MS)));
        this.wakers.add(done);
      });
    }
  }

  /** The adapter answered a "V": the oldest batch waiting is in its queue. */
  synced(): void {
    if (this.syncSentAt.length === 0) return; // identification's "V", or one already counted
    this.syncSentAt.shift();
    const frames = this.batches.shift() ?? [];
    if (this.batches.length === 0) this.batches.push([]);
    const now = performance.now();
    // A frame's bits (with its actual stuff bits) are the least time it can take on the wire.
    for (const f of frames) {
      this.lastDeparture = Math.max(this.lastDeparture, now) + this.onWireMs(f);
      this.departures.push(this.lastDeparture);
    }
    for (const w of [...this.wakers]) w();
  }

  /** Another node's frame took the bus: the adapter's frames leave that much later. */
  heard(frame: CanFrame): void {
    if (this.lastDeparture > performance.now()) this.lastDeparture += this.onWireMs(frame);
  }

  /** The adapter was closed and opened again. */
  reset(): void {
    this.batches.splice(0, this.batches.length, []);
    this.syncSentAt.length = 0;
    this.departures = [];
    for (const w of [...this.wakers]) w();
  }

  private sync(): void {
    this.syncSentAt.push(performance.now());
    this.batches.push([]);
    this.requestSync();
  }

  private onWireMs(frame: CanFrame): number {
    return (frameBitLength(frame) / this.bitrate()) * 1000;
  }
}
