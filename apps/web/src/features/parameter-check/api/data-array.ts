// GET /v2/parameter/{partType}/data_array (bridge): the component's parameter block as bytes.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';
import type { BridgeComponentName } from '../../../lib/bridge/bridge-types.ts';

const getDataArray = (partType: BridgeComponentName) =>
  bridgeRequest('get', '/v2/parameter/{partType}/data_array', {
    params: { partType },
    action: 'Read parameters',
  });
export const dataArrayQuery = (partType: BridgeComponentName) =>
  queryOptions({
    queryKey: ['bridge', 'data_array', partType],
    queryFn: () => getDataArray(partType),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useDataArray = (partType: BridgeComponentName | '') =>
  useQuery({ ...dataArrayQuery(partType || 'hmi'), enabled: !!partType });
