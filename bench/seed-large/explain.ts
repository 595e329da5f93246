// EXPLAIN ANALYZE of the reads issue 13 names, in the SQL the API sends (Drizzle's queries written
// out: bike.service.ts, service-book.repository.ts, home.service.ts, workspace.service.ts,
// builtin-help-centre.ts). Prints each plan's shape and execution time.
import type { SqlRunner } from '../../apps/api/src/db/database.ts';

const SB_SELECT = `SELECT e.*, s.name, u.email FROM service_book_entries e
  JOIN bike_shops s ON s.id = e.bike_shop_id JOIN users u ON u.id = e.created_by`;
const SB_ORDER = `ORDER BY coalesce(e.performed_at, e.created_at) DESC, e.id DESC LIMIT 20 OFFSET 0`;

export async function explainReads(sql: SqlRunner, dealer: { id: string; shop: number }): Promise<void> {
  const reads: [string, string, unknown[]][] = [
    ['bike by VIN', `SELECT * FROM bikes WHERE vin = $1`, ['LRG00000000004242']],
    [
      'service book of a shop: count (kept by triggers, 0741)',
      `SELECT coalesce(sum(c.entries), 0)::int FROM service_book_shop_counts c JOIN bike_shops s ON s.id = c.bike_shop_id WHERE c.bike_shop_id = $1`,
      [dealer.shop],
    ],
    ['service book of a shop: page 1', `${SB_SELECT} WHERE e.bike_shop_id = $1 ${SB_ORDER}`, [dealer.shop]],
    ['service book of a bike: page 1', `${SB_SELECT} WHERE e.vin = $1 ${SB_ORDER}`, ['LRG00000000004242']],
    [
      'workspaces of a bike at a shop',
      `SELECT * FROM workspaces WHERE vin = $1 AND bike_shop_id = $2 ORDER BY created_at DESC, id DESC`,
      ['LRG00000000004242', dealer.shop],
    ],
    [
      'home: recent workspaces',
      `SELECT w.id, b.vin, (SELECT count(*)::int FROM workspace_tasks t WHERE t.workspace_id = w.id AND t.status = 'in_progress')
       FROM workspaces w JOIN bikes b ON b.id = w.bike_id JOIN bike_specs bs ON bs.id = b.bike_spec_id
       JOIN brands br ON br.id = bs.brand_id WHERE w.bike_shop_id IN ($1) ORDER BY w.updated_at DESC, w.id DESC LIMIT 6`,
      [dealer.shop],
    ],
    [
      'help search "battery" (en-us)',
      `SELECT a.id, ts_rank(t.search, q) FROM help_articles a JOIN help_article_translations t ON t.article_id = a.id,
         websearch_to_tsquery(help_search_config('en-us'), $1) q
       WHERE t.locale = 'en-us' AND (t.search @@ q OR t.title ILIKE $2) ORDER BY 2 DESC LIMIT 50`,
      ['battery', '%battery%'],
    ],
  ];
  for (const [label, text, params] of reads) {
    const plan = await sql.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${text}`, params);
    const lines = plan.map((r) => r['QUERY PLAN']);
    const nodes = lines
      .filter((l) => /(Scan|Sort|Join|Limit|Aggregate|Nested Loop)/.test(l))
      .map((l) =>
        l
          .trim()
          .replace(/^->\s*/, '')
          .replace(/\s+\(cost=.*$/, ''),
      )
      .slice(0, 6);
    const time = lines.find((l) => l.startsWith('Execution Time')) ?? '';
    console.log(
      `${label.padEnd(34)} ${time.replace('Execution Time: ', '').padStart(12)}   ${nodes.join(' · ')}`,
    );
  }
}
