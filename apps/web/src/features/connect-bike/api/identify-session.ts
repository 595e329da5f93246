// POST /api/workspace/identify_session: a bridge credential that may only connect, read which bike is
// on the stand and disconnect — so the connect flow reads the VIN instead of asking for it.
import { apiRequest } from '../../../lib/api/client.ts';

export const openIdentifySession = (bikeShopId: number) =>
  apiRequest('post', '/api/workspace/identify_session', { body: { bike_shop_id: bikeShopId } });
