// GET /api/service_report/{id}: a draft to continue.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

function getReport(id: number) {
  requireParams({ id: id || null });
  return apiRequest('get', '/api/service_report/{id}', { params: { id } });
}
const reportQuery = (id: number) =>
  queryOptions({ queryKey: ['service-report', id], queryFn: () => getReport(id), staleTime: 0 });
export const useReport = (id: number) => useQuery({ ...reportQuery(id), enabled: id > 0 });
