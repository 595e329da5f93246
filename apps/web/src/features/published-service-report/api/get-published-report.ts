// GET /api/service_report/published/{public_id}: the frozen, published report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

function getPublishedReport(publicId: string) {
  requireParams({ public_id: publicId || null });
  return apiRequest('get', '/api/service_report/published/{public_id}', { params: { public_id: publicId } });
}
// Published reports never change, so one fetch is enough for the page's life.
const publishedReportQuery = (publicId: string) =>
  queryOptions({
    queryKey: ['service-report', 'published', publicId],
    queryFn: () => getPublishedReport(publicId),
    staleTime: Infinity,
  });
export const usePublishedReport = (publicId: string) =>
  useQuery({ ...publishedReportQuery(publicId), enabled: !!publicId });
