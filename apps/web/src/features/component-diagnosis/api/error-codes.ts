// GET /v2/bike/error_codes and /v2/bike/error_codes/history (bridge): the codes each component
// reports now (testFailed) and has reported (confirmed).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bridgeRequest } from '../../../lib/bridge/bridge-client.ts';

const getErrorCodes = () => bridgeRequest('get', '/v2/bike/error_codes', { action: 'Read error codes' });
const getErrorCodeHistory = () =>
  bridgeRequest('get', '/v2/bike/error_codes/history', { action: 'Read error code history' });

const errorCodesQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'error_codes'],
    queryFn: getErrorCodes,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
const errorCodeHistoryQuery = () =>
  queryOptions({
    queryKey: ['bridge', 'error_codes', 'history'],
    queryFn: getErrorCodeHistory,
    staleTime: 0,
    gcTime: 0,
    meta: { silent: true },
  });
export const useErrorCodes = () => useQuery(errorCodesQuery());
export const useErrorCodeHistory = (enabled = true) => useQuery({ ...errorCodeHistoryQuery(), enabled });
