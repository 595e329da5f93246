// GET /api/search/bike_shop?q=: the dealers of the service center's regions.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const listDealers = (q: string) => apiRequest('get', '/api/search/bike_shop', { query: q ? { q } : {} });
const dealersQuery = (q: string) =>
  queryOptions({ queryKey: ['dealers', q], queryFn: () => listDealers(q), staleTime: 30_000 });
export const useDealers = (q: string) => useQuery({ ...dealersQuery(q), placeholderData: keepPreviousData });
