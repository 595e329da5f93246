import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accountCalls, newShop, person } from './account.testing.ts';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { accountAttributes } from '../../db/tables/index.ts';
import { SERVICE_CENTER_SET } from '../../identity/identity.testing.ts';
import { assignServiceCenter } from './service-center-assignment.service.ts';

describe.each(testDatabases())('account calls on %s', (kind) => {
  let api: TestApi;
  const { call, newUser } = accountCalls(() => api);

  beforeAll(async () => {
    api = await createTestApi(kind);
  });
  afterAll(() => api.close());

  describe('service center accounts', () => {
    const assign = (email: string, serviceCenterId: number, serviceRegionIds: number[]) =>
      assignServiceCenter(api.database.db, email, { serviceCenterId, serviceRegionIds });

    it('POST sets a service center user up with its assignment, PATCH updates the person', async () => {
      const email = await newUser(SERVICE_CENTER_SET);
      await assign(email, 1, [4, 5]);
      const body = { ...person, phone_number: '020 555 0199' };
      const res = await call('POST', '/api/account/service_center', email, body);
      expect(res.statusCode).toBe(200);
      expect(res.json().result.detail).toMatchObject({
        role: 'service_center',
        phone_number: '+31205550199',
        service_region_ids: [4, 5],
        service_center: { id: 1 },
        bike_shop: null,
      });
      expect((await call('POST', '/api/account/service_center', email, body)).json().code).toBe(400800);
      const patched = await call('PATCH', '/api/account/service_center', email, { job_title: 'Team lead' });
      expect(patched.json().result.detail).toMatchObject({
        job_title: 'Team lead',
        service_region_ids: [4, 5],
        service_center: { id: 1 },
      });
    });

    it('checks phone numbers (400702), input (400700) and the permission (403000)', async () => {
      const email = await newUser(SERVICE_CENTER_SET);
      await assign(email, 1, [4]);
      const body = { ...person, service_center_id: 1, service_region_ids: [4] };
      expect(
        (await call('POST', '/api/account/service_center', email, { ...body, phone_number: 'n/a' })).json()
          .code,
      ).toBe(400702);
      expect(
        (await call('POST', '/api/account/service_center', email, { ...body, service_region_ids: [] })).json()
          .code,
      ).toBe(400700);
      expect(
        (await call('PATCH', '/api/account/service_center', email, { job_title: 'x' })).json().code,
      ).toBe(404000);
      expect((await call('POST', '/api/account/service_center', DemoAccounts.dealer, body)).json().code).toBe(
        403000,
      );
      expect(
        (
          await api.database.db
            .select()
            .from(accountAttributes)
            .where(eq(accountAttributes.role, 'service_center'))
        ).length,
      ).toBeGreaterThan(0);
    });
  });

  describe('PATCH /account/bike_shop/{id}', () => {
    it("lets the shop's dealer change its details", async () => {
      const res = await call('PATCH', '/api/account/bike_shop/1', DemoAccounts.dealer, {
        name: 'Velo Werkstatt Berlin-Mitte',
        phone_number: '030 5550123',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        id: 1,
        name: 'Velo Werkstatt Berlin-Mitte',
        phone_number: '+49305550123',
        postal_code: '10115',
      });
    });

    it("lets a service center of the shop's region change it, including its service center", async () => {
      const res = await call('PATCH', '/api/account/bike_shop/1', DemoAccounts.serviceCenter, {
        service_center_id: 2,
        city: 'Berlin',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ service_center_id: 2, city: 'Berlin' });
    });

    it("moves the shop's dealers along when a service center moves the shop to another region it serves", async () => {
      const center = await newUser(SERVICE_CENTER_SET);
      await assignServiceCenter(api.database.db, center, { serviceCenterId: 1, serviceRegionIds: [4, 5] });
      await call('POST', '/api/account/service_center', center, person);
      const dealer = await newUser();
      const created = (
        await call('POST', '/api/account/dealer', dealer, {
          ...person,
          bike_shop: { ...newShop, name: 'Moving Bikes' },
        })
      ).json().result.detail;
      const moved = await call('PATCH', `/api/account/bike_shop/${created.bike_shop.id}`, center, {
        region_id: 5,
        service_center_id: 3,
        country_code: 'US',
        phone_number: '+1 206 555 0190',
      });
      expect(moved.statusCode).toBe(200);
      expect((await call('GET', '/api/account/', dealer)).json().result.detail.service_region_ids).toEqual([
        5,
      ]);
    });

    it('refuses other dealers, other regions and placement changes by a dealer (403000)', async () => {
      expect(
        (
          await call('PATCH', '/api/account/bike_shop/1', DemoAccounts.otherDealer, { name: 'Mine now' })
        ).json().code,
      ).toBe(403000);
      expect(
        (
          await call('PATCH', '/api/account/bike_shop/2', DemoAccounts.serviceCenter, {
            name: 'Not my region',
          })
        ).json().code,
      ).toBe(403000);
      expect(
        (await call('PATCH', '/api/account/bike_shop/1', DemoAccounts.dealer, { region_id: 5 })).json().code,
      ).toBe(403000);
      expect(
        (await call('PATCH', '/api/account/bike_shop/1', DemoAccounts.noPermission, { name: 'x' })).json()
          .code,
      ).toBe(403000);
    });

    it('answers 404000 for an unknown shop, 400702 for a malformed phone number, 400700 for bad input', async () => {
      expect(
        (await call('PATCH', '/api/account/bike_shop/9999', DemoAccounts.dealer, { name: 'x' })).json().code,
      ).toBe(404000);
      expect(
        (await call('PATCH', '/api/account/bike_shop/1', DemoAccounts.dealer, { phone_number: '+49' })).json()
          .code,
      ).toBe(400702);
      expect((await call('PATCH', '/api/account/bike_shop/1', DemoAccounts.dealer, {})).json().code).toBe(
        400700,
      );
      expect(
        (await call('PATCH', '/api/account/bike_shop/abc', DemoAccounts.dealer, { name: 'x' })).json().code,
      ).toBe(400700);
    });
  });
});
