// GET /api/bike/{vin}/service_history?task_status=completed: the bike's workshop activities.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

function getServiceHistory(vin: string) {
  requireParams({ vin: vin || null });
  return apiRequest('get', '/api/bike/{vin}/service_history', {
    params: { vin },
    query: { task_status: 'completed' },
  });
}
const serviceHistoryQuery = (vin: string) =>
  queryOptions({
    queryKey: ['service-history', vin],
    queryFn: () => getServiceHistory(vin),
    staleTime: 30_000,
  });
export const useServiceHistory = (vin: string) => useQuery({ ...serviceHistoryQuery(vin), enabled: !!vin });
