// GET /api/case_management/review?status&page_size=1: how many cases of the region wait in each
// status (the first page's total), for the service center's home.
import { useQueries } from '@tanstack/react-query';
import type { CaseStatus } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

export const useReviewCounts = (statuses: readonly CaseStatus[], enabled: boolean) =>
  useQueries({
    queries: statuses.map((status) => ({
      queryKey: ['case-review', 'count', status],
      queryFn: () =>
        apiRequest('get', '/api/case_management/review', { query: { status, page: 1, page_size: 1 } }),
      staleTime: 0,
      enabled,
    })),
    combine: (results) => results.map((r) => r.data?.total),
  });
