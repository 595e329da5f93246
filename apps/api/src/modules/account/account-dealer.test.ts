import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_VERSION, PORTAL_VERSION_HEADER } from '@dealer/contracts';
import { accountCalls, newShop, person } from './account.testing.ts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { bikeShops } from '../../db/tables/index.ts';

describe.each(testDatabases())('account calls on %s', (kind) => {
  let api: TestApi;
  const { call, newUser, joinShop } = accountCalls(() => api);
  const shopCount = async () => (await api.database.db.select().from(bikeShops)).length;

  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  describe('GET /account/', () => {
    it('shows a dealer with their shop and its service center', async () => {
      const res = await call('GET', '/api/account/', DemoAccounts.dealer);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({
        username: DemoAccounts.dealer,
        email: DemoAccounts.dealer,
        detail: {
          role: 'dealer',
          first_name: 'Dana',
          last_name: 'Keller',
          phone_number: '+49 30 5550124',
          job_title: 'Workshop lead',
          service_region_ids: [4],
          bike_shop: expect.objectContaining({
            id: 1,
            name: 'Velo Werkstatt Berlin',
            postal_code: '10115',
            region_id: 4,
            service_center_id: 1,
          }),
          service_center: expect.objectContaining({ id: 1, name: 'Dealer Support Europe (Amsterdam)' }),
        },
        join_request: null,
        service_center_assignment: null,
      });
    });

    it('shows a service center user with their center and no shop', async () => {
      const detail = (await call('GET', '/api/account/', DemoAccounts.serviceCenter)).json().result.detail;
      expect(detail).toMatchObject({
        role: 'service_center',
        bike_shop: null,
        service_center: { id: 1 },
        service_region_ids: [4],
      });
    });

    it('answers detail null for a user who still has to set the account up', async () => {
      const res = await call('GET', '/api/account/', DemoAccounts.newShop);
      expect(res.json()).toEqual({
        result: {
          username: DemoAccounts.newShop,
          email: DemoAccounts.newShop,
          detail: null,
          join_request: null,
          service_center_assignment: null,
        },
      });
      expect((await call('GET', '/api/account/', DemoAccounts.noPermission)).json().result.detail).toBeNull();
    });

    it('needs a token (401000)', async () => {
      const res = await api.app.inject({
        url: '/api/account/',
        headers: { [PORTAL_VERSION_HEADER]: PORTAL_VERSION },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(401000);
    });
  });

  describe('POST /account/dealer', () => {
    it("registers a new shop (phone numbers in E.164, the region's service center by default)", async () => {
      const email = await newUser();
      const res = await call('POST', '/api/account/dealer', email, {
        ...person,
        phone_number: '030 5550111',
        bike_shop: newShop,
      });
      expect(res.statusCode).toBe(200);
      const { detail } = res.json().result;
      expect(detail.phone_number).toBe('+49305550111');
      expect(detail.bike_shop).toMatchObject({
        name: 'Radhaus Hamburg',
        phone_number: '+49405550177',
        country_code: 'DE',
        region_id: 4,
        service_center_id: 1,
      });
      expect(detail.service_center).toMatchObject({ id: 1 });
    });

    it('refuses a malformed phone number with 400702 and writes nothing', async () => {
      const email = await newUser();
      const before = await shopCount();
      const bad = await call('POST', '/api/account/dealer', email, {
        ...person,
        phone_number: '12',
        bike_shop: newShop,
      });
      expect(bad.json()).toMatchObject({
        code: 400702,
        message: 'Invalid phone number format.',
        details: [{ field: 'body/phone_number' }],
      });
      const badShop = await call('POST', '/api/account/dealer', email, {
        ...person,
        bike_shop: { ...newShop, phone_number: 'call us' },
      });
      expect(badShop.json()).toMatchObject({
        code: 400702,
        details: [{ field: 'body/bike_shop/phone_number' }],
      });
      expect(await shopCount()).toBe(before);
      expect((await call('GET', '/api/account/', email)).json().result.detail).toBeNull();
    });

    it('needs exactly one of bike_shop_id and bike_shop (400700), existing references (400701)', async () => {
      const email = await newUser();
      expect((await call('POST', '/api/account/dealer', email, person)).json().code).toBe(400700);
      expect(
        (
          await call('POST', '/api/account/dealer', email, { ...person, bike_shop_id: 1, bike_shop: newShop })
        ).json().code,
      ).toBe(400700);
      expect(
        (await call('POST', '/api/account/dealer', email, { ...person, bike_shop_id: 9999 })).json().code,
      ).toBe(400701);
      expect(
        (
          await call('POST', '/api/account/dealer', email, {
            ...person,
            bike_shop: { ...newShop, region_id: 999 },
          })
        ).json().code,
      ).toBe(400701);
      expect(
        (
          await call('POST', '/api/account/dealer', email, {
            ...person,
            bike_shop: { ...newShop, country_code: 'XX' },
          })
        ).json().code,
      ).toBe(400701);
      const foreignCenter = await call('POST', '/api/account/dealer', email, {
        ...person,
        bike_shop: { ...newShop, service_center_id: 3 },
      });
      expect(foreignCenter.json()).toMatchObject({
        code: 400700,
        details: [{ field: 'body/bike_shop/service_center_id' }],
      });
      expect(
        (await call('POST', '/api/account/dealer', email, { ...person, bike_shop_id: 1, extra: 1 })).json()
          .code,
      ).toBe(400700);
      expect(
        (
          await call('POST', '/api/account/dealer', email, {
            ...person,
            bike_shop: { ...newShop, email: 'not-an-address' },
          })
        ).json().code,
      ).toBe(400700);
    });

    it('needs register_dealer (403000)', async () => {
      const res = await call('POST', '/api/account/dealer', DemoAccounts.serviceCenter, {
        ...person,
        bike_shop_id: 1,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(403000);
    });
  });

  describe('PATCH /account/dealer', () => {
    it("updates the dealer's own attributes", async () => {
      const email = await newUser();
      await joinShop(email, 2);
      const res = await call('PATCH', '/api/account/dealer', email, {
        job_title: 'Owner',
        phone_number: '(206) 555-0150',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.detail).toMatchObject({
        job_title: 'Owner',
        first_name: 'Nora',
        phone_number: '+12065550150',
      });
    });

    it('is what the next GET /account/ answers, though that answer is kept between calls', async () => {
      const email = await newUser();
      await joinShop(email, 2);
      const before = await call('GET', '/api/account/', email);
      expect((await call('GET', '/api/account/', email)).body).toBe(before.body);
      await call('PATCH', '/api/account/dealer', email, { job_title: 'Workshop lead' });
      const after = (await call('GET', '/api/account/', email)).json().result.detail;
      expect(after).toMatchObject({ job_title: 'Workshop lead', first_name: 'Nora' });
    });

    it('answers 400702 for a malformed phone number, 400700 for an empty body, 404000 before set-up', async () => {
      const bad = await call('PATCH', '/api/account/dealer', DemoAccounts.dealer, { phone_number: '+49 1' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400702, message: 'Invalid phone number format.' });
      expect((await call('PATCH', '/api/account/dealer', DemoAccounts.dealer, {})).json().code).toBe(400700);
      expect(
        (await call('PATCH', '/api/account/dealer', await newUser(), { job_title: 'x' })).json().code,
      ).toBe(404000);
    });
  });
});
