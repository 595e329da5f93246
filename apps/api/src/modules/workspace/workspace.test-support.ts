// Helpers the workspace, task, activity and bike tests share.
import { expect } from 'vitest';
import { SESSION_TOKEN_HEADER } from '@dealer/contracts';
import type { TestApi } from '../../test/test-api.ts';

export async function openWorkspaceFor(api: TestApi, email: string, vin: string, bikeShopId = 1) {
  const headers = await api.auth(email);
  const res = await api.app.inject({
    method: 'POST',
    url: '/api/workspace/',
    headers,
    payload: { vin, bike_shop_id: bikeShopId },
  });
  expect(res.statusCode, res.body).toBe(200);
  const ws = res.json().result as {
    id: number;
    session_token: string;
    session_expires_at: string;
    vin: string;
  };
  return { ...ws, headers, session: { ...headers, [SESSION_TOKEN_HEADER]: ws.session_token } };
}
