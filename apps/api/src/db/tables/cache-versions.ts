// Drizzle mirror of 0301_cache_versions.sql: the counters that tell every API process when to drop
// what it keeps in memory (docs/decisions/1301). Triggers bump them; the cache module reads them.
import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
