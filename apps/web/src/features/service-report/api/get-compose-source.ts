// GET /api/service_report/workspace/{id}: the workspace's tasks, activities and comments to pick
// from, and the reports already written from it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

function getComposeSource(workspaceId: number) {
  requireParams({ workspaceId: workspaceId || null });
  return apiRequest('get', '/api/service_report/workspace/{id}', { params: { id: workspaceId } });
}
export const composeSourceKey = (workspaceId: number) => ['service-report', 'source', workspaceId] as const;
const composeSourceQuery = (workspaceId: number) =>
  queryOptions({
    queryKey: composeSourceKey(workspaceId),
    queryFn: () => getComposeSource(workspaceId),
    staleTime: 0,
  });
export const useComposeSource = (workspaceId: number) =>
  useQuery({ ...composeSourceQuery(workspaceId), enabled: workspaceId > 0 });
