// GET /api/bike/{vin}/diagnosis: the bike's full-diagnosis runs kept on the server, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './client.ts';
import { requireParams } from './api-error.ts';

function listDiagnoses(vin: string) {
  requireParams({ vin: vin || null });
  return apiRequest('get', '/api/bike/{vin}/diagnosis', {
    params: { vin },
    query: { page: 1, page_size: 20 },
  });
}
const diagnosesQuery = (vin: string) =>
  // Runs come from every browser of the shop: read afresh whenever the book opens.
  queryOptions({ queryKey: ['bike', vin, 'diagnosis'], queryFn: () => listDiagnoses(vin), staleTime: 0 });
export const useDiagnoses = (vin: string) => useQuery({ ...diagnosesQuery(vin), enabled: !!vin });
