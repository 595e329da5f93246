import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { bikeShops } from '../../db/tables/index.ts';
import { toE164 } from './phone-number.ts';

describe('phone numbers', () => {
  it('reads international and national forms into E.164', () => {
    expect(toE164('+49 30 5550123')).toBe('+49305550123');
    expect(toE164('030/555-0123', 'DE')).toBe('+49305550123');
    expect(toE164('(206) 555-0142', 'us')).toBe('+12065550142');
    expect(toE164('030 5550123')).toBeUndefined();
    expect(toE164('12', 'DE')).toBeUndefined();
    expect(toE164('phone', 'DE')).toBeUndefined();
    expect(toE164('030 5550123', 'ZZ')).toBeUndefined();
  });
});

describe.each(testDatabases())('GET /bike_shop/{postal_code} on %s', (kind) => {
  let api: TestApi;
  const lookup = async (path: string, email: string = DemoAccounts.newShop) =>
    api.app.inject({ url: `/api/bike_shop/${path}`, headers: await api.auth(email) });

  beforeAll(async () => {
    api = await createTestApi(kind);
    // A second shop with the same postal code: the phone number tells them apart.
    await api.database.db.insert(bikeShops).values({
      name: 'Mitte Cycles',
      postalCode: '10115',
      phoneNumber: '+49 30 5550999',
      countryCode: 'DE',
      regionId: 4,
    });
  });
  afterAll(() => api.close());

  it('finds the shop by postal code and phone number in any common notation', async () => {
    for (const phone of ['+49 30 5550123', '030 5550123', '+49305550123', '030-555-0123']) {
      const res = await lookup(`10115?phone_number=${encodeURIComponent(phone)}`);
      expect(res.statusCode, phone).toBe(200);
      expect(res.json().result, phone).toMatchObject({
        id: 1,
        name: 'Velo Werkstatt Berlin',
        postal_code: '10115',
        country_code: 'DE',
        region_id: 4,
      });
    }
    const other = await lookup(`10115?phone_number=${encodeURIComponent('030 5550999')}`);
    expect(other.json().result).toMatchObject({ name: 'Mitte Cycles' });
  });

  it('finds by postal code alone (first registered), ignoring spaces and case', async () => {
    expect((await lookup('10115')).json().result).toMatchObject({ id: 1 });
    expect((await lookup(encodeURIComponent(' 98 101'))).json().result).toMatchObject({
      id: 2,
      name: 'Harbor Bikes Seattle',
    });
  });

  it('answers null when nothing matches', async () => {
    expect((await lookup('99999')).json()).toEqual({ result: null });
    expect((await lookup(`10115?phone_number=${encodeURIComponent('+49 30 5550000')}`)).json()).toEqual({
      result: null,
    });
    expect((await lookup(`99999?phone_number=${encodeURIComponent('040 5550177')}`)).json()).toEqual({
      result: null,
    });
  });

  it('refuses a malformed phone number with 400702', async () => {
    const res = await lookup(`10115?phone_number=${encodeURIComponent('+49 1')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400702, message: 'Invalid phone number format.' });
    expect((await lookup(`10115?phone_number=abc`)).json().code).toBe(400702);
  });

  it('needs register_dealer (403000) and a token (401000)', async () => {
    expect((await lookup('10115', DemoAccounts.noPermission)).json().code).toBe(403000);
    expect((await api.app.inject({ url: '/api/bike_shop/10115' })).json().code).toBe(401000);
  });
});
