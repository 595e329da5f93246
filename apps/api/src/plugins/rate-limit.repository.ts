// The rate-limit counters in rate_limit_hits (rate-limit-store.ts): one statement per hit, so parallel
// requests never lose a count.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitHits } from '../db/tables/index.ts';

export interface Hits {
  hits: number;
  ttl: number;
}

/** Counts a hit on `key`, opening a new window of `windowMs` when the last one ended. */
export async function countHit(db: Db, key: string, windowMs: number): Promise<Hits> {
  const res = await db.execute(
    sql`INSERT INTO ${rateLimitHits} AS r (key, hits, window_ends)
        VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
          window_ends = CASE WHEN r.window_ends <= now() THEN now() + ${windowMs} * interval '1 millisecond' ELSE r.window_ends END
        RETURNING hits, floor(extract(epoch FROM (window_ends - now())) * 1000)::int AS ttl`,
  );
  return (res as { rows: Hits[] }).rows[0]!;
}

/** The hits of `key`'s open window, if it has one. */
export async function openWindowHits(db: Db, key: string): Promise<Hits | undefined> {
  const res = await db.execute(
    sql`SELECT hits, floor(extract(epoch FROM (window_ends - now())) * 1000)::int AS ttl
        FROM ${rateLimitHits} WHERE key = ${key} AND window_ends > now()`,
  );
  return (res as { rows: Hits[] }).rows[0];
}

/** Removes windows that ended over an hour ago. */
export async function deleteOldWindows(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM ${rateLimitHits} WHERE window_ends < now() - interval '1 hour'`);
}
