import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';

describe.each(testDatabases())('reference data on %s', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  it('lists every ISO 3166 country with its calling code', async () => {
    const headers = await api.auth(DemoAccounts.dealer);
    const countries = await api.app.inject({ url: '/api/country', headers });
    expect(countries.statusCode).toBe(200);
    expect(countries.json().result).toHaveLength(249);
    const phones = (await api.app.inject({ url: '/api/phone_number', headers })).json().result;
    expect(phones).toContainEqual({ country_code: 'DE', name: 'Germany', calling_code: '+49' });
  });

  it('has brand 4 and the EU and US regions', async () => {
    const headers = await api.auth(DemoAccounts.dealer);
    const brands = (await api.app.inject({ url: '/api/brand', headers })).json().result;
    expect(brands.map((b: { id: number }) => b.id)).toContain(4);
    const regions = (await api.app.inject({ url: '/api/region', headers })).json().result;
    expect(regions).toContainEqual(expect.objectContaining({ id: 4, code: 'EU' }));
    expect(regions).toContainEqual(expect.objectContaining({ id: 5, code: 'US' }));
  });

  it('lists service centers with their region', async () => {
    const headers = await api.auth(DemoAccounts.serviceCenter);
    const centers = (await api.app.inject({ url: '/api/service_center', headers })).json().result;
    expect(centers.filter((c: { region_id: number }) => c.region_id === 4).length).toBeGreaterThan(0);
    expect(centers.filter((c: { region_id: number }) => c.region_id === 5).length).toBeGreaterThan(0);
  });

  it('refuses a user without get_enumeration with 403000', async () => {
    const res = await api.app.inject({
      url: '/api/brand',
      headers: await api.auth(DemoAccounts.noPermission),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 403000, message: 'Permission denied.' });
  });
});
