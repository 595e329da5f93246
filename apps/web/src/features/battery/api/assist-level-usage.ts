// GET /v2/control_and_display_unit/assist_level_usage_info (bridge): time and distance per assist level.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const getAssistLevelUsage = () =>
  bridgeRequest('get', '/v2/control_and_display_unit/assist_level_usage_info', {
    action: 'Read assist level usage',
  });
const assistLevelUsageQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'assist_level_usage'],
    queryFn: getAssistLevelUsage,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useAssistLevelUsage = () => useQuery(assistLevelUsageQuery());
