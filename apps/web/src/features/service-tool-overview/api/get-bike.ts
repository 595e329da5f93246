// GET /api/bike/{vin}: model, brand, frame number, activation and picture of the connected bike.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

export const bikeQuery = (vin: string) => queryOptions({ queryKey: ['bike', vin], queryFn: () => apiRequest('get', '/api/bike/{vin}', { params: { vin } }), staleTime: 60_000 });
export const useBike = (vin: string) => useQuery(bikeQuery(vin));
