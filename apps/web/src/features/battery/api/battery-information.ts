// GET /v2/device/{partType}/battery_information (bridge): the pack's design data.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

export type BatteryPart = 'battery' | 'range_extender_battery';

const getBatteryInformation = (partType: BatteryPart) =>
  bridgeRequest('get', '/v2/device/{partType}/battery_information', {
    params: { partType },
    action: 'Read battery information',
  });
const batteryInformationQuery = (partType: BatteryPart) =>
  queryOptions({
    queryKey: ['bridge', 'battery_information', partType],
    queryFn: () => getBatteryInformation(partType),
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useBatteryInformation = (partType: BatteryPart, enabled = true) =>
  useQuery({ ...batteryInformationQuery(partType), enabled });
