// GET /v2/bike/riding_stats (bridge): ride time, energy, speeds and trips the controller counted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const getRidingStats = () =>
  bridgeRequest('get', '/v2/bike/riding_stats', { action: 'Read riding statistics' });
const ridingStatsQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'riding_stats'],
    queryFn: getRidingStats,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useRidingStats = () => useQuery(ridingStatsQuery());
