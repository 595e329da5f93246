// Ends the current task and goes on in a new one, so that what runs before and after are two tasks
// instead of one long one: on a phone, a task over 50 ms blocks input (Lighthouse's Total Blocking
// Time), and start-up chains many steps through promises, which all run in one task. Chromium's
// scheduler.yield() goes on ahead of other queued tasks; elsewhere a zero timeout.
interface YieldingScheduler {
  yield(): Promise<void>;
}

export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
