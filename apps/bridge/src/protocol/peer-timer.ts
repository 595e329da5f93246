// A timeout on a peer's silence that counts only time this process was listening. A timer that fires
// late means the event loop stalled (a busy machine, a long garbage collection): the peer's answer
// may already sit unread behind the timer, in the socket or in the simulated bus's next turn, so the
// timer re-arms for a fresh window instead of judging the peer silent. A peer that stays silent
// over a window in which we were awake times out as before; a few re-arms at most, so a machine that
// never recovers still gets its answer.

/** Lateness beyond which the timer's own process is taken to have stalled (timers fire within ~1 ms). */
const STALL_MS = 25;
/** At most this many fresh windows for one wait. */
const MAX_REARMS = 4;

export interface PeerTimer {
  /** Stops the timer: the peer answered. */
  clear(): void;
  /** Starts a fresh window (ISO-TP N_Cr after each consecutive frame). */
  refresh(): void;
}

export function peerTimer(
  ms: number,
  onSilent: () => void,
  now: () => number = performance.now.bind(performance),
): PeerTimer {
  let rearms = 0;
  let due = now() + ms;
  let timer: NodeJS.Timeout | undefined = setTimeout(fire, ms);
  function fire() {
    const late = now() - due;
    if (late > STALL_MS && rearms < MAX_REARMS) {
      rearms += 1;
      due = now() + ms;
      timer = setTimeout(fire, ms);
      return;
    }
    timer = undefined;
    onSilent();
  }
  return {
    clear() {
      clearTimeout(timer);
      timer = undefined;
    },
    refresh() {
      if (!timer) return;
      rearms = 0;
      due = now() + ms;
      timer.refresh();
    },
  };
}
