// GET /v2/drive_unit/setting/wheel_diameter (bridge): the wheel size the drive unit computes speed with.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const getWheelDiameter = () =>
  bridgeRequest('get', '/v2/drive_unit/setting/wheel_diameter', { action: 'Read wheel diameter' });
const wheelDiameterQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'wheel_diameter'],
    queryFn: getWheelDiameter,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useWheelDiameter = () => useQuery(wheelDiameterQuery());
