// Progress display of portal-spec §5: ≤100 is shown directly, a larger value animates towards 100
// in 10 ms steps (the bridge reports some operations in bytes, not percent).

const PROGRESS_STEP_MS = 10;

/** Shows `target`; returns a function that stops a running animation. */
export function showProgress(current: number, target: number, onValue: (value: number) => void): () => void {
  if (target <= 100) {
    onValue(Math.max(0, target));
    return () => undefined;
  }
  let value = Math.max(0, Math.min(100, current));
  const timer = setInterval(() => {
    value = Math.min(100, value + 1);
    onValue(value);
    if (value >= 100) clearInterval(timer);
  }, PROGRESS_STEP_MS);
  return () => clearInterval(timer);
}

/** A pseudo progress value for operations that report none, capped at 100. */
export function randomProgress(current: number, maxStep = 10): number {
  return Math.min(100, current + Math.ceil(Math.random() * maxStep));
}
