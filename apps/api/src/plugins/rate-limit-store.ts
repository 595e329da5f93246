// A @fastify/rate-limit store on PostgreSQL: the counters live in rate_limit_hits, so every API
// process over the same database counts together (PGlite: the one process). One statement per hit,
// so parallel requests never lose a count. With REDIS_URL the plugin's Redis store is used instead.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rateLimitHits } from '../db/tables/index.ts';

type Done = (err: Error | null, res: { current: number; ttl: number }) => void;
interface Hits {
  hits: number;
  ttl: number;
}

/** The store class for the plugin's `store` option, bound to one database. */
export function pgRateLimitStore(db: Db) {
  // Keys arrive complete (the limit's name and the address or account: rate-limits.ts).
  return class PgRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      db.execute(
        sql`INSERT INTO ${rateLimitHits} AS r (key, hits, window_ends)
            VALUES (${key}, 1, now() + ${timeWindow} * interval '1 millisecond')
            ON CONFLICT (key) DO UPDATE SET
              hits = CASE WHEN r.window_ends <= now() THEN 1 ELSE r.hits + 1 END,
              window_ends = CASE WHEN r.window_ends <= now() THEN now() + ${timeWindow} * interval '1 millisecond' ELSE r.window_ends END
            RETURNING hits, floor(extract(epoch FROM (window_ends - now())) * 1000)::int AS ttl`,
      )
        .then((res) => {
          const row = (res as { rows: Hits[] }).rows[0]!;
          done(null, { current: Number(row.hits), ttl: Number(row.ttl) });
          if (Math.random() < 0.01) void sweep(db);
        })
        .catch((err: Error) => done(err, { current: 0, ttl: 0 }));
    }

    read(key: string, done: Done): void {
      db.execute(
        sql`SELECT hits, floor(extract(epoch FROM (window_ends - now())) * 1000)::int AS ttl
            FROM ${rateLimitHits} WHERE key = ${key} AND window_ends > now()`,
      )
        .then((res) => {
          const row = (res as { rows: Hits[] }).rows[0];
          done(null, row ? { current: Number(row.hits), ttl: Number(row.ttl) } : { current: 0, ttl: 0 });
        })
        .catch((err: Error) => done(err, { current: 0, ttl: 0 }));
    }

    child() {
      return new PgRateLimitStore();
    }
  };
}

/** Old windows are removed now and then, so the table stays as small as the traffic of an hour. */
async function sweep(db: Db): Promise<void> {
  await db
    .execute(sql`DELETE FROM ${rateLimitHits} WHERE window_ends < now() - interval '1 hour'`)
    .catch(() => undefined);
}
