import { describe, expect, it } from 'vitest';
import { pause } from './iso-tp-timing.ts';

describe('pause (STmin)', () => {
  it('never resolves before the time asked, by the monotonic clock', async () => {
    // A Node timer set late in an event-loop turn counts from the turn's older clock and can fire
    // up to a millisecond early; busy work before each pause makes that clock stale on purpose.
    for (let i = 0; i < 30; i++) {
      const busyUntil = performance.now() + 2;
      while (performance.now() < busyUntil);
      const started = performance.now();
      await pause(3);
      expect(performance.now() - started).toBeGreaterThanOrEqual(3);
    }
  });

  it('stops waiting when its signal aborts', async () => {
    const abort = new AbortController();
    const waiting = pause(10_000, abort.signal);
    abort.abort(new Error('cable pulled'));
    await expect(waiting).rejects.toThrow('cable pulled');
  });
});
