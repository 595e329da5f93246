// GET /api/search/bike?q=: bikes of the shop by part of the VIN or frame number.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const searchBikes = (q: string) => apiRequest('get', '/api/search/bike', { query: { q } });
const bikeSearchQuery = (q: string) =>
  queryOptions({ queryKey: ['search', 'bike', q], queryFn: () => searchBikes(q), staleTime: 30_000 });
export const useBikeSearch = (q: string, enabled: boolean) =>
  useQuery({ ...bikeSearchQuery(q), enabled: enabled && q.length >= 3 });
