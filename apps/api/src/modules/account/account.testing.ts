// What the account tests share: a person's and a new shop's request bodies, and calls made as a
// signed-in user (JSON body when one is given).
import type { TestApi } from '../../test/test-api.ts';
import { createUser, DEALER_SET } from '../../identity/identity.testing.ts';

export const person = {
  first_name: 'Nora',
  last_name: 'Neu',
  phone_number: '+49 30 5550199',
  job_title: 'Mechanic',
};

export const newShop = {
  name: 'Radhaus Hamburg',
  postal_code: '20095',
  phone_number: '040 5550177',
  address: 'Mönckebergstraße 7',
  city: 'Hamburg',
  country_code: 'DE',
  region_id: 4,
  email: 'radhaus@example.com',
};

/** `call` as the user with that email; `newUser` creates a user with that permission set. */
export function accountCalls(api: () => TestApi) {
  const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, email: string, payload?: unknown) =>
    api().app.inject({
      method,
      url,
      headers: {
        ...(await api().auth(email)),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  const newUser = async (permissionSetId: number | null = DEALER_SET) =>
    (await createUser(api().database.db, { permissionSetId })).email;
  /** Sets `email` up as a dealer of a demo shop: asks to join, and the shop's demo dealer approves. */
  const joinShop = async (email: string, shopId: 1 | 2, body: object = person) => {
    const asked = await call('POST', '/api/account/dealer', email, { ...body, bike_shop_id: shopId });
    const request = asked.json().result.join_request as { id: number };
    const approver = shopId === 1 ? 'dealer@example.com' : 'harbor@example.com';
    const url = `/api/account/bike_shop/${shopId}/join_request/${request.id}/approve`;
    const approved = await call('POST', url, approver);
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
    return approved;
  };
  return { call, newUser, joinShop };
}
