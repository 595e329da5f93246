import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueuedWindow } from './queued-window.ts';

/** An answer the test gives when it likes. */
function pendingAnswer() {
  let answer: (v: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (answer = r));
  return { promise, answer };
}

describe('frames pipelined to an adapter whose answer says "queued", not "sent" (WiCAN)', () => {
  afterEach(() => vi.useRealTimers());

  it('writes ahead of the answers, in order, never more than the limit in the adapter', async () => {
    vi.useFakeTimers();
    const window = new QueuedWindow(4, 500_000);
    const frame = { id: 0x7e0, data: new Uint8Array(8) };
    const written: number[] = [];
    const answers: ReturnType<typeof pendingAnswer>[] = [];
    const sent = Array.from({ length: 6 }, (_, n) =>
      window.send(frame, () => {
        written.push(n);
        const a = pendingAnswer();
        answers.push(a);
        return a.promise;
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
    // Four written without waiting for an answer; the fifth waits for room.
    expect(written).toEqual([0, 1, 2, 3]);
    // An answer says the frame is queued: it still takes room until its bus time (~0.23 ms) passed.
    answers[0]!.answer('ok');
    await expect(sent[0]).resolves.toBe('ok');
    expect(written).toEqual([0, 1, 2, 3]);
    await vi.advanceTimersByTimeAsync(1);
    expect(written).toEqual([0, 1, 2, 3, 4]);
    // Frames still unanswered keep their room however long the answers take.
    await vi.advanceTimersByTimeAsync(200);
    expect(written).toEqual([0, 1, 2, 3, 4]);
    for (const a of answers.slice(1)) a.answer('ok');
    await vi.advanceTimersByTimeAsync(2);
    expect(written).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('counts another node’s frame heard meanwhile as bus time the queued frames wait for', async () => {
    vi.useFakeTimers();
    const window = new QueuedWindow(1, 500_000);
    const frame = { id: 0x7e0, data: new Uint8Array(8) };
    let writes = 0;
    const write = () => (writes++, Promise.resolve('ok'));
    await window.send(frame, write);
    // 20 frames of the controller heard while ours waits: ~4.6 ms more before it can have left.
    for (let i = 0; i < 20; i++) window.heard({ id: 0x7e8, data: new Uint8Array(8) });
    void window.send(frame, write);
    await vi.advanceTimersByTimeAsync(2);
    expect(writes).toBe(1);
    await vi.advanceTimersByTimeAsync(5);
    expect(writes).toBe(2);
  });
});
