// GET /api/bike/{vin}/diagnosis: the bike's full-diagnosis runs kept on the server, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';

export function listDiagnoses(vin: string) {
  requireParams({ vin: vin || null });
  return apiRequest('get', '/api/bike/{vin}/diagnosis', {
    params: { vin },
    query: { page: 1, page_size: 20 },
  });
}
export const diagnosesQuery = (vin: string) =>
  queryOptions({ queryKey: ['bike', vin, 'diagnosis'], queryFn: () => listDiagnoses(vin) });
export const useDiagnoses = (vin: string) => useQuery({ ...diagnosesQuery(vin), enabled: !!vin });
