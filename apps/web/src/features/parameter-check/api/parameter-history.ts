// GET /api/bike/{vin}/service_history: the bike's activities across workspaces; the newest
// parameter_sync or parameter_reference (the bike's values confirmed, nothing written) of a part that
// carries `parameters` holds the array the cloud has as reviewed; a restore from a snapshot records
// its digest only and is skipped here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';
import { fromNamedParameters } from '../parameter-diff.ts';

const REFERENCE_CALLS = new Set(['parameter_sync', 'parameter_reference']);

async function getCloudReference(
  vin: string,
  partType: string,
): Promise<{ dataArray: number[]; at: string } | null> {
  requireParams({ vin: vin || null, part_type: partType || null });
  const history = await apiRequest('get', '/api/bike/{vin}/service_history', {
    params: { vin },
    query: { task_status: 'completed' },
  });
  const syncs = history.activities
    .filter((a) => a.success && a.part_type === partType && REFERENCE_CALLS.has(String(a.payload.call)))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  for (const s of syncs) {
    const dataArray = fromNamedParameters(s.payload.parameters);
    if (dataArray) return { dataArray, at: s.created_at };
  }
  return null;
}

const cloudReferenceQuery = (vin: string, partType: string) =>
  queryOptions({
    queryKey: ['bike', vin, 'parameter_reference', partType],
    queryFn: () => getCloudReference(vin, partType),
    staleTime: 0,
    gcTime: 0,
  });
export const useCloudReference = (vin: string | undefined, partType: string) =>
  useQuery({ ...cloudReferenceQuery(vin ?? '', partType), enabled: !!vin && !!partType });
