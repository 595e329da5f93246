// GET /api/home/summary: the shop's recent workspaces, to choose the one to report on.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const getRecentWorkspaces = () => apiRequest('get', '/api/home/summary', { query: { limit: 20 } });
const recentWorkspacesQuery = () =>
  queryOptions({ queryKey: ['home', 'summary', 20], queryFn: getRecentWorkspaces, staleTime: 0 });
export const useRecentWorkspaces = (enabled: boolean) => useQuery({ ...recentWorkspacesQuery(), enabled });
