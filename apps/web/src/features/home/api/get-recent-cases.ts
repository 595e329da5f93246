// GET /api/case_management/: the shop's latest cases and where they stand in review.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const getRecentCases = () => apiRequest('get', '/api/case_management/', { query: { page: 1, page_size: 5 } });
const recentCasesQuery = () =>
  queryOptions({ queryKey: ['home', 'cases'], queryFn: getRecentCases, staleTime: 0 });
export const useRecentCases = (enabled: boolean) => useQuery({ ...recentCasesQuery(), enabled });
