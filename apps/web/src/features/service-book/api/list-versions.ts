// GET /api/service_book/{id}/versions: the versions an entry's edits replaced, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const listVersions = (id: number) => apiRequest('get', '/api/service_book/{id}/versions', { params: { id } });
const versionsQuery = (id: number) =>
  queryOptions({ queryKey: ['service-book', 'versions', id], queryFn: () => listVersions(id) });
export const useVersions = (id: number, enabled: boolean) => useQuery({ ...versionsQuery(id), enabled });
