// ISO 15765-2 timing helpers shared by the sender and receiver.
import { peerTimer } from './peer-timer.ts';

/**
 * STmin byte → minimum separation in ms: 0x00–0x7F are milliseconds, 0xF1–0xF9 are 100–900 µs,
 * every other value is reserved and the sender must then use the longest time, 127 ms (9.6.5.4).
 */
export function decodeStMin(raw: number): number {
  if (raw >= 0 && raw <= 0x7f) return raw;
  if (raw >= 0xf1 && raw <= 0xf9) return (raw - 0xf0) / 10;
  return 127;
}

/** The STmin byte that asks for at least `ms` (rounded up to what the encoding can express). */
export function encodeStMin(ms: number): number {
  if (ms <= 0) return 0;
  if (ms < 1) return 0xf0 + Math.min(9, Math.max(1, Math.ceil(ms * 10)));
  return Math.min(0x7f, Math.ceil(ms));
}

/**
 * Wait at least `ms`. Timers have millisecond granularity, so sub-millisecond STmin values are
 * honoured by waiting one timer tick: longer than asked, which the standard allows (STmin is a minimum).
 * A Node timer counts from the event loop's cached clock, which may be up to a millisecond behind
 * when it is set, so it can fire that much early (14.8 ms for a 15 ms STmin, seen on a busy machine):
 * it is set again for what is still missing.
 */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  const until = performance.now() + ms;
  return new Promise((resolve, reject) => {
    let timer = setTimeout(done, Math.max(1, Math.ceil(ms)));
    function done() {
      const missing = until - performance.now();
      if (missing > 0) {
        timer = setTimeout(done, Math.max(1, Math.ceil(missing)));
        return;
      }
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }
    function onAbort() {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new Error('aborted'));
    }
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Race a promise against a timeout that rejects with the given error; the timeout counts only time
 * this process was listening (peer-timer.ts).
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, error: () => Error): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = peerTimer(ms, () => reject(error()));
    promise.then(
      (v) => {
        timer.clear();
        resolve(v);
      },
      (e: unknown) => {
        timer.clear();
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}
