// A @fastify/rate-limit store on PostgreSQL: the counters live in rate_limit_hits, so every API
// process over the same database counts together (PGlite: the one process). One statement per hit,
// so parallel requests never lose a count. With REDIS_URL the plugin's Redis store is used instead.
import type { Db } from '../db/database.ts';
import { countHit, deleteOldWindows, openWindowHits } from './rate-limit.repository.ts';

type Done = (err: Error | null, res: { current: number; ttl: number }) => void;

/** The store class for the plugin's `store` option, bound to one database. */
export function pgRateLimitStore(db: Db) {
  // Keys arrive complete (the limit's name and the address or account: rate-limits.ts).
  return class PgRateLimitStore {
    incr(key: string, done: Done, timeWindow: number): void {
      countHit(db, key, timeWindow)
        .then((row) => {
          done(null, { current: Number(row.hits), ttl: Number(row.ttl) });
          if (Math.random() < 0.01) void sweep(db);
        })
        .catch((err: Error) => done(err, { current: 0, ttl: 0 }));
    }

    read(key: string, done: Done): void {
      openWindowHits(db, key)
        .then((row) => {
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
  await deleteOldWindows(db).catch(() => undefined);
}
