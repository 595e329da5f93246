// A digest of every table's rows, to show that a run of requests changed nothing. The rate-limit
// counters are left out: counting a refused request is their job.
import type { TestApi } from './test-api.ts';

const COUNTERS = new Set(['rate_limit_hits']);

export async function tableDigests(api: TestApi): Promise<Record<string, string>> {
  const tables = await api.database.sql.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
  );
  const digests: Record<string, string> = {};
  for (const { table_name } of tables) {
    if (COUNTERS.has(table_name)) continue;
    const [row] = await api.database.sql.query<{ digest: string | null }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${table_name}" t`,
    );
    digests[table_name] = row!.digest ?? '';
  }
  return digests;
}
