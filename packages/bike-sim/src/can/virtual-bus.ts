// A virtual CAN bus with real timing. Frames are serialised one at a time, each occupying the bus
// for its exact bit length at the configured bitrate; when several are waiting the lowest id wins
// arbitration. There is no busy-waiting: the bus computes when the frame on the wire completes and
// sets one timer; a late timer delivers every frame that has completed by then, on a logical
// timeline, so throughput is exactly the bitrate's even though timers have millisecond granularity.
import { frameBitLength } from './can-frame.ts';
import type { CanFrame, StuffingModel } from './can-frame.ts';

export interface TimedFrame extends CanFrame {
  /** Logical bus time (ms, performance.now() scale) the frame started and finished on the wire. */
  startedAt: number;
  completedAt: number;
  bits: number;
}

/** No other node acknowledged the frame (nothing else on the reachable bus). */
export class CanNoAckError extends Error {
  constructor() {
    super('CAN frame not acknowledged');
  }
}

export type BusSegment = 'tester' | 'bike';
export type FrameListener = (frame: TimedFrame) => void;
export type TransmitTap = (frame: TimedFrame, from: BusPort) => void;

export interface VirtualBusOptions {
  bitrate?: number;
  /** Multiplies every frame's duration; 0 delivers as fast as the event loop allows (tests). */
  timeScale?: number;
  stuffing?: StuffingModel;
  onListenerError?: (error: unknown) => void;
}

interface Pending {
  frame: CanFrame;
  port: BusPort;
  readyAt: number;
  order: number;
  resolve: (f: TimedFrame) => void;
  reject: (e: Error) => void;
}

/** Frames handled per macrotask before yielding, so a 0-time-scale bus cannot starve the event loop. */
const MAX_FRAMES_PER_TICK = 512;

export class BusPort {
  private readonly listeners = new Set<FrameListener>();
  attached = true;
  constructor(
    private readonly bus: VirtualCanBus,
    readonly name: string,
    readonly segment: BusSegment,
  ) {}
  /**
   * Queue a frame; resolves when it has left (completed on the wire), rejects on no ACK. `readyAt`
   * (bus time, not later than now) is when the frame became ready if that was earlier: an adapter's
   * controller refills a mailbox microseconds after the previous frame left, not when Node gets to it.
   */
  send(frame: CanFrame, readyAt?: number): Promise<TimedFrame> {
    return this.bus.enqueue(this, frame, readyAt);
  }
  onFrame(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  detach(): void {
    this.bus.detach(this);
  }
  /** @internal */
  receive(frame: TimedFrame, onError: (e: unknown) => void): void {
    for (const l of this.listeners) {
      try {
        l(frame);
      } catch (e) {
        onError(e);
      }
    }
  }
}

export class VirtualCanBus {
  readonly bitrate: number;
  readonly timeScale: number;
  private readonly stuffing: StuffingModel;
  private readonly onListenerError: (e: unknown) => void;
  private readonly ports = new Set<BusPort>();
  private readonly taps = new Set<TransmitTap>();
  private pending: Pending[] = [];
  private current: { p: Pending; start: number; end: number; bits: number } | undefined;
  private busFreeAt = 0;
  private order = 0;
  private deliveringAt: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private immediate: NodeJS.Immediate | undefined;
  linkUp = true;
  readonly stats = { frames: 0, bits: 0, busyMs: 0 };

  constructor(options: VirtualBusOptions = {}) {
    this.bitrate = options.bitrate ?? 500_000;
    this.timeScale = options.timeScale ?? 1;
    this.stuffing = options.stuffing ?? 'exact';
    this.onListenerError = options.onListenerError ?? ((e) => console.error('bus listener failed', e));
  }

  /** Bus time: while a frame is being delivered, the moment it completed (reactions start there). */
  now(): number {
    return this.deliveringAt ?? performance.now();
  }

  attach(name: string, segment: BusSegment = 'bike'): BusPort {
    const port = new BusPort(this, name, segment);
    this.ports.add(port);
    return port;
  }

