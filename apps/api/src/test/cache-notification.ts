// Waiting for the database's cache notification itself (docs/decisions/1301) instead of polling
// under a deadline: on a busy machine the notification may come late, which is no fault.
import { CACHE_CHANNEL } from '../db/cache-versions.ts';
import type { Database } from '../db/database.ts';

/**
 * Listens now; the function returned waits for the next notification of `kind` ('reference' or
 * 'users'). The API's own listener was added when it started, before this one, on the same
 * connection: once it has come, the API has acted on it, and its next request must show the change.
 * (A function, not the promise itself: an async function's promise would wait for it.)
 */
export async function nextCacheNotification(
  database: Database,
  kind: 'reference' | 'users',
): Promise<() => Promise<void>> {
  let heard!: () => void;
  const notified = new Promise<void>((resolve) => (heard = resolve));
  await database.listen(CACHE_CHANNEL, (payload) => {
    if (payload.startsWith(`${kind}:`)) heard();
  });
  return () => notified;
}
