// The peer timer judges silence only over time the process was listening: a stalled event loop
// (the busy machine) re-arms it, a peer silent while we listened times it out. The clock and the
// timers are the test's own (a stall = the clock moving while no timer runs), so a busy machine
// running the test cannot change its outcome.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { peerTimer } from './peer-timer.ts';

let clock = 0;
const now = () => clock;
/** The event loop blocked for `ms`: time passes, no timer runs. */
const stall = (ms: number) => (clock += ms);
/** The process listening for `ms`: time passes and due timers run, in order. */
function listen(ms: number): void {
  for (let i = 0; i < ms; i++) {
    clock += 1;
    vi.advanceTimersByTime(1);
  }
}

beforeEach(() => {
  clock = 0;
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => vi.useRealTimers());

describe('peer timer', () => {
  it('times out a peer that stays silent while the process listens', () => {
    let silent = false;
    peerTimer(30, () => (silent = true), now);
    listen(120);
    expect(silent).toBe(true);
  });

  it('does not take a stalled loop for a silent peer: the answer queued behind the stall wins', () => {
    let silent = false;
    const timer = peerTimer(30, () => (silent = true), now);
    stall(100); // The loop stalls well past the timer's 30 ms…
    vi.advanceTimersByTime(30); // …so the timer runs first, late, in the turn after the stall…
    const answered = true; // …before the peer's answer, ready all along, is read in the same turn.
    timer.clear();
    listen(60);
    expect({ answered, silent }).toEqual({ answered: true, silent: false });
  });

  it('still times out after a stall when the peer stays silent', () => {
    let silent = false;
    peerTimer(30, () => (silent = true), now);
    stall(100);
    listen(150);
    expect(silent).toBe(true);
  });

  it('with refresh, starts a fresh window', () => {
    let silent = false;
    const timer = peerTimer(60, () => (silent = true), now);
    listen(40);
    timer.refresh();
    listen(40);
    expect(silent).toBe(false);
    listen(80);
    expect(silent).toBe(true);
  });
});
