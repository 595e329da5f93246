// What the queue filters offer: the brands (GET /api/brand) and the shops of the center's regions as
// its claims and orders name them (GET /api/claim, /api/order; there is no shop list for a center).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { GET_CACHE_TTL_MS } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

export const useBrands = () =>
  useQuery(
    queryOptions({
      queryKey: ['brand'],
      queryFn: () => apiRequest('get', '/api/brand'),
      staleTime: GET_CACHE_TTL_MS,
    }),
  );

export const useRegionShops = () =>
  useQuery({
    queryKey: ['claim-review', 'shops'],
    queryFn: async () => {
      const [claims, orders] = await Promise.all([
        apiRequest('get', '/api/claim', { query: { page: 1, page_size: 100 } }),
        apiRequest('get', '/api/order', { query: { page: 1, page_size: 100 } }),
      ]);
      const shops = new Map<number, string>();
      for (const x of [...claims.items, ...orders.items]) shops.set(x.bike_shop_id, x.bike_shop_name);
      return [...shops].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 60_000,
  });
