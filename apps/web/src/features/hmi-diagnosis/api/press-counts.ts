// GET /v2/detection_mode/hmi/button/press_counts (bridge): presses per button function, polled
// every second while button detection runs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const getPressCounts = () =>
  bridgeRequest('get', '/v2/detection_mode/hmi/button/press_counts', { action: 'Read button presses' });
export const pressCountsQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'press_counts'],
    queryFn: getPressCounts,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const usePressCounts = (active: boolean) =>
  useQuery({ ...pressCountsQuery(), enabled: active, refetchInterval: active ? 1000 : false });
