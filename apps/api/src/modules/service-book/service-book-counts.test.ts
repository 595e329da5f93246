// A shop's and a region's service-book totals come from counts the database keeps (migration 0741,
// docs/decisions/1305). They must equal a real count after every kind of change: entries added and
// deleted through the API, edited, inserted in bulk, and moved to another shop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';

const VIN = DemoFleet.error_code_warning.vin;

describe.each(testDatabases())('service-book totals on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let harbor: Record<string, string>;
  let service: Record<string, string>;

  beforeAll(async () => {
    api = await createTestApi(kind);
    [dealer, harbor, service] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.otherDealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
  });
  afterAll(() => api.close());

  const total = async (who: Record<string, string>) =>
    (await api.call('GET', '/service_book/?page=1&page_size=5', who)).json().result.total as number;
  const counted = async (where: string) =>
    (
      await api.database.sql.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM service_book_entries e ${where}`,
      )
    )[0]!.n;
  const regionCount = () =>
    counted(
      `JOIN bike_shops s ON s.id = e.bike_shop_id WHERE s.region_id IN (SELECT unnest(service_region_ids) FROM account_attributes a JOIN users u ON u.id = a.user_id WHERE u.email = '${DemoAccounts.serviceCenter}')`,
    );

  it('follows additions, edits, deletions, bulk inserts and moves', async () => {
    const expectTotals = async () => {
      expect(await total(dealer)).toBe(await counted('WHERE bike_shop_id = 1'));
      expect(await total(harbor)).toBe(await counted('WHERE bike_shop_id = 2'));
      expect(await total(service)).toBe(await regionCount());
    };
    await expectTotals();
    const before = await total(dealer);

    const added = (
      await api.call('POST', '/service_book/', dealer, { vin: VIN, title: 'Chain check' })
    ).json().result;
    expect(await total(dealer)).toBe(before + 1);
    await api.call('PATCH', `/service_book/${added.id}`, dealer, { title: 'Chain and cassette check' });
    expect(await total(dealer)).toBe(before + 1);
    await expectTotals();

    await api.database.sql.exec(
      `INSERT INTO service_book_entries (vin, bike_shop_id, title, created_by)
       SELECT '${VIN}', 1, 'Bulk ' || g, created_by FROM service_book_entries, generate_series(1, 25) g
       WHERE id = ${added.id}`,
    );
    expect(await total(dealer)).toBe(before + 26);
    await api.database.sql.exec(
      `UPDATE service_book_entries SET bike_shop_id = 2 WHERE title IN ('Bulk 1', 'Bulk 2')`,
    );
    expect(await total(dealer)).toBe(before + 24);
    await expectTotals();

    expect((await api.call('DELETE', `/service_book/${added.id}`, dealer)).statusCode).toBe(200);
    await api.database.sql.exec(`DELETE FROM service_book_entries WHERE title LIKE 'Bulk %'`);
    expect(await total(dealer)).toBe(before);
    await expectTotals();
  });
});
