// What the queue filters offer: the brands (GET /api/brand) and the shops of the center's regions.
// A center that manages its dealers reads them all (GET /api/search/bike_shop, manage_dealer), so a
// shop with nothing decided yet is there too; a reviewer without that key gets the shops its claims
// and orders name (GET /api/claim, /api/order).
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

type Shop = { id: number; name: string };

async function shopsNamedByRecords(): Promise<Shop[]> {
  const [claims, orders] = await Promise.all([
    apiRequest('get', '/api/claim', { query: { page: 1, page_size: 100 } }),
    apiRequest('get', '/api/order', { query: { page: 1, page_size: 100 } }),
  ]);
  const shops = new Map<number, string>();
  for (const x of [...claims.items, ...orders.items]) shops.set(x.bike_shop_id, x.bike_shop_name);
  return [...shops].map(([id, name]) => ({ id, name }));
}

export const useRegionShops = (canListDealers: boolean) =>
  useQuery({
    queryKey: ['claim-review', 'shops', canListDealers],
    queryFn: async () => {
      const shops = canListDealers
        ? (await apiRequest('get', '/api/search/bike_shop')).map((s) => ({ id: s.id, name: s.name }))
        : await shopsNamedByRecords();
      return shops.sort((a, b) => a.name.localeCompare(b.name));
    },
    staleTime: 60_000,
  });