  detach(port: BusPort): void {
    port.attached = false;
    this.ports.delete(port);
    const mine = this.pending.filter((p) => p.port === port);
    this.pending = this.pending.filter((p) => p.port !== port);
    for (const p of mine) p.reject(new Error('port detached'));
  }

  /** Pull the cable between the tester segment and the bike segment. */
  cutLink(): void {
    this.linkUp = false;
  }
  restoreLink(): void {
    this.linkUp = true;
  }

  /** Observe every frame as it completes, before delivery (fault injection may cut the link here). */
  onTransmit(tap: TransmitTap): () => void {
    this.taps.add(tap);
    return () => this.taps.delete(tap);
  }

  frameDurationMs(bits: number): number {
    return (bits / this.bitrate) * 1000 * this.timeScale;
  }

  enqueue(port: BusPort, frame: CanFrame, readyAt?: number): Promise<TimedFrame> {
    if (!port.attached) return Promise.reject(new Error('port detached'));
    if (frame.data.length > 8)
      return Promise.reject(new RangeError('classic CAN carries at most 8 data bytes'));
    const now = this.now();
    return new Promise((resolve, reject) => {
      const ready = Math.min(readyAt ?? now, now);
      this.pending.push({ frame, port, readyAt: ready, order: this.order++, resolve, reject });
      if (this.deliveringAt === undefined) this.wake();
    });
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.timer = this.immediate = undefined;
    const all = this.current ? [this.current.p, ...this.pending] : this.pending;
    this.pending = [];
    this.current = undefined;
    for (const p of all) p.reject(new Error('bus closed'));
  }

  private wake(): void {
    if (this.timer || this.immediate) return;
    this.immediate = setImmediate(() => {
      this.immediate = undefined;
      this.pump();
    });
  }

  private pickNext(): Pending | undefined {
    if (this.pending.length === 0) return undefined;
    const start = Math.max(this.busFreeAt, Math.min(...this.pending.map((p) => p.readyAt)));
    let best: Pending | undefined;
    for (const p of this.pending) {
      if (p.readyAt > start) continue;
      if (
        !best ||
        priority(p.frame) < priority(best.frame) ||
        (priority(p.frame) === priority(best.frame) && p.order < best.order)
      )
        best = p;
    }
    return best;
  }

  private pump(): void {
    this.timer = undefined;
    for (let handled = 0; ; handled++) {
      if (!this.current) {
        const next = this.pickNext();
        if (!next) return;
        this.pending.splice(this.pending.indexOf(next), 1);
        const start = Math.max(this.busFreeAt, next.readyAt);
        const bits = frameBitLength(next.frame, this.stuffing);
        this.current = { p: next, start, end: start + this.frameDurationMs(bits), bits };
      }
      const wait = this.current.end - performance.now();
      if (wait > 0) {
        this.timer = setTimeout(() => this.pump(), wait);
        return;
      }
      if (handled >= MAX_FRAMES_PER_TICK) {
        this.wake();
        return;
      }
      const c = this.current;
      this.current = undefined;
      this.busFreeAt = c.end;
      this.deliver(c.p, { ...c.p.frame, startedAt: c.start, completedAt: c.end, bits: c.bits });
    }
  }

  private deliver(p: Pending, timed: TimedFrame): void {
    this.stats.frames++;
    this.stats.bits += timed.bits;
    this.stats.busyMs += timed.completedAt - timed.startedAt;
    this.deliveringAt = timed.completedAt;
    try {
      for (const tap of this.taps) tap(timed, p.port);
      const receivers = [...this.ports].filter(
        (r) => r !== p.port && (this.linkUp || r.segment === p.port.segment),
      );
      if (receivers.length === 0) {
        p.reject(new CanNoAckError());
        return;
      }
      p.resolve(timed);
      for (const r of receivers) r.receive(timed, this.onListenerError);
    } finally {
      this.deliveringAt = undefined;
    }
  }
}

/** Arbitration order: the base id decides; a standard frame beats an extended one with the same base. */
function priority(f: CanFrame): number {
  return f.ext ? (f.id >>> 18) * 2 + 1 + (f.id & 0x3ffff) / 0x40000 : f.id * 2;
}
