// GET /api/workspace/?bike_shop_id&mids|vin: the bike these module ids or this VIN belong to at the
// shop, with its latest workspace there.
import { apiRequest } from '../../../lib/api/client.ts';
import type { ResultOf } from '../../../lib/api/api-types.ts';

export type WorkspaceSuggestion = ResultOf<'/api/workspace/', 'get'>;
export const suggestWorkspace = (query: { bike_shop_id: number; vin?: string; mids?: string }) =>
  apiRequest('get', '/api/workspace/', { query });
