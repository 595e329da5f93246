// GET /api/v2/bike/{vin}/parameter/part_replacement?operation&part_type (session): what the operation
// involves on this bike — current parts, allowed specs, whether the bundle rule requires the type, steps.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { SESSION_TOKEN_HEADER } from '@dealer/contracts';
import { apiRequest } from '../../../lib/api/client.ts';
import { requireParams } from '../../../lib/api/api-error.ts';
import type { QueryOf } from '../../../lib/api/api-types.ts';

type Query = QueryOf<'/api/v2/bike/{vin}/parameter/part_replacement', 'get'>;
export type Operation = Query['operation'];
export type ReplaceablePartType = Query['part_type'];

export function getPartReplacementParameter(
  vin: string,
  operation: Operation,
  partType: ReplaceablePartType,
  sessionToken: string,
) {
  requireParams({ vin: vin || null, operation, part_type: partType, session_token: sessionToken || null });
  return apiRequest('get', '/api/v2/bike/{vin}/parameter/part_replacement', {
    params: { vin },
    query: { operation, part_type: partType },
    headers: { [SESSION_TOKEN_HEADER]: sessionToken },
  });
}

const partReplacementQuery = (
  vin: string,
  operation: Operation,
  partType: ReplaceablePartType,
  sessionToken: string,
) =>
  queryOptions({
    queryKey: ['bike', vin, 'part_replacement', operation, partType],
    queryFn: () => getPartReplacementParameter(vin, operation, partType, sessionToken),
    staleTime: 0,
    // 404000: nothing of that type is registered to remove or replace — the screen says so itself.
    meta: { handledCodes: [404000] },
  });

export const usePartReplacementParameter = (
  vin: string | undefined,
  operation: Operation,
  partType: ReplaceablePartType | '',
  sessionToken: string,
) =>
  useQuery({
    ...partReplacementQuery(vin ?? '', operation, partType || 'battery', sessionToken),
    enabled: !!vin && !!partType && !!sessionToken,
  });
