import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoFleet } from '@dealer/contracts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { OtherShopBikes } from '../../db/seed/catalogue.seed.ts';
import { serviceBookEntries } from '../../db/tables/index.ts';

const VIN = DemoFleet.error_code_warning.vin;
const HARBOR_VIN = OtherShopBikes[1].vin;

describe.each(testDatabases())('service book on %s', (kind) => {
  let api: TestApi;
  let dealer: Record<string, string>;
  let harbor: Record<string, string>;
  let service: Record<string, string>;
  const call: TestApi['call'] = (...args) => api.call(...args);

  beforeAll(async () => {
    api = await createTestApi(kind);
    [dealer, harbor, service] = await Promise.all([
      api.auth(DemoAccounts.dealer),
      api.auth(DemoAccounts.otherDealer),
      api.auth(DemoAccounts.serviceCenter),
    ]);
  });
  afterAll(() => api.close());

  it('adds, pages, completes and deletes entries of a bike', async () => {
    const done = await call('POST', '/service_book/', dealer, {
      vin: VIN,
      title: 'Annual inspection',
      description: 'Brakes, chain, torque check',
      status: 'done',
      performed_at: '2026-03-01T10:00:00Z',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().result).toMatchObject({
      vin: VIN,
      bike_shop_id: 1,
      status: 'done',
      performed_at: '2026-03-01T10:00:00.000Z',
      created_by: DemoAccounts.dealer,
    });
    const planned = (
      await call('POST', '/service_book/', dealer, { vin: VIN, title: 'Replace brake pads' })
    ).json().result;
    expect(planned).toMatchObject({ status: 'pending', performed_at: null });
    for (let i = 0; i < 3; i++)
      await call('POST', '/service_book/', dealer, { vin: VIN, title: `Check ${i}` });

    const page1 = (await call('GET', `/service_book/?vin=${VIN}&page=1&page_size=2`, dealer)).json().result;
    expect(page1).toMatchObject({ page: 1, page_size: 2, total: 5 });
    expect(page1.items).toHaveLength(2);
    const page3 = (await call('GET', `/service_book/?vin=${VIN}&page=3&page_size=2`, dealer)).json().result;
    expect(page3.items.map((e: { id: number }) => e.id)).toEqual([done.json().result.id]); // oldest work last

    const marked = await call('PATCH', `/service_book/${planned.id}`, dealer, { status: 'done' });
    expect(marked.json().result.status).toBe('done');
    expect(marked.json().result.performed_at).not.toBeNull();
    expect((await call('PATCH', `/service_book/${planned.id}`, dealer, { status: 'done' })).json().code).toBe(
      409800,
    );
    expect((await call('DELETE', `/service_book/${planned.id}`, dealer)).json().code).toBe(409800);

    const pending = page1.items.find((e: { status: string }) => e.status === 'pending');
    expect((await call('DELETE', `/service_book/${pending.id}`, dealer)).json().result).toEqual({
      id: pending.id,
    });
    expect((await call('GET', `/service_book/?vin=${VIN}`, dealer)).json().result.total).toBe(4);
    // The EU service center reads the book of a bike in its region.
    expect((await call('GET', `/service_book/?vin=${VIN}`, service)).json().result.total).toBe(4);
  });

  it('has the seeded history of the demo bike, newest work first', async () => {
    const book = (await call('GET', `/service_book/?vin=${DemoFleet.healthy.vin}`, dealer)).json().result;
    expect(book.items.map((e: { title: string; status: string }) => [e.title, e.status])).toEqual([
      ['Firmware updated to the latest versions', 'done'],
      ['Annual inspection', 'done'],
    ]);
  });

  it('refuses bad input', async () => {
    expect((await call('POST', '/service_book/', dealer, { vin: VIN, title: '' })).json().code).toBe(400700);
    expect((await call('POST', '/service_book/', dealer, { vin: VIN, title: '   ' })).json().code).toBe(
      400700,
    );
    expect(
      (await call('POST', '/service_book/', dealer, { vin: VIN, title: 'x', status: 'half' })).json().code,
    ).toBe(400700);
    expect(
      (
        await call('POST', '/service_book/', dealer, {
          vin: VIN,
          title: 'x',
          performed_at: '2999-01-01T00:00:00Z',
        })
      ).json().code,
    ).toBe(400700);
    expect(
      (await call('POST', '/service_book/', dealer, { vin: 'NOSUCHVIN0000', title: 'x' })).json().code,
    ).toBe(404000);
    expect((await call('GET', '/service_book/?page=0', dealer)).json().code).toBe(400700);
    expect((await call('PATCH', '/service_book/1', dealer, { status: 'pending' })).json().code).toBe(400700);
    expect((await call('DELETE', '/service_book/99999', dealer)).json().code).toBe(404000);
  });

  it('keeps shops apart', async () => {
    const before = (await api.database.db.select().from(serviceBookEntries)).length;
    const mine = (await call('POST', '/service_book/', dealer, { vin: VIN, title: 'Firmware update' })).json()
      .result;
    expect((await call('GET', `/service_book/?vin=${VIN}`, harbor)).json().code).toBe(404000);
    expect((await call('POST', '/service_book/', harbor, { vin: VIN, title: 'sneaky' })).json().code).toBe(
      404000,
    );
    expect((await call('PATCH', `/service_book/${mine.id}`, harbor, { status: 'done' })).json().code).toBe(
      404000,
    );
    expect((await call('DELETE', `/service_book/${mine.id}`, harbor)).json().code).toBe(404000);
    const harborList = (await call('GET', '/service_book/', harbor)).json().result;
    expect(harborList.items.every((e: { bike_shop_id: number }) => e.bike_shop_id === 2)).toBe(true);
    expect((await call('GET', `/service_book/?vin=${HARBOR_VIN}`, dealer)).json().code).toBe(404000);
    expect((await call('GET', `/service_book/?vin=${HARBOR_VIN}`, service)).json().code).toBe(404000);
    expect((await api.database.db.select().from(serviceBookEntries)).length).toBe(before + 1);
    expect((await call('GET', `/service_book/?vin=${VIN}`, dealer)).json().result.items[0].status).toBe(
      'pending',
    );
  });
});
