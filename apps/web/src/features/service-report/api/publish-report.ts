// POST /api/service_report/{id}/publish: freeze the report under its public id.
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';

const publishReport = (id: number) =>
  apiRequest('post', '/api/service_report/{id}/publish', { params: { id } });
export const usePublishReport = () => useMutation({ mutationFn: publishReport });
