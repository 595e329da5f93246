// Hot reads as Drizzle prepared queries, built once per database (docs/decisions/1307). Building a
// query's SQL from its builder walks every column and condition on each call: under the bike read's
// load that was a quarter of the API thread's time. A prepared query keeps its SQL and takes its
// values through placeholders; on a PostgreSQL server it is also a named statement per connection.
import type { Db } from './database.ts';

/** `build` runs once for each database (and transaction) it is asked for; the result is kept. */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const kept = new WeakMap<Db, Q>();
  return (db) => {
    let query = kept.get(db);
    if (!query) {
      query = build(db);
      kept.set(db, query);
    }
    return query;
  };
}
