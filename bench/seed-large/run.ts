// A large database for bench/api and the query plans of docs/decisions/1302: 10,000 more bikes and
// 100,000 service-book entries and 20,000 workspaces, all in the demo dealer's shop (the worst case for its lists), on a
// database the product has already migrated and seeded. Then EXPLAIN ANALYZE of the bike,
// service-book, workspace and help-search reads as the API runs them.
//   npx tsx bench/seed-large/run.ts --data-dir <DATA_DIR> | --database-url <postgres://…> [--explain]
import { parseArgs } from 'node:util';
import { openDatabase } from '../../apps/api/src/db/database.ts';
import { explainReads } from './explain.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'database-url': { type: 'string' },
    explain: { type: 'boolean', default: false },
  },
});
if (!values['data-dir'] && !values['database-url']) throw new Error('give --data-dir or --database-url');
const database = await openDatabase(
  values['database-url'] ? { url: values['database-url'] } : { dataDir: `${values['data-dir']}/pglite` },
);
const { sql } = database;
try {
  const [dealer] = await sql.query<{ id: string; shop: number }>(
    `SELECT u.id, a.bike_shop_id AS shop FROM users u JOIN account_attributes a ON a.user_id = u.id
     WHERE u.email = 'dealer@example.com'`,
  );
  if (!dealer) throw new Error('no demo dealer: start the product once first (it seeds the demo data)');
  const t0 = performance.now();
  await sql.query(
    `INSERT INTO bikes (vin, frame_number, bike_spec_id, bike_shop_id, activated_at)
     SELECT 'LRG' || lpad(i::text, 14, '0'), 'LRG-FRAME-' || i, (SELECT min(id) FROM bike_specs), $1,
            now() - i * interval '1 hour'
     FROM generate_series(1, 10000) AS i
     ON CONFLICT DO NOTHING`,
    [dealer.shop],
  );
  await sql.query(
    `INSERT INTO service_book_entries (vin, bike_shop_id, title, description, status, performed_at, created_by, created_at)
     SELECT 'LRG' || lpad((1 + i % 10000)::text, 14, '0'), $1, 'Inspection ' || i, 'Brakes, chain and battery checked',
            CASE WHEN i % 4 = 0 THEN 'pending' ELSE 'done' END,
            CASE WHEN i % 4 = 0 THEN NULL ELSE now() - i * interval '5 minutes' END, $2,
            now() - i * interval '5 minutes'
     FROM generate_series(1, 100000) AS i`,
    [dealer.shop, dealer.id],
  );
  await sql.query(
    `INSERT INTO workspaces (bike_id, vin, bike_shop_id, created_by, created_at, updated_at, health_score)
     SELECT b.id, b.vin, $1, $2, now() - g * interval '1 day', now() - g * interval '1 day', 80
     FROM bikes b CROSS JOIN generate_series(1, 2) AS g WHERE b.vin LIKE 'LRG%'`,
    [dealer.shop, dealer.id],
  );
  await sql.exec('ANALYZE');
  const [counts] = await sql.query<{ bikes: number; entries: number; workspaces: number }>(
    `SELECT (SELECT count(*)::int FROM bikes) AS bikes, (SELECT count(*)::int FROM service_book_entries) AS entries,
            (SELECT count(*)::int FROM workspaces) AS workspaces`,
  );
  console.log(
    `seed-large (${database.kind}): ${counts!.bikes} bikes, ${counts!.entries} service-book entries, ${counts!.workspaces} workspaces in ${Math.round(performance.now() - t0)} ms`,
  );
  if (values.explain) await explainReads(sql, dealer);
} finally {
  await database.close();
}
