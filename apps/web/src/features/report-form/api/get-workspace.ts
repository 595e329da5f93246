// GET /api/workspace/{id}: the workspace's tasks, for the diagnostic snapshot of a report sent from it.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';
import { serviceToolKeys } from '../../../domain/service-tool/index.ts';

function getWorkspace(id: number) {
  requireParams({ id: id || null });
  return apiRequest('get', '/api/workspace/{id}', { params: { id } });
}
const workspaceQuery = (id: number) =>
  queryOptions({ queryKey: serviceToolKeys.workspace(id), queryFn: () => getWorkspace(id), staleTime: 0 });
export const useWorkspace = (id: number) => useQuery({ ...workspaceQuery(id), enabled: id > 0 });
