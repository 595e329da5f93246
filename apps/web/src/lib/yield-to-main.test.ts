// yieldToMain ends the task: what was already queued as a task runs before the code after it goes on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main.ts';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('goes on in a later task, after tasks and microtasks already queued', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('task queued before'), 0);
    const yielded = yieldToMain().then(() => order.push('after the yield'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order).toEqual(['microtask', 'task queued before', 'after the yield']);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
