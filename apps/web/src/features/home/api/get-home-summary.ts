// GET /api/home/summary: recent workspaces of the shop and bikes with open critical tasks.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const getHomeSummary = () => apiRequest('get', '/api/home/summary', { query: { limit: 6 } });
const homeSummaryQuery = () =>
  queryOptions({ queryKey: ['home', 'summary'], queryFn: getHomeSummary, staleTime: 0 });
export const useHomeSummary = (enabled: boolean) => useQuery({ ...homeSummaryQuery(), enabled });
