// POST /api/service_report/ (new draft) and PATCH /api/service_report/{id} (change a draft).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import type { BodyOf } from '../../../lib/api/api-types.ts';
import { composeSourceKey } from './get-compose-source.ts';

export type ReportFields = BodyOf<'/api/service_report/{id}', 'patch'>;

const createReport = (body: BodyOf<'/api/service_report/', 'post'>) =>
  apiRequest('post', '/api/service_report/', { body });
const updateReport = (id: number, body: ReportFields) =>
  apiRequest('patch', '/api/service_report/{id}', { params: { id }, body });

export function useSaveReport(workspaceId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number | null; fields: ReportFields }) =>
      v.id ? updateReport(v.id, v.fields) : createReport({ workspace_id: workspaceId, ...v.fields }),
    onSuccess: (report) => {
      client.setQueryData(['service-report', report.id], report);
      return client.invalidateQueries({ queryKey: composeSourceKey(workspaceId) });
    },
  });
}
