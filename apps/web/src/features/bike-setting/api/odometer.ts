// GET /v2/bike/odometer (bridge): total distance the drive unit counted.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const getOdometer = () => bridgeRequest('get', '/v2/bike/odometer', { action: 'Read odometer' });
const odometerQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'odometer'],
    queryFn: getOdometer,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useOdometer = () => useQuery(odometerQuery());
