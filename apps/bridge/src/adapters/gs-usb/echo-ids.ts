// Transmit bookkeeping of a gs_usb channel as the kernel keeps it (gs_alloc_tx_context,
// gs_get_tx_context, gs_free_tx_context in drivers/net/can/usb/gs_usb.c): each frame sent carries
// one of GS_MAX_TX_URBS echo ids; the device returns the frame with that id once its controller has
// taken it, and only then is the id free for another frame. More frames wait for an id, so at most
// that many are ever on their way. A frame whose echo does not come in time is reported failed, but
// its id stays taken until the echo arrives or the channel is reset: a late echo must never be
// mistaken for a newer frame's.
import { TransportClosedError } from '../../protocol/can-transport.ts';

interface InFlight {
  resolve?: () => void;
  reject?: (e: Error) => void;
  timer?: NodeJS.Timeout;
}

export class EchoIds {
  private readonly free: number[];
  private readonly inFlight = new Map<number, InFlight>();
  private waiters: ((id: number | Error) => void)[] = [];

  constructor(readonly size: number) {
    this.free = Array.from({ length: size }, (_, i) => size - 1 - i);
  }

  /** Frames sent and not yet echoed (those reported failed by timeout included). */
  get outstanding(): number {
    return this.inFlight.size;
  }

  /**
   * Takes an id, hands it to `transmit`, and resolves when its echo arrives. Rejects with `timeout()`
   * after `timeoutMs` (waiting for a free id counts), or with the error `transmit` reports.
   */
  send(
    transmit: (id: number, failed: (e: Error) => void) => void,
    timeoutMs: number,
    timeout: () => Error,
  ): Promise<void> {
    const entry: InFlight = {};
    const done = new Promise<void>((resolve, reject) => {
      entry.resolve = resolve;
      entry.reject = reject;
    });
    entry.timer = setTimeout(() => this.expire(entry, timeout()), timeoutMs);
    this.acquire((id) => {
      if (id instanceof Error) return this.expire(entry, id);
      if (!entry.reject) return this.release(id); // timed out while waiting for an id
      this.inFlight.set(id, entry);
      transmit(id, (e) => {
        this.inFlight.delete(id);
        this.release(id);
        this.expire(entry, e);
      });
    });
    return done;
  }

  /** The device echoed `id`; false for an id nobody is waiting on (the kernel logs and drops it). */
  echoed(id: number): boolean {
    const entry = this.inFlight.get(id);
    if (!entry) return false;
    this.inFlight.delete(id);
    clearTimeout(entry.timer);
    entry.resolve?.();
    this.release(id);
    return true;
  }

  /** Channel closed or adapter gone: every frame on its way and every waiting one fails. */
  reset(error: Error = new TransportClosedError('USB adapter closed')): void {
    for (const entry of this.inFlight.values()) this.expire(entry, error);
    for (const id of this.inFlight.keys()) this.free.push(id);
    this.inFlight.clear();
    for (const w of this.waiters.splice(0)) w(error);
  }

  private expire(entry: InFlight, error: Error): void {
    clearTimeout(entry.timer);
    const reject = entry.reject;
    entry.resolve = entry.reject = undefined;
    reject?.(error);
  }

  private acquire(take: (id: number | Error) => void): void {
    const next = this.free.pop();
    if (next === undefined) this.waiters.push(take);
    else take(next);
  }

  private release(id: number): void {
    const waiter = this.waiters.shift();
    if (waiter) waiter(id);
    else this.free.push(id);
  }
}
