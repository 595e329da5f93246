// GET /api/brand, /api/region, /api/service_center, /api/country, /api/bike_spec/: the selectors of an
// unknown bike's registration request (cached an hour).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

const long = { staleTime: GET_CACHE_TTL_MS };
export const useBrands = () =>
  useQuery(queryOptions({ queryKey: ['brand'], queryFn: () => apiRequest('get', '/api/brand'), ...long }));
export const useRegions = () =>
  useQuery(queryOptions({ queryKey: ['region'], queryFn: () => apiRequest('get', '/api/region'), ...long }));
export const useServiceCenters = () =>
  useQuery(
    queryOptions({
      queryKey: ['service_center'],
      queryFn: () => apiRequest('get', '/api/service_center'),
      ...long,
    }),
  );
export const useCountries = () =>
  useQuery(
    queryOptions({ queryKey: ['country'], queryFn: () => apiRequest('get', '/api/country'), ...long }),
  );
export const useBikeSpecs = () =>
  useQuery(
    queryOptions({ queryKey: ['bike_spec'], queryFn: () => apiRequest('get', '/api/bike_spec/'), ...long }),
  );
