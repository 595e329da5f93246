// The peer timer judges silence only over time the process was listening: a stalled event loop
// (the busy machine) re-arms it, a peer silent while we listened times it out.
import { describe, expect, it } from 'vitest';
import { peerTimer } from './peer-timer.ts';

/** Blocks the event loop for `ms`, as a long garbage collection or a starved CPU does. */
function stall(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('peer timer', () => {
  it('times out a peer that stays silent while the process listens', async () => {
    let silent = false;
    peerTimer(30, () => (silent = true));
    await sleep(120);
    expect(silent).toBe(true);
  });

  it('does not take a stalled loop for a silent peer: the answer queued behind the stall wins', async () => {
    let silent = false;
    let answered = false;
    const timer = peerTimer(30, () => (silent = true));
    // The peer's answer is ready at once but only reaches us in the loop's next turn…
    setImmediate(() => {
      answered = true;
      timer.clear();
    });
    stall(100); // …and the loop stalls well past the timer's 30 ms before that turn.
    await sleep(60);
    expect({ answered, silent }).toEqual({ answered: true, silent: false });
  });

  it('still times out after a stall when the peer stays silent', async () => {
    let silent = false;
    peerTimer(30, () => (silent = true));
    stall(100);
    await sleep(150);
    expect(silent).toBe(true);
  });

  it('with refresh, starts a fresh window', async () => {
    let silent = false;
    const timer = peerTimer(60, () => (silent = true));
    await sleep(40);
    timer.refresh();
    await sleep(40);
    expect(silent).toBe(false);
    await sleep(80);
    expect(silent).toBe(true);
  });
});
