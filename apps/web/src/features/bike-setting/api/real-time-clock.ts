// GET/PUT /v2/device/{partType}/real_time_clock (bridge): the display's clock (UTC on the bike).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import { reactToServiceToolError } from '../../../domain/service-tool/index.ts';

const partType = 'hmi' as const;
const getClock = () =>
  bridgeRequest('get', '/v2/device/{partType}/real_time_clock', {
    params: { partType },
    action: 'Read clock',
  });
const putClock = (time: string) =>
  bridgeRequest('put', '/v2/device/{partType}/real_time_clock', {
    params: { partType },
    body: { time },
    action: 'Set clock',
  });

const clockQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'real_time_clock', partType],
    queryFn: getClock,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useClock = () => useQuery(clockQuery());
export function useSetClock() {
  const qc = useQueryClient();
  return useMutation({
    meta: { silent: true },
    onError: (e) => reactToServiceToolError(e, { action: 'Set clock' }),
    mutationFn: putClock,
    onSuccess: (data) => qc.setQueryData(clockQuery().queryKey, data),
  });
}
