// GET /api/bike/{vin}: model, brand, frame number and components for the snapshot and prefill.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

export function getBike(vin: string) {
  requireParams({ vin: vin || null });
  return apiRequest('get', '/api/bike/{vin}', { params: { vin } });
}
export const bikeQuery = (vin: string) => queryOptions({ queryKey: ['bike', vin], queryFn: () => getBike(vin), staleTime: 60_000 });
export const useBike = (vin: string) => useQuery({ ...bikeQuery(vin), enabled: !!vin });
