// Types of pglite-statements.mjs (plain JavaScript, loaded by the database's worker thread).
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';

export declare class PreparedStatements {
  constructor(db: PGlite, options?: { max?: number });
  readonly db: PGlite;
  readonly max: number;
  /** How many statements are kept now. */
  get size(): number;
  /** As PGlite's query(sql, params, options), over a kept named statement. */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>>;
}
