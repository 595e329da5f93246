// GET /api/bike/{vin}: the cloud's record of one bike (model, brand, frame number, registered
// components, shop, activation). One query for every screen that reads it, so they share the cache
// entry ['bike', vin] and one invalidation refreshes them all.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { requireParams } from './api-error.ts';

export function fetchBike(vin: string) {
  requireParams({ vin: vin || null });
  return apiRequest('get', '/api/bike/{vin}', { params: { vin } });
}
export const bikeQuery = (vin: string) =>
  queryOptions({ queryKey: ['bike', vin], queryFn: () => fetchBike(vin), staleTime: 60_000 });

/** The bike with this VIN; idle without one. `retry: false` where an unknown VIN is an expected answer. */
export const useBike = (vin: string | undefined, options: { retry?: false } = {}) =>
  useQuery({ ...bikeQuery(vin ?? ''), enabled: !!vin, ...options });
