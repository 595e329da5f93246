// GET /api/service_center, /api/country, /api/brand, /api/region: the form's choice lists (an hour).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

const long = { staleTime: GET_CACHE_TTL_MS };
const serviceCentersQuery = () =>
  queryOptions({
    queryKey: ['service_center'],
    queryFn: () => apiRequest('get', '/api/service_center'),
    ...long,
  });
const countriesQuery = () =>
  queryOptions({ queryKey: ['country'], queryFn: () => apiRequest('get', '/api/country'), ...long });
const brandsQuery = () =>
  queryOptions({ queryKey: ['brand'], queryFn: () => apiRequest('get', '/api/brand'), ...long });
const regionsQuery = () =>
  queryOptions({ queryKey: ['region'], queryFn: () => apiRequest('get', '/api/region'), ...long });

export const useServiceCenters = () => useQuery(serviceCentersQuery());
export const useCountries = () => useQuery(countriesQuery());
export const useBrands = () => useQuery(brandsQuery());
export const useRegions = () => useQuery(regionsQuery());
