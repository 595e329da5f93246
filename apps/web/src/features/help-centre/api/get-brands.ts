// GET /api/brand: brands, for the serial-number location help (brand 4 differs).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

const brandsQuery = () =>
  queryOptions({
    queryKey: ['brand'],
    queryFn: () => apiRequest('get', '/api/brand'),
    staleTime: GET_CACHE_TTL_MS,
  });
export const useBrands = () => useQuery(brandsQuery());
