// How long the browser session a bike is bound to still counts as there (issue 28 point 1, decision
// 2800). Two signs of life: the session's presence stream (/v1/session/presence, an EventSource the
// portal keeps open while a workspace is open — it survives a background tab, whose timers a browser
// slows to once a minute) and its calls (every call of the bound session, and a heartbeat every few
// seconds). While a presence stream of the bound session is open, it is there; once the last one
// closed — the browser was closed, crashed or lost its network — and no call came for longer than
// the grace period, the session no longer holds the bike, and the next connect takes it over instead
// of meeting 401005 until the connector is pulled. Judged when asked, not by a timer: nothing
// changes on the bus when a session goes quiet.

/** Three missed heartbeats of the portal (one every 5 s), plus a margin for a slow machine. */
const DEFAULT_SESSION_GRACE_MS = 20_000;

export class SessionLease {
  private lastSign = Number.NEGATIVE_INFINITY;
  /** Open presence streams per session id. */
  private readonly present = new Map<string, number>();

  constructor(
    readonly graceMs: number = DEFAULT_SESSION_GRACE_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** A sign of life of the bound session (connect, any call, heartbeat). */
  renew(): void {
    this.lastSign = this.now();
  }

  /** A presence stream of `sid` opened. */
  enter(sid: string): void {
    this.present.set(sid, (this.present.get(sid) ?? 0) + 1);
  }

  /** A presence stream of `sid` closed; for the bound session the grace period starts now. */
  leave(sid: string, bound: boolean): void {
    const left = (this.present.get(sid) ?? 1) - 1;
    if (left > 0) this.present.set(sid, left);
    else this.present.delete(sid);
    if (bound) this.renew();
  }

  /** A presence stream of `sid` is open. */
  isPresent(sid: string): boolean {
    return this.present.has(sid);
  }

  /** The bound session `sid` has no presence stream open and has been silent past the grace period. */
  expiredFor(sid: string | undefined): boolean {
    if (sid !== undefined && this.present.has(sid)) return false;
    return this.now() - this.lastSign > this.graceMs;
  }

  /** Milliseconds until the binding expires without a further sign of life (0: expired). */
  remainingMs(sid: string | undefined): number {
    if (sid !== undefined && this.present.has(sid)) return this.graceMs;
    return Math.max(0, this.lastSign + this.graceMs - this.now());
  }
}
