// GET /api/bike/{vin}: model, brand, frame number, registered components (with their part spec), activation
// and picture of a bike — read by the connect flow, the overview and the firmware screen.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export const fetchBike = (vin: string) => apiRequest('get', '/api/bike/{vin}', { params: { vin } });
export const bikeQuery = (vin: string) =>
  queryOptions({ queryKey: ['bike', vin], queryFn: () => fetchBike(vin), staleTime: 60_000 });
export const useBike = (vin: string) => useQuery(bikeQuery(vin));
