// Tenancy is given, not taken (decision 2650, issue 26 findings 1 and 2): a service center user cannot
// widen the regions or change the center it serves, and a dealer login cannot join a shop by naming
// its id. Each check is followed by what the attempt would have opened: another shop stays closed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, testDatabases, type TestApi } from '../../test/test-api.ts';
import { DemoAccounts } from '../../db/seed/foundation.seed.ts';
import { SERVICE_CENTER_SET } from '../../identity/identity.testing.ts';
import { accountCalls, person } from './account.testing.ts';
import { assignServiceCenter, AssignmentError } from './service-center-assignment.service.ts';
import { caller, CONTROLLER, DANGER, readBikeIntoWorkspace } from '../claim/claim-test-support.ts';

describe.each(testDatabases())('self-escalation on %s', (kind) => {
  let api: TestApi;
  const { call, newUser } = accountCalls(() => api);
  let claimId: number;
  let workspaceId: number;

  beforeAll(async () => {
    api = await createTestApi(kind);
    workspaceId = await readBikeIntoWorkspace(api);
    const filed = await caller(api)('POST', '/claim', await api.auth(DemoAccounts.dealer), {
      vin: DANGER.vin,
      part_type: 'controller',
      serial: CONTROLLER.barcode,
    });
    claimId = filed.json().result.id;
  });
  afterAll(() => api.close());

  /** What a user can reach of the demo shop (shop 1, region EU): status codes of four reads/writes. */
  const reachOfShop1 = async (email: string) => [
    (await call('GET', `/api/claim/${claimId}`, email)).statusCode,
    (await call('GET', `/api/bike/${DANGER.vin}`, email)).statusCode,
    (await call('GET', `/api/workspace/${workspaceId}`, email)).statusCode,
    (await call('PATCH', '/api/account/bike_shop/1', email, { city: 'Berlin' })).statusCode,
  ];

  describe('a service center user', () => {
    it('cannot widen its regions or change its center (403000), and reaches no more shops', async () => {
      for (const body of [
        { service_region_ids: [4, 5] },
        { service_center_id: 3 },
        { service_region_ids: [5] },
      ]) {
        const res = await call('PATCH', '/api/account/service_center', DemoAccounts.serviceCenter, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(403);
        expect(res.json().code).toBe(403000);
      }
      const detail = (await call('GET', '/api/account/', DemoAccounts.serviceCenter)).json().result.detail;
      expect(detail).toMatchObject({ service_region_ids: [4], service_center: { id: 1 } });
      // Repeating its own assignment and changing its own person fields are fine.
      const own = await call('PATCH', '/api/account/service_center', DemoAccounts.serviceCenter, {
        service_region_ids: [4],
        job_title: 'Technical support',
      });
      expect(own.statusCode).toBe(200);
      // The other shop (Seattle, region US) stays out of reach.
      const harborShop = await call('PATCH', '/api/account/bike_shop/2', DemoAccounts.serviceCenter, {
        city: 'Tacoma',
      });
      expect(harborShop.json().code).toBe(403000);
    });

    it('serves what an operator assigned: none → 403000 at setup; another center or region → 403000', async () => {
      const email = await newUser(SERVICE_CENTER_SET);
      const setup = { ...person, phone_number: '+1 503 555 0199' };
      const before = await call('POST', '/api/account/service_center', email, setup);
      expect(before.json().code).toBe(403000);
      expect((await call('GET', '/api/account/', email)).json().result).toMatchObject({
        detail: null,
        service_center_assignment: null,
      });

      await assignServiceCenter(api.database.db, email, { serviceCenterId: 3, serviceRegionIds: [5] });
      const info = (await call('GET', '/api/account/', email)).json().result;
      expect(info.service_center_assignment).toMatchObject({
        service_center: { id: 3 },
        service_region_ids: [5],
      });
      const widened = await call('POST', '/api/account/service_center', email, {
        ...setup,
        service_region_ids: [4, 5],
      });
      expect(widened.json().code).toBe(403000);
      const created = await call('POST', '/api/account/service_center', email, setup);
      expect(created.statusCode).toBe(200);
      expect(created.json().result.detail).toMatchObject({
        service_region_ids: [5],
        service_center: { id: 3 },
      });
      expect(await reachOfShop1(email)).toEqual([404, 404, 404, 403]);

      // The operator moves it to Europe: the account follows, and shop 1 opens to it.
      await assignServiceCenter(api.database.db, email, { serviceCenterId: 1, serviceRegionIds: [4] });
      const moved = (await call('GET', '/api/account/', email)).json().result.detail;
      expect(moved).toMatchObject({ service_region_ids: [4], service_center: { id: 1 } });
      expect((await call('GET', `/api/claim/${claimId}`, email)).statusCode).toBe(200);
    });

    it('is assigned only to centers and regions that exist, and only when the user exists', async () => {
      const email = await newUser(SERVICE_CENTER_SET);
      const db = api.database.db;
      await expect(
        assignServiceCenter(db, email, { serviceCenterId: 99, serviceRegionIds: [4] }),
      ).rejects.toThrow(AssignmentError);
      await expect(
        assignServiceCenter(db, email, { serviceCenterId: 1, serviceRegionIds: [77] }),
      ).rejects.toThrow(AssignmentError);
      await expect(
        assignServiceCenter(db, 'nobody@example.com', { serviceCenterId: 1, serviceRegionIds: [4] }),
      ).rejects.toThrow(AssignmentError);
    });
  });

  describe('a dealer login naming an existing shop', () => {
    it("asks to join an existing shop (202); the shop's dealer approves; joined once only", async () => {
      const res = await call('POST', '/api/account/dealer', DemoAccounts.newShop, {
        ...person,
        bike_shop_id: 1,
      });
      expect(res.statusCode).toBe(202);
      expect(res.json().result).toMatchObject({
        detail: null,
        join_request: {
          status: 'pending',
          bike_shop_id: 1,
          bike_shop_name: 'Velo Werkstatt Berlin',
          phone_number: '+49305550199',
        },
      });
      const listed = await call('GET', '/api/account/bike_shop/1/join_request', DemoAccounts.dealer);
      const request = listed.json().result.find((r: { email: string }) => r.email === DemoAccounts.newShop);
      expect(request).toMatchObject({ first_name: 'Nora', status: 'pending' });
      const approve = `/api/account/bike_shop/1/join_request/${request.id}/approve`;
      expect((await call('POST', approve, DemoAccounts.dealer)).json().result.status).toBe('approved');
      const detail = (await call('GET', '/api/account/', DemoAccounts.newShop)).json().result.detail;
      expect(detail).toMatchObject({
        role: 'dealer',
        first_name: 'Nora',
        phone_number: '+49305550199',
        service_region_ids: [4],
        bike_shop: { id: 1 },
      });
      // Decided once; set up once only.
      expect((await call('POST', approve, DemoAccounts.dealer)).json().code).toBe(404000);
      const again = await call('POST', '/api/account/dealer', DemoAccounts.newShop, {
        ...person,
        bike_shop_id: 1,
      });
      expect(again.json().code).toBe(400800);
    });

    it('only asks to join (202): it reaches nothing of the shop until a dealer of the shop approves', async () => {
      const email = await newUser();
      const asked = await call('POST', '/api/account/dealer', email, { ...person, bike_shop_id: 1 });
      expect(asked.statusCode).toBe(202);
      expect(asked.json().result.detail).toBeNull();
      expect(await reachOfShop1(email)).toEqual([404, 404, 404, 403]);
      expect((await call('GET', '/api/claim', email)).json().result.total).toBe(0);

      // Neither the other shop's dealer nor the requester can approve; the shop's dealer can.
      const request = asked.json().result.join_request;
      const approve = `/api/account/bike_shop/1/join_request/${request.id}/approve`;
      expect((await call('POST', approve, DemoAccounts.otherDealer)).json().code).toBe(403000);
      expect((await call('POST', approve, email)).json().code).toBe(403000);
      expect(
        (await call('GET', '/api/account/bike_shop/1/join_request', DemoAccounts.otherDealer)).json().code,
      ).toBe(403000);
      expect((await call('POST', approve, DemoAccounts.dealer)).statusCode).toBe(200);
      expect((await call('GET', `/api/claim/${claimId}`, email)).statusCode).toBe(200);
    });

    it('can be turned down; the requester sees it and may register a shop of their own instead', async () => {
      const email = await newUser();
      const asked = await call('POST', '/api/account/dealer', email, { ...person, bike_shop_id: 1 });
      const { id } = asked.json().result.join_request;
      const reject = `/api/account/bike_shop/1/join_request/${id}/reject`;
      // A service center of the shop's region manages it too.
      expect((await call('POST', reject, DemoAccounts.serviceCenter)).json().result.status).toBe('rejected');
      const info = (await call('GET', '/api/account/', email)).json().result;
      expect(info).toMatchObject({ detail: null, join_request: { id, status: 'rejected' } });
      expect(await reachOfShop1(email)).toEqual([404, 404, 404, 403]);
      // A request of another shop's id is not an open request of this shop.
      const other = await call('POST', '/api/account/dealer', email, { ...person, bike_shop_id: 2 });
      const wrongShop = `/api/account/bike_shop/1/join_request/${other.json().result.join_request.id}/approve`;
      expect((await call('POST', wrongShop, DemoAccounts.dealer)).json().code).toBe(404000);
    });
  });
});
