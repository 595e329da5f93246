// GET /api/country, /api/region, /api/service_center: reference lists of the setup forms (cached an hour).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

const long = { staleTime: GET_CACHE_TTL_MS };
const countriesQuery = () =>
  queryOptions({ queryKey: ['country'], queryFn: () => apiRequest('get', '/api/country'), ...long });
const regionsQuery = () =>
  queryOptions({ queryKey: ['region'], queryFn: () => apiRequest('get', '/api/region'), ...long });
const serviceCentersQuery = () =>
  queryOptions({
    queryKey: ['service_center'],
    queryFn: () => apiRequest('get', '/api/service_center'),
    ...long,
  });

export const useCountries = () => useQuery(countriesQuery());
export const useRegions = () => useQuery(regionsQuery());
export const useServiceCenters = () => useQuery(serviceCentersQuery());
