// GET /api/v2/bike_spec/{id}/parameter?param_type=performance_tuning (session): the model's limits
// that bound the sliders, and the factory default of each level.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

function getPerformanceLimits(bikeSpecId: number, sessionToken: string) {
  requireParams({ id: bikeSpecId || null, session_token: sessionToken || null });
  return apiRequest('get', '/api/v2/bike_spec/{id}/parameter', {
    params: { id: bikeSpecId },
    query: { param_type: 'performance_tuning' },
    headers: { [SESSION_TOKEN_HEADER]: sessionToken },
  });
}

const performanceLimitsQuery = (bikeSpecId: number, sessionToken: string) =>
  queryOptions({
    queryKey: ['bike_spec', bikeSpecId, 'parameter', 'performance_tuning'],
    queryFn: () => getPerformanceLimits(bikeSpecId, sessionToken),
  });

export const usePerformanceLimits = (bikeSpecId: number | undefined, sessionToken: string) =>
  useQuery({
    ...performanceLimitsQuery(bikeSpecId ?? 0, sessionToken),
    enabled: !!bikeSpecId && !!sessionToken,
  });
