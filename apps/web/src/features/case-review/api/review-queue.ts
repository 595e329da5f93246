// GET /api/case_management/review?status&page: the cases of the service center's regions.
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { CaseStatus } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';

export const QUEUE_PAGE_SIZE = 10;
export const reviewQueueKey = ['case-review'] as const;

const getReviewQueue = (status: CaseStatus, page: number) =>
  apiRequest('get', '/api/case_management/review', { query: { status, page, page_size: QUEUE_PAGE_SIZE } });
const reviewQueueQuery = (status: CaseStatus, page: number) =>
  queryOptions({
    queryKey: [...reviewQueueKey, status, page],
    queryFn: () => getReviewQueue(status, page),
    staleTime: 0,
  });
export const useReviewQueue = (status: CaseStatus, page: number) =>
  useQuery({ ...reviewQueueQuery(status, page), placeholderData: keepPreviousData });

/** How many cases each status holds: the queue's first page of each, one row, read for its total. */
export const useStatusCounts = (statuses: readonly CaseStatus[]) =>
  useQueries({
    queries: statuses.map((status) => ({
      queryKey: [...reviewQueueKey, 'count', status],
      queryFn: () =>
        apiRequest('get', '/api/case_management/review', { query: { status, page: 1, page_size: 1 } }),
      staleTime: 0,
    })),
    combine: (results) =>
      Object.fromEntries(statuses.map((s, i) => [s, results[i]?.data?.total])) as Record<
        CaseStatus,
        number | undefined
      >,
  });
